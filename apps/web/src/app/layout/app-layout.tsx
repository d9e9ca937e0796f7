import { AppShell, Burger, Button, Group, NavLink, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Link, Outlet, NavLink as RouterNavLink, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { paths } from '../../config/paths';
import { MessagesMenu } from '../../features/notifications/messages-menu';
import { currentMembership, useSession } from '../../lib/session';
import classes from './app-layout.module.css';
import { Brand } from './brand';
import { mainLinks } from './nav-links';
import { UserMenu } from './user-menu';

/** Signed-in frame: header links, Messages, user menu, and a sidebar that collapses (a drawer on phones). */
export function AppLayout() {
  const [mobileOpen, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [desktopOpen, { toggle: toggleDesktop }] = useDisclosure(true);
  const { data: session } = useSession();
  const location = useLocation();
  const membership = currentMembership(session);
  if (!session) return null;

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 232, breakpoint: 'md', collapsed: { mobile: !mobileOpen, desktop: !desktopOpen } }}
      padding="lg"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={mobileOpen} onClick={toggleMobile} hiddenFrom="md" size="sm" aria-label="Menu" />
            <Burger
              opened={desktopOpen}
              onClick={toggleDesktop}
              visibleFrom="md"
              size="sm"
              aria-label="Sidebar"
            />
            <Brand
              name={membership?.organization.name}
              image={membership?.organization.image}
              to={paths.dashboard}
            />
          </Group>
          <Group gap={4} visibleFrom="lg" component="nav" aria-label="Main">
            {mainLinks.map((l) => (
              <Button
                key={l.to}
                component={RouterNavLink}
                to={l.to}
                variant={location.pathname.startsWith(l.to) ? 'light' : 'subtle'}
                color={location.pathname.startsWith(l.to) ? 'brand' : 'gray'}
                size="compact-md"
              >
                {l.label}
              </Button>
            ))}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <MessagesMenu />
            <UserMenu user={session.user} role={membership?.role.name} />
            <Button
              component={Link}
              to={paths.logout}
              variant="subtle"
              color="gray"
              size="compact-md"
              leftSection={<IconLogout size={16} />}
              visibleFrom="sm"
            >
              Logout
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <ScrollArea>
          {mainLinks.map((l) => (
            <NavLink
              key={l.to}
              component={RouterNavLink}
              to={l.to}
              label={l.label}
              leftSection={<l.icon size={18} />}
              active={location.pathname.startsWith(l.to)}
              onClick={closeMobile}
              className={classes.navLink}
            />
          ))}
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main>
        <div className={classes.content}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </div>
      </AppShell.Main>
    </AppShell>
  );
}
