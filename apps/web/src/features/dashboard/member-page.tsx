import type { RevenueKind } from '@app/contracts/dashboard/dashboard';
import { Avatar, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { BackLink } from '../../components/back-link';
import { paths } from '../../config/paths';
import { initials } from '../../lib/format';
import { useOverview } from './api/dashboard-queries';
import { MemberQuotes } from './components/member-quotes';
import { RevenueCards } from './components/revenue-cards';
import { RevenueControls } from './components/revenue-controls';
import { DemoNotice } from './components/sample-figures';
import { figuresView } from './utils/demo';

/**
 * /dashboard/team/:id/members/:member_id: a member's totals over their quotes in the team, and the
 * Calculation and Quotes lists filtered to them in the team (the calculations list comes from the route, which
 * composes that feature).
 */
export function MemberPage({
  calculations,
}: {
  calculations: (memberId: number, teamId: number) => ReactNode;
}) {
  const params = useParams();
  const teamId = Number(params.id);
  const memberId = Number(params.member_id);
  const [kind, setKind] = useState<RevenueKind>('actual');
  const [period, setPeriod] = useState<'7' | '30' | 'year' | 'total'>('total');
  const [tab, setTab] = useState<string | null>('calculation-tab');
  const overview = useOverview({ revenue: kind, period, team_id: teamId, member_id: memberId });
  const data = overview.data?.data;
  const figures = figuresView(data);
  const m = data?.member;

  return (
    <Stack gap="md">
      <BackLink to={paths.team(teamId)}>{data?.team?.name ?? 'Team'}</BackLink>
      <Group gap="sm">
        <Avatar src={m?.image} size={48} radius="xl" color="brand">
          {initials(m?.first_name, m?.last_name)}
        </Avatar>
        <Stack gap={0}>
          <Title order={2}>{m ? `${m.first_name} ${m.last_name}` : 'Member'}</Title>
          <Text size="sm" c="dimmed">
            {m?.email}
          </Text>
        </Stack>
      </Group>
      <RevenueControls kind={kind} period={period} onKind={setKind} onPeriod={setPeriod} />
      <RevenueCards summary={figures.summary} sample={figures.sample} />
      {figures.sample && <DemoNotice />}
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="calculation-tab">Calculation</Tabs.Tab>
          <Tabs.Tab value="quotes-tab">Quotes</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="calculation-tab" pt="md">
          {calculations(memberId, teamId)}
        </Tabs.Panel>
        <Tabs.Panel value="quotes-tab" pt="md">
          <MemberQuotes memberId={memberId} teamId={teamId} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
