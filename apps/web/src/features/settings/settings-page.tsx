import {
  API_KEY_ROLES,
  BILLING_ROLES,
  COMPANY_SETTINGS_ROLES,
  hasRole,
  MEMBER_ADMIN_ROLES,
} from '@app/contracts/accounts/roles';
import { WEBHOOK_ROLES } from '@app/contracts/webhooks/limits';
import { Avatar, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconBuilding,
  IconCalculator,
  IconCreditCard,
  IconKey,
  IconShieldLock,
  IconWebhook,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SetupChecklistCard } from '../../components/setup-checklist-card';
import { paths } from '../../config/paths';
import { initials } from '../../lib/format';
import { currentMembership, useSession } from '../../lib/session';
import { MembersTable } from './components/members-table';
import { PlanStatus } from './components/plan-status';

function SettingsCard({
  icon,
  title,
  to,
  children,
}: {
  icon: ReactNode;
  title: string;
  to: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg" component={Link} to={to} style={{ textDecoration: 'none' }}>
      <Group gap="sm" mb="sm" wrap="nowrap">
        {icon}
        <Text fw={600}>{title}</Text>
      </Group>
      <Stack gap={4} style={{ flex: 1 }}>
        {children}
      </Stack>
      <Text c="brand.7" size="sm" fw={500} mt="md">
        Open →
      </Text>
    </Card>
  );
}

/** /settings: cards by role and the member information table. */
export function SettingsPage() {
  const { data: session } = useSession();
  const membership = currentMembership(session);
  if (!session || !membership) return null;
  const { user } = session;
  const org = membership.organization;
  const role = membership.role.name;
  return (
    <Stack gap="lg">
      <Title order={2}>Settings</Title>
      <SetupChecklistCard />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {hasRole(role, BILLING_ROLES) && (
          <SettingsCard icon={<IconCreditCard size={22} />} title="Billing and payment" to={paths.billing}>
            <Text size="sm">
              Plan: <b>{org.plan_name ?? (org.is_enterprise ? 'Enterprise' : 'Single')}</b>
            </Text>
            <PlanStatus organization={org} />
          </SettingsCard>
        )}
        {hasRole(role, COMPANY_SETTINGS_ROLES) && (
          <SettingsCard
            icon={<IconCalculator size={22} />}
            title="Calculation Settings"
            to={paths.calculationSettings}
          >
            <Text size="sm" c="dimmed">
              SUTA, workers’ comp, sales tax, sick leave, healthcare and other costs.
            </Text>
          </SettingsCard>
        )}
        {hasRole(role, COMPANY_SETTINGS_ROLES) && org.name && (
          <SettingsCard
            icon={<IconBuilding size={22} />}
            title="Company information"
            to={paths.companyInformation}
          >
            <Group gap="sm" wrap="nowrap">
              <Avatar src={org.image ?? undefined} radius="md" color="brand" variant="filled">
                {org.name.slice(0, 1).toUpperCase()}
              </Avatar>
              <div>
                <Text size="sm" fw={500}>
                  {org.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {org.address ?? 'No address yet'}
                </Text>
              </div>
            </Group>
          </SettingsCard>
        )}
        {hasRole(role, WEBHOOK_ROLES) && (
          <SettingsCard icon={<IconWebhook size={22} />} title="Webhooks" to={paths.webhooks}>
            <Text size="sm" c="dimmed">
              Send quote, calculation and subscription events to your own systems.
            </Text>
          </SettingsCard>
        )}
        {hasRole(role, API_KEY_ROLES) && (
          <SettingsCard icon={<IconKey size={22} />} title="API keys" to={paths.apiKeys}>
            <Text size="sm" c="dimmed">
              Connect your ATS or back office to StaffMargin.
            </Text>
          </SettingsCard>
        )}
        <SettingsCard
          icon={<IconShieldLock size={22} />}
          title="Account and Security"
          to={paths.accountSecurity}
        >
          <Group gap="sm" wrap="nowrap">
            <Avatar src={user.image ?? undefined} radius="xl" color="brand">
              {initials(user.first_name, user.last_name)}
            </Avatar>
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={500} truncate>
                {user.first_name} {user.last_name}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {user.email}
              </Text>
            </div>
          </Group>
          <Badge variant="light" w="fit-content" mt={4}>
            {role}
          </Badge>
        </SettingsCard>
      </SimpleGrid>
      <MembersTable
        organizationId={org.id}
        canDelete={hasRole(role, MEMBER_ADMIN_ROLES)}
        selfUserId={user.id}
      />
    </Stack>
  );
}
