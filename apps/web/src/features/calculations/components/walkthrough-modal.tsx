import { Box, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ComponentType } from 'react';
import { useState } from 'react';
import { ResponsiveModal } from '../../../components/responsive-modal';

export interface WalkthroughSlide {
  icon: ComponentType<{ size?: number; stroke?: number }>;
  title: string;
  text: string;
}

/** The spec's intro walkthroughs: slides with Next and Back, and Finish on the last one. */
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
  const last = index === slides.length - 1;
  return (
    <ResponsiveModal opened={opened} onClose={onFinish} title={title} size="lg">
      <Paper withBorder p="lg" radius="md" bg="var(--mantine-color-gray-0)">
        <Group wrap="nowrap" align="flex-start" gap="lg">
          <ThemeIcon size={56} radius="xl" variant="light">
            <slide.icon size={30} stroke={1.5} />
          </ThemeIcon>
          <Stack gap={6}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              Step {index + 1} of {slides.length}
            </Text>
            <Text fw={650} size="lg">
              {slide.title}
            </Text>
            <Text size="sm">{slide.text}</Text>
          </Stack>
        </Group>
      </Paper>
      <Group justify="space-between" mt="md">
        <Group gap={6} aria-hidden>
          {slides.map((s, i) => (
            <Box
              key={s.title}
              w={8}
              h={8}
              style={{ borderRadius: 4 }}
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
          {last ? (
            <Button onClick={onFinish}>Finish</Button>
          ) : (
            <Button onClick={() => setIndex(index + 1)}>Next</Button>
          )}
        </Group>
      </Group>
    </ResponsiveModal>
  );
}
