import { Group, Paper, Stack, ThemeIcon } from '@mantine/core';
import type { ComponentType } from 'react';
import { useState } from 'react';
import { ResponsiveModal } from './responsive-modal';
import { SlideNav, SlideText } from './slides';

export interface WalkthroughSlide {
  icon: ComponentType<{ size?: number; stroke?: number }>;
  title: string;
  text: string;
}

/**
 * The intro walkthroughs: slides with Next and Back, and Finish on the last one
 * (docs/product/calculations.md#calculations-list-calculations).
 */
export function WalkthroughModal({
  title,
  slides,
  opened,
  onFinish,
}: {
  title: string;
  slides: WalkthroughSlide[];
  opened: boolean;
  onFinish: () => void;
}) {
  const [index, setIndex] = useState(0);
  const slide = slides[index]!;
  return (
    <ResponsiveModal opened={opened} onClose={onFinish} title={title} size="lg">
      <Paper withBorder p="lg" radius="md" bg="var(--mantine-color-gray-0)">
        <Group wrap="nowrap" align="flex-start" gap="lg">
          <ThemeIcon size={56} radius="xl" variant="light">
            <slide.icon size={30} stroke={1.5} />
          </ThemeIcon>
          <Stack gap={6}>
            <SlideText index={index} count={slides.length} title={slide.title} text={slide.text} />
          </Stack>
        </Group>
      </Paper>
      <SlideNav titles={slides.map((s) => s.title)} index={index} onIndex={setIndex} onFinish={onFinish} />
    </ResponsiveModal>
  );
}
