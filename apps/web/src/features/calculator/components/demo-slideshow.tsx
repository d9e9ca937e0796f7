import { Paper, Stack, ThemeIcon } from '@mantine/core';
import {
  IconCalculator,
  IconChartBar,
  IconCoin,
  IconHeartHandshake,
  IconMapPin,
  IconUsers,
} from '@tabler/icons-react';
import { type ComponentType, useState } from 'react';
import { ResponsiveModal } from '../../../components/responsive-modal';
import { SlideNav, SlideText } from '../../../components/slides';

const slides: { icon: ComponentType<{ size?: number; stroke?: number }>; title: string; text: string }[] = [
  {
    icon: IconCalculator,
    title: 'Name your calculation',
    text: 'Start with a name your team will recognise, such as the client and the role.',
  },
  {
    icon: IconUsers,
    title: 'Add the persons',
    text: 'Add a job, the states and cities it is worked in with their workers’ comp code, and how many people you place.',
  },
  {
    icon: IconCoin,
    title: 'Pay and bill',
    text: 'Enter the pay rate and the bill rate or markup. Solve for: type a target margin and let the calculator find the bill rate.',
  },
  {
    icon: IconMapPin,
    title: 'Assignment details',
    text: 'Dates or an estimated length, and the schedule: shifts, full-time or part-time. Overtime is priced past 40 hours a week.',
  },
  {
    icon: IconHeartHandshake,
    title: 'Benefits and other costs',
    text: 'Holidays, PTO, 401k, sick leave laws, bonus, healthcare, and your costs such as background checks and MSP fees.',
  },
  {
    icon: IconChartBar,
    title: 'Watch the margin live',
    text: 'Revenue, total cost, gross profit, margin and profit per hour update as you type. Open any figure to see how it was computed.',
  },
];

/** The first-time calculator demo: six slides with Back, Next, dots and Finish on the last (index 5). */
export function DemoSlideshow({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [index, setIndex] = useState(0);
  const slide = slides[index]!;
  const close = () => {
    setIndex(0);
    onClose();
  };
  return (
    <ResponsiveModal opened={opened} onClose={close} title="How the calculator works" size="lg">
      <Paper withBorder radius="md" p="lg" bg="var(--mantine-color-gray-0)">
        <Stack align="center" gap="sm" ta="center" mih={180} justify="center">
          <ThemeIcon size={64} radius="xl" variant="light">
            <slide.icon size={34} stroke={1.5} />
          </ThemeIcon>
          <SlideText index={index} count={slides.length} title={slide.title} text={slide.text} />
        </Stack>
      </Paper>
      <SlideNav titles={slides.map((s) => s.title)} index={index} onIndex={setIndex} onFinish={close} />
    </ResponsiveModal>
  );
}
