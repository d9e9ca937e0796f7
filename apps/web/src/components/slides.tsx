import { Box, Button, Group, Text } from '@mantine/core';

/** "Step n of N", the slide's title and its text: the words of every intro slideshow. */
export function SlideText({
  index,
  count,
  title,
  text,
}: {
  index: number;
  count: number;
  title: string;
  text: string;
}) {
  return (
    <>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        Step {index + 1} of {count}
      </Text>
      <Text fw={650} size="lg">
        {title}
      </Text>
      <Text size="sm" maw={460}>
        {text}
      </Text>
    </>
  );
}

/**
 * Dots that jump to a slide, then Back, and Next or Finish on the last one; with onSkip, 'Skip tour' before the
 * last slide (a tour is skippable in one click, docs/product/dashboard.md#onboarding).
 */
export function SlideNav({
  titles,
  index,
  onIndex,
  onFinish,
  onSkip,
  finishLabel = 'Finish',
}: {
  titles: string[];
  index: number;
  onIndex: (index: number) => void;
  onFinish: () => void;
  onSkip?: () => void;
  finishLabel?: string;
}) {
  const last = index === titles.length - 1;
  return (
    <Group justify="space-between" mt="md">
      <Group gap={6} role="tablist" aria-label="Slides">
        {titles.map((title, i) => (
          <Box
            key={title}
            component="button"
            type="button"
            role="tab"
            aria-selected={i === index}
            aria-label={`Slide ${i + 1}`}
            onClick={() => onIndex(i)}
            w={10}
            h={10}
            p={0}
            style={{ borderRadius: 5, border: 0, cursor: 'pointer' }}
            bg={i === index ? 'brand.6' : 'gray.3'}
          />
        ))}
      </Group>
      <Group gap="xs">
        {onSkip && !last && (
          <Button variant="subtle" color="gray" onClick={onSkip}>
            Skip tour
          </Button>
        )}
        {index > 0 && (
          <Button variant="default" onClick={() => onIndex(index - 1)}>
            Back
          </Button>
        )}
        {last ? (
          <Button onClick={onFinish}>{finishLabel}</Button>
        ) : (
          <Button onClick={() => onIndex(index + 1)}>Next</Button>
        )}
      </Group>
    </Group>
  );
}
