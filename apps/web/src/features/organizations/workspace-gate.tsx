import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PageLoader } from '../../components/page-loader';
import { useStartup } from '../../lib/bootstrap';

/**
 * On an unknown organisation sub-domain ({domain}.{APP_DOMAIN} with no such organisation) shows a clear
 * "This workspace does not exist" page instead of the app. A failed check is only logged
 * (docs/product/accounts.md#public-paths-and-redirects).
 */
export function WorkspaceGate({ children }: { children: ReactNode }) {
  // The domain check of the current host, answered once per page load by GET /bootstrap.
  const check = useStartup();
  if (!check) return <PageLoader />;
  if (check.error) console.warn('domain check failed', check.error);
  const domain = check.data?.domain;
  const host = window.location.host;
  if (domain?.status === 'not_found' && host.endsWith(`.${domain.app_domain}`)) {
    return <WorkspaceNotFound mainUrl={`${window.location.protocol}//${domain.app_domain}/`} host={host} />;
  }
  return children;
}

function WorkspaceNotFound({ mainUrl, host }: { mainUrl: string; host: string }) {
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color="gray">
          <IconBuildingOff size={40} />
        </ThemeIcon>
        <Title order={1} fz={28}>
          This workspace does not exist
        </Title>
        <Text c="dimmed">
          There is no company at <b>{host}</b>. Check the address, or sign in on the main site and we will
          take you to your company.
        </Text>
        <Button component="a" href={mainUrl} mt="sm">
          Go to the main site
        </Button>
      </Stack>
    </Center>
  );
}
