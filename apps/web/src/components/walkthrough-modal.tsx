import { Group, Paper, Stack, ThemeIcon } from '@mantine/core';
import type { ComponentType } from 'react';
import { useEffect, useState } from 'react';
import { useTourGate } from '../lib/tour-gate';
import { ResponsiveModal } from './responsive-modal';
import { SlideNav, SlideText } from './slides';

export interface WalkthroughSlide {
  icon: ComponentType<{ size?: number; stroke?: number }>;
  title: string;
  text: string;
}

/**
 * The intro walkthroughs: slides with Next and Back, Finish on the last one and 'Skip tour' before it
 * (docs/product/calculations.md#calculations-list-calculations). Never over another dialog: it waits
 * (`useTourGate`).
 */
export function WalkthroughModal({
  title,
  slides,
  opened,
  onFinish,
  onShown,
}: {
  title: string;
  slides: WalkthroughSlide[];
  opened: boolean;
  onFinish: () => void;
  /** Called once it is on screen: a page's tour shows on its first visit only, so it is marked seen then. */
  onShown?: () => void;
}) {
  const [index, setIndex] = useState(0);
  const slide = slides[index]!;
  const shown = useTourGate(opened);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per showing, whatever the caller's callback identity
  useEffect(() => {
    if (shown) onShown?.();
  }, [shown]);
  return (
    <ResponsiveModal opened={shown} onClose={onFinish} title={title} size="lg">
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
      <SlideNav
        titles={slides.map((s) => s.title)}
        index={index}
        onIndex={setIndex}
        onFinish={onFinish}
        onSkip={onFinish}
      />
    </ResponsiveModal>
  );
}
