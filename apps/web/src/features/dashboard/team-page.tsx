import type { Period, RevenueKind } from '@app/contracts/dashboard/dashboard';
import { Anchor, Button, Paper, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { BackLink } from '../../components/back-link';
import { paths } from '../../config/paths';
import { usePaging } from '../../hooks/use-paging';
import { ApiError } from '../../lib/api-client';
import { currentMembership, useSession } from '../../lib/session';
import { useTeams } from '../../lib/teams';
import { useMemberTable, useOverview } from './api/dashboard-queries';
import { emptyTeamFilters, FilterBar, filterParams, type TeamFilters } from './components/filter-bar';
import { MemberTable } from './components/member-table';
import { OrgHeader } from './components/org-header';
import { RevenueCards } from './components/revenue-cards';
import { RevenueChart } from './components/revenue-chart';
import { RevenueControls } from './components/revenue-controls';
import { DemoNotice, SampleFrame } from './components/sample-figures';
import { TeamModal } from './components/team-modal';
import { figuresView } from './utils/demo';

/** /dashboard/team/:id: a team's revenue, gross profit, chart and members (docs/product/teams-and-members.md). */
export function TeamPage() {
  const teamId = Number(useParams().id);
  const { data: session } = useSession();
  const role = currentMembership(session)?.role.name;
  const [kind, setKind] = useState<RevenueKind>('actual');
  const [period, setPeriod] = useState<Period>('total');
  const [filters, setFilters] = useState<TeamFilters>(emptyTeamFilters);
  const paging = usePaging(5);
  const { page, perPage } = paging;
  const [managing, setManaging] = useState(false);
  const query = { revenue: kind, period, ...filterParams(filters) };
  const overview = useOverview({ ...query, team_id: teamId });
  const members = useMemberTable({ ...query, team_id: teamId, page, per_page: perPage });
  const team = useTeams().data?.find((t) => t.id === teamId);

  if (overview.error instanceof ApiError && overview.error.status === 404) {
    return (
      <Stack>
        <Anchor component={Link} to={paths.dashboard}>
          Back to dashboard
        </Anchor>
        <Text>This team does not exist (any more).</Text>
      </Stack>
    );
  }
  const data = overview.data?.data;
  const figures = figuresView(data);
  const total = members.data?.data.total ?? 0;

  return (
    <Stack gap="md">
      <BackLink to={paths.dashboard}>Dashboard</BackLink>
      <OrgHeader
        title={data?.team?.name ?? team?.name ?? 'Team'}
        actions={
          team?.can_manage && (
            <Button variant="light" leftSection={<IconUsers size={16} />} onClick={() => setManaging(true)}>
              Manage Team
            </Button>
          )
        }
      />
      <RevenueControls
        kind={kind}
        period={period}
        onKind={(k) => {
          setKind(k);
          setFilters((f) => ({ ...f, status: null }));
          paging.onPage(1);
        }}
        onPeriod={(p) => {
          setPeriod(p);
          paging.onPage(1);
        }}
      />
      <Paper withBorder radius="md" p="sm">
        <FilterBar
          kind={kind}
          filters={filters}
          onChange={(f) => {
            setFilters(f);
            paging.onPage(1);
          }}
        />
      </Paper>
      <RevenueCards summary={figures.summary} sample={figures.sample} />
      <SampleFrame sample={figures.sample}>
        <RevenueChart points={figures.points} bucket={figures.bucket} />
      </SampleFrame>
      {figures.sample && <DemoNotice />}
      <Paper withBorder radius="md">
        <Text fw={600} p="sm" pb={0}>
          {total} Members
        </Text>
        <MemberTable
          teamId={teamId}
          rows={members.data?.data.members}
          total={total}
          {...paging}
          pending={members.isPending}
          fetching={members.isFetching}
        />
      </Paper>
      <TeamModal opened={managing} team={team} callerRole={role} onClose={() => setManaging(false)} />
    </Stack>
  );
}
