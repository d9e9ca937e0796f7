import { AppShell, Burger, Button, Drawer, Group, NavLink, ScrollArea, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Link, Outlet, NavLink as RouterNavLink, ScrollRestoration, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { SkipLink } from '../../components/skip-link';
import { paths } from '../../config/paths';
import { PastDueBanner, TrialModal } from '../../features/billing/components/billing-notices';
import { MessagesMenu } from '../../features/notifications/messages-menu';
import { clearGetStarted, seedFirstVisit, showGetStarted } from '../../lib/first-visit';
import { MAIN_CONTENT_ID } from '../../lib/focus';
import { preloadLink } from '../../lib/navigation';
import { currentMembership, useSession } from '../../lib/session';
import classes from './app-layout.module.css';
import { Brand } from './brand';
import { navLinksFor } from './nav-links';
import { UserMenu } from './user-menu';

/** The one list of page links: the sidebar on desktop, the drawer on phones. Hover or focus preloads the page. */
function MainNav({ onNavigate, hint }: { onNavigate: (to: string) => void; hint: boolean }) {
  const location = useLocation();
  const { data: session } = useSession();
  return (
    <nav aria-label="Main">
      {navLinksFor(currentMembership(session)?.organization.plan_name).map((l) => (
        <NavLink
          key={l.to}
          component={RouterNavLink}
          to={l.to}
          label={l.label}
          leftSection={<l.icon size={18} aria-hidden />}
          active={location.pathname === l.to || location.pathname.startsWith(`${l.to}/`)}
          description={hint && l.to === paths.calculator ? 'Click here to get started' : undefined}
          onClick={() => onNavigate(l.to)}
          onMouseEnter={() => preloadLink(l.to)}
          onFocus={() => preloadLink(l.to)}
          className={classes.navLink}
        />
      ))}
    </nav>
  );
}

/**
 * A page opened from the page links (or the header) moves focus to the main content, so the next Tab starts in
 * the new page instead of walking the sidebar again; focus a page placed itself, or in a dialog, stays.
 */
function useFocusMainOnPageChange() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const active = document.activeElement;
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main || main.contains(active) || active?.closest('[role="dialog"]:not(.mantine-Drawer-content)'))
      return;
    main.focus({ preventScroll: true });
  }, [pathname]);
}

/**
 * Signed-in frame: brand, Messages and the user menu in the header; the page links once, in a sidebar that
 * collapses on desktop and in a drawer on phones.
 */
export function AppLayout() {
  useFocusMainOnPageChange();
  const [drawerOpen, { toggle: toggleDrawer, close: closeDrawer }] = useDisclosure(false);
  const [desktopOpen, { toggle: toggleDesktop }] = useDisclosure(true);
  const { data: session } = useSession();
  const membership = currentMembership(session);
  const userId = session?.user.id;
  const loginCount = session?.user.login_count ?? 0;
  // Seeded while rendering, not in an effect: the page below reads its walkthrough flag when it first renders,
  // before this layout's effects run (idempotent: a marker per user).
  if (userId !== undefined) seedFirstVisit({ id: userId, login_count: loginCount });
  const domain = membership?.organization.business_domain;
  // Known at the first render (localStorage), so the layout is not rendered a second time to show it.
  const [hint, setHint] = useState(() => userId !== undefined && showGetStarted(domain));
  useEffect(() => {
    if (userId === undefined) return;
    setHint(showGetStarted(domain));
  }, [userId, domain]);
  // The 'Click here to get started' hint on Calculator goes once the user follows it.
  const onNavigate = (to: string) => {
    if (to === paths.calculator && hint) {
      clearGetStarted();
      setHint(false);
    }
    closeDrawer();
  };
  if (!session) return null;

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 232, breakpoint: 'md', collapsed: { mobile: true, desktop: !desktopOpen } }}
      padding="lg"
    >
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={drawerOpen}
              onClick={toggleDrawer}
              hiddenFrom="md"
              size="sm"
              aria-label={drawerOpen ? 'Close navigation' : 'Open navigation'}
            />
            <Burger
              opened={desktopOpen}
              onClick={toggleDesktop}
              visibleFrom="md"
              size="sm"
              aria-label={desktopOpen ? 'Hide sidebar' : 'Show sidebar'}
              aria-expanded={desktopOpen}
            />
            <Brand
              name={membership?.organization.name}
              image={membership?.organization.image}
              to={paths.dashboard}
            />
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
              leftSection={<IconLogout size={16} aria-hidden />}
              visibleFrom="sm"
            >
              Logout
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      {/* Phones get the drawer instead; a collapsed sidebar keeps no links a keyboard could reach off-screen. */}
      <AppShell.Navbar p="sm" visibleFrom="md">
        {desktopOpen && (
          <ScrollArea>
            <MainNav hint={hint} onNavigate={onNavigate} />
          </ScrollArea>
        )}
      </AppShell.Navbar>
      <Drawer
        opened={drawerOpen}
        onClose={closeDrawer}
        title={membership?.organization.name ?? 'StaffMargin'}
        size={280}
        hiddenFrom="md"
        closeButtonProps={{ 'aria-label': 'Close navigation' }}
      >
        <Stack gap={0}>
          <MainNav hint={hint} onNavigate={onNavigate} />
        </Stack>
      </Drawer>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <div className={classes.content}>
          <PastDueBanner />
          <TrialModal />
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </div>
      </AppShell.Main>
      {/* A page opened from far down a list starts at its top; Back returns to the place left. Keyed by path, so a
          change of the query alone (a settings tab) keeps the place. */}
      <ScrollRestoration getKey={(location) => location.pathname} />
    </AppShell>
  );
}
