import type { QuoteEvent } from '@app/contracts/quotes/responses';
import { Paper, Skeleton, Stack, Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import {
  IconCircleCheck,
  IconCircleX,
  IconEye,
  IconFilePlus,
  IconGitBranch,
  IconSend,
  IconSwitchHorizontal,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { eventText } from '../utils/event-text';
import { formatMoment } from '../utils/format';

const icons: Record<QuoteEvent['type'], { icon: ComponentType<{ size?: number }>; color: string }> = {
  created: { icon: IconFilePlus, color: 'gray' },
  sent: { icon: IconSend, color: 'blue' },
  opened: { icon: IconEye, color: 'cyan' },
  signed: { icon: IconCircleCheck, color: 'green' },
  declined: { icon: IconCircleX, color: 'red' },
  status_changed: { icon: IconSwitchHorizontal, color: 'grape' },
  revised: { icon: IconGitBranch, color: 'orange' },
};

/** Every event of the quote, newest first: what happened, who did it and when. */
export function QuoteHistory({ events, pending }: { events: QuoteEvent[] | undefined; pending: boolean }) {
  const list = [...(events ?? [])].reverse();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="History">
      <Title order={4} mb="sm">
        History
      </Title>
      {pending ? (
        <Stack gap="xs">
          <Skeleton h={16} />
          <Skeleton h={16} w="70%" />
        </Stack>
      ) : list.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing has happened to this quote yet.
        </Text>
      ) : (
        <Timeline bulletSize={26} lineWidth={2}>
          {list.map((e) => {
            const { icon: Icon, color } = icons[e.type];
            return (
              <Timeline.Item
                key={e.id}
                bullet={
                  <ThemeIcon size={26} radius="xl" color={color} variant="light">
                    <Icon size={15} />
                  </ThemeIcon>
                }
              >
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {eventText(e)}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {e.actor} ·{' '}
                  <time dateTime={new Date(e.created_at).toISOString()}>{formatMoment(e.created_at)}</time>
                </Text>
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </Paper>
  );
}
