import type { ClientQuotationResponse } from '@app/contracts/quotes/responses';
import { Avatar, Box, Center, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { IconLinkOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { monogram } from '../../../lib/format';

export type ClientOrganization = ClientQuotationResponse['data']['organization'];

/** The client's frame: the sender's brand on top, the product's quiet mark below. No app navigation. */
export function ClientShell({
  organization,
  children,
}: {
  organization?: ClientOrganization;
  children: ReactNode;
}) {
  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)">
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size={920} py="sm">
          <Group gap="sm" wrap="nowrap">
            {organization ? (
              <>
                <Avatar
                  src={organization.image ?? undefined}
                  alt=""
                  radius="md"
                  size={36}
                  color="brand"
                  variant="filled"
                >
                  {monogram(organization.name)}
                </Avatar>
                <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
                  {organization.name}
                </Text>
              </>
            ) : (
              <Text fw={700} size="lg">
                Quote
              </Text>
            )}
          </Group>
        </Container>
      </Box>
      <Container size={920} py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }} component="main">
        {children}
      </Container>
      <Text size="xs" c="dimmed" ta="center" pb="lg">
        Sent securely with StaffMargin
      </Text>
    </Box>
  );
}

/** A link that opens no quote: why, and what to do. */
export function ClientNotice({
  icon: Icon,
  color,
  title,
  text,
}: {
  icon: typeof IconLinkOff;
  color: string;
  title: string;
  text: string;
}) {
  return (
    <Center py={60}>
      <Paper withBorder radius="md" p="xl" maw={520}>
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={64} radius="xl" color={color} variant="light">
            <Icon size={34} />
          </ThemeIcon>
          <Title order={2} fz={22}>
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {text}
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
