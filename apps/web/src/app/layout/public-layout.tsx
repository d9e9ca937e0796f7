import { Anchor, Box, Burger, Button, Container, Group, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, type ReactNode, Suspense } from 'react';
import { PageLink } from '../../components/page-link';
import { PageLoader } from '../../components/page-loader';
import { SkipLink } from '../../components/skip-link';
import { paths } from '../../config/paths';
import { ContactModals } from '../../features/landing/contact-modals';
import { openContact } from '../../features/landing/contact-store';
import { MAIN_CONTENT_ID } from '../../lib/focus';
import { Brand } from './brand';
import { CookieConsent } from './cookie-consent';
import classes from './public-layout.module.css';

// The phone menu's drawer (modal, focus trap, portal) loads when it is first opened.
const PublicDrawer = lazy(() => import('./public-drawer').then((m) => ({ default: m.PublicDrawer })));

const anchors = [
  { label: 'Platform', href: '/#platform' },
  { label: 'Pricing', href: '/#pricing' },
  { label: 'Contact', href: '/#contact' },
];

/**
 * Signed-out frame: landing navigation, footer links, cookie consent. It renders under React Router (router.tsx)
 * and before it (app/public-site.tsx), so it links with PageLink.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <Box className={classes.page}>
      <SkipLink />
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
              <Button component={PageLink} to={paths.signin} variant="default">
                Sign in
              </Button>
              <Button component={PageLink} to={paths.signup}>
                Sign up
              </Button>
            </Group>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              aria-label={opened ? 'Close menu' : 'Open menu'}
              onMouseEnter={() => import('./public-drawer')}
            />
          </Group>
        </Container>
      </header>
      {opened && (
        <Suspense fallback={null}>
          <PublicDrawer anchors={anchors} onClose={close} />
        </Suspense>
      )}
      <main className={classes.main} id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>{children}</Suspense>
      </main>
      <footer className={classes.footer}>
        <Container size="lg">
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="gray.7">
              © 2021 StaffMargin. All rights reserved.
            </Text>
            <Group gap="md" component="nav" aria-label="Footer">
              <Anchor component={PageLink} to={paths.privacy} size="sm" c="gray.7">
                Privacy Policy
              </Anchor>
              <Anchor component={PageLink} to={paths.terms} size="sm" c="gray.7">
                Terms of Use
              </Anchor>
              <Anchor component={PageLink} to={paths.signin} size="sm" c="gray.7">
                Sign in
              </Anchor>
              <Anchor component={PageLink} to={paths.signup} size="sm" c="gray.7">
                Sign up
              </Anchor>
              <UnstyledButton className={classes.footerButton} onClick={() => openContact('inquiry')}>
                Inquiry
              </UnstyledButton>
              <UnstyledButton className={classes.footerButton} onClick={() => openContact('support')}>
                Support
              </UnstyledButton>
            </Group>
          </Group>
        </Container>
      </footer>
      <ContactModals />
      <CookieConsent />
    </Box>
  );
}
