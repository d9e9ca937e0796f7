import { Anchor, Button, Drawer, Stack } from '@mantine/core';
import { PageLink } from '../../components/page-link';
import { paths } from '../../config/paths';

/** The signed-out navigation on phones: the landing anchors, sign in and sign up. */
export function PublicDrawer({
  anchors,
  onClose,
}: {
  anchors: { label: string; href: string }[];
  onClose: () => void;
}) {
  return (
    <Drawer opened onClose={onClose} title="StaffMargin" position="right" size="xs">
      <Stack component="nav" aria-label="Site">
        {anchors.map((a) => (
          <Anchor key={a.href} href={a.href} onClick={onClose}>
            {a.label}
          </Anchor>
        ))}
        <Button component={PageLink} to={paths.signin} variant="default" onClick={onClose}>
          Sign in
        </Button>
        <Button component={PageLink} to={paths.signup} onClick={onClose}>
          Sign up
        </Button>
      </Stack>
    </Drawer>
  );
}
