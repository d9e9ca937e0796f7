import { Paper, Stack, ThemeIcon } from '@mantine/core';
import { IconChartBar, IconCoin, IconUsers } from '@tabler/icons-react';
import { type ComponentType, useState } from 'react';
import { ResponsiveModal } from '../../../components/responsive-modal';
import { SlideNav, SlideText } from '../../../components/slides';
import { useTourGate } from '../../../lib/tour-gate';

const slides: { icon: ComponentType<{ size?: number; stroke?: number }>; title: string; text: string }[] = [
  {
    icon: IconUsers,
    title: 'Name it, add who you place',
    text: 'A name your team will recognise, then the job, where it is worked and its workers’ comp code, and how many people.',
  },
  {
    icon: IconCoin,
    title: 'Pay and bill',
    text: 'Enter the pay rate and the bill rate or markup; benefits, schedule and other costs have their own tabs.',
  },
  {
    icon: IconChartBar,
    title: 'Watch the margin live',
    text: 'Revenue, cost, gross profit and margin update as you type. Open any figure to see how it was computed.',
  },
];

/**
 * The first-time calculator demo (docs/product/calculator.md#first-time-demo): three slides with Back, Next,
 * dots, 'Skip tour' and Finish on the last; never over another dialog.
 */
export function DemoSlideshow({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [index, setIndex] = useState(0);
  const slide = slides[index]!;
  const shown = useTourGate(opened);
  const close = () => {
    setIndex(0);
    onClose();
  };
  return (
    <ResponsiveModal opened={shown} onClose={close} title="How the calculator works" size="lg">
      <Paper withBorder radius="md" p="lg" bg="var(--mantine-color-gray-0)">
        <Stack align="center" gap="sm" ta="center" mih={180} justify="center">
          <ThemeIcon size={64} radius="xl" variant="light">
            <slide.icon size={34} stroke={1.5} />
          </ThemeIcon>
          <SlideText index={index} count={slides.length} title={slide.title} text={slide.text} />
        </Stack>
      </Paper>
      <SlideNav
        titles={slides.map((s) => s.title)}
        index={index}
        onIndex={setIndex}
        onFinish={close}
        onSkip={close}
      />
    </ResponsiveModal>
  );
}
