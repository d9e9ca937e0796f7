import { Box, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
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
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Step {index + 1} of {slides.length}
          </Text>
          <Text fw={650} size="lg">
            {slide.title}
          </Text>
          <Text size="sm" maw={460}>
            {slide.text}
          </Text>
        </Stack>
      </Paper>
      <Group justify="space-between" mt="md">
        <Group gap={6} role="tablist" aria-label="Slides">
          {slides.map((s, i) => (
            <Box
              key={s.title}
              component="button"
              type="button"
              role="tab"
              aria-selected={i === index}
              aria-label={`Slide ${i + 1}`}
              onClick={() => setIndex(i)}
              w={10}
              h={10}
              p={0}
              style={{ borderRadius: 5, border: 0, cursor: 'pointer' }}
              bg={i === index ? 'brand.6' : 'gray.3'}
            />
          ))}
        </Group>
        <Group gap="xs">
          {index > 0 && (
            <Button variant="default" onClick={() => setIndex(index - 1)}>
              Back
            </Button>
          )}
          {index === slides.length - 1 ? (
            <Button onClick={close}>Finish</Button>
          ) : (
            <Button onClick={() => setIndex(index + 1)}>Next</Button>
          )}
        </Group>
      </Group>
    </ResponsiveModal>
  );
}
