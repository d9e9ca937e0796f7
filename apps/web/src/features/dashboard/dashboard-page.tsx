import { hasRole, TEAM_CREATOR_ROLES } from '@app/contracts/accounts/roles';
import type { Period, RevenueKind } from '@app/contracts/dashboard/dashboard';
import { Button, Group, Menu, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { SetupChecklistCard } from '../../components/setup-checklist-card';
import { usePaging } from '../../hooks/use-paging';
import { currentMembership, useSession } from '../../lib/session';
import { useTeams } from '../../lib/teams';
import { exportUrl, useOverview, useTeamTable } from './api/dashboard-queries';
import { FirstLogin } from './components/first-login';
import { LeaderboardCard } from './components/leaderboard-card';
import { MarginCard } from './components/margin-card';
import { OrgHeader } from './components/org-header';
import { RevenueCards } from './components/revenue-cards';
import { RevenueChart } from './components/revenue-chart';
import { RevenueControls } from './components/revenue-controls';
import { DemoNotice, SampleFrame } from './components/sample-figures';
import { TeamModal } from './components/team-modal';
import { TeamTable } from './components/team-table';
import { figuresView } from './utils/demo';

/** /dashboard: revenue and gross profit of the organisation, its teams and members (docs/product/dashboard.md). */
export function DashboardPage() {
  const { data: session } = useSession();
  const role = currentMembership(session)?.role.name;
  const [kind, setKind] = useState<RevenueKind>('actual');
  const [period, setPeriod] = useState<Period>('total');
  const paging = usePaging(5);
  const { page, perPage } = paging;
  const [modal, setModal] = useState<{ teamId?: number } | null>(null);
  const query = { revenue: kind, period };
  const overview = useOverview(query);
  const table = useTeamTable({ ...query, page, per_page: perPage });
  const teams = useTeams();

  const data = overview.data?.data;
  const figures = figuresView(data);
  const managed = teams.data?.find((t) => t.id === modal?.teamId);

  return (
    <Stack gap="md">
      <OrgHeader
        title="Dashboard"
        actions={
          hasRole(role, TEAM_CREATOR_ROLES) && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setModal({})}>
              Create Team
            </Button>
          )
        }
      />
      <SetupChecklistCard />
      <RevenueControls
        kind={kind}
        period={period}
        onKind={(k) => {
          setKind(k);
          paging.onPage(1);
        }}
        onPeriod={(p) => {
          setPeriod(p);
          paging.onPage(1);
        }}
      />
      <RevenueCards summary={figures.summary} sample={figures.sample} />
      {kind === 'actual' && (
        <SampleFrame sample={figures.sample}>
          <RevenueChart points={figures.points} bucket={figures.bucket} />
        </SampleFrame>
      )}
      {figures.sample && <DemoNotice />}
      <Paper withBorder radius="md">
        <Group justify="space-between" p="sm" pb={0}>
          <Text fw={600}>Teams</Text>
          <Menu position="bottom-end">
            <Menu.Target>
              <Button size="compact-sm" variant="default" leftSection={<IconDownload size={14} />}>
                Export
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item component="a" href={exportUrl(query, 'csv')} download>
                CSV
              </Menu.Item>
              <Menu.Item component="a" href={exportUrl(query, 'xlsx')} download>
                Excel (XLSX)
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
        <TeamTable
          rows={table.data?.data.teams}
          total={table.data?.data.total ?? 0}
          {...paging}
          pending={table.isPending}
          fetching={table.isFetching}
          canManage={(id) => !!teams.data?.find((t) => t.id === id)?.can_manage}
          onManage={(teamId) => setModal({ teamId })}
        />
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <LeaderboardCard query={query} />
        <MarginCard period={period} />
      </SimpleGrid>
      <TeamModal opened={modal !== null} team={managed} callerRole={role} onClose={() => setModal(null)} />
      <FirstLogin />
    </Stack>
  );
}
