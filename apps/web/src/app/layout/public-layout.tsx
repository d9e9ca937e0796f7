import { Anchor, Box, Burger, Button, Container, Drawer, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { paths } from '../../config/paths';
import { Brand } from './brand';
import { CookieConsent } from './cookie-consent';
import classes from './public-layout.module.css';

const anchors = [
  { label: 'Platform', href: '/#platform' },
  { label: 'Pricing', href: '/#pricing' },
  { label: 'Contact', href: '/#contact' },
];

/** Signed-out frame: landing navigation, footer links, cookie consent. */
export function PublicLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <Box className={classes.page}>
      <header className={classes.header}>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Brand />
            <Group gap="lg" visibleFrom="sm" component="nav" aria-label="Site">
              {anchors.map((a) => (
                <Anchor key={a.href} href={a.href} c="dark" fw={500}>
                  {a.label}
                </Anchor>
              ))}
            </Group>
            <Group gap="xs" visibleFrom="sm">
              <Button component={Link} to={paths.signin} variant="default">
                Sign in
              </Button>
              <Button component={Link} to={paths.signup}>
                Sign up
              </Button>
            </Group>
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" aria-label="Menu" />
          </Group>
        </Container>
      </header>
      <Drawer opened={opened} onClose={close} title="StaffMargin" position="right" size="xs">
        <Stack>
          {anchors.map((a) => (
            <Anchor key={a.href} href={a.href} onClick={close}>
              {a.label}
            </Anchor>
          ))}
          <Button component={Link} to={paths.signin} variant="default" onClick={close}>
            Sign in
          </Button>
          <Button component={Link} to={paths.signup} onClick={close}>
            Sign up
          </Button>
        </Stack>
      </Drawer>
      <main className={classes.main}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className={classes.footer}>
        <Container size="lg">
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed">
              © 2021 StaffMargin. All rights reserved.
            </Text>
            <Group gap="md">
              <Anchor component={Link} to={paths.privacy} size="sm" c="dimmed">
                Privacy
              </Anchor>
              <Anchor component={Link} to={paths.terms} size="sm" c="dimmed">
                Terms
              </Anchor>
              <Anchor component={Link} to={paths.signin} size="sm" c="dimmed">
                Sign in
              </Anchor>
              <Anchor component={Link} to={paths.signup} size="sm" c="dimmed">
                Sign up
              </Anchor>
            </Group>
          </Group>
        </Container>
      </footer>
      <CookieConsent />
    </Box>
  );
}
