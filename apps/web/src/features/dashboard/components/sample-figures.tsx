import { DEMO_NOTE } from '@app/contracts/dashboard/dashboard';
import { Alert, Anchor, Badge, Box, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** The mark on every card and chart that shows demo figures (docs/product/dashboard.md#demo-values). */
export function SampleBadge() {
  return (
    <Badge variant="outline" color="orange" size="sm" radius="sm">
      Sample data
    </Badge>
  );
}

/** A chart (or any block) with the sample mark in its top-right corner while it shows demo figures. */
export function SampleFrame({ sample, children }: { sample: boolean; children: ReactNode }) {
  if (!sample) return children;
  return (
    <Box pos="relative" data-sample="true">
      {children}
      <Box pos="absolute" top={12} right={12}>
        <SampleBadge />
      </Box>
    </Box>
  );
}

/** Under the demo figures: the specification's note and what to do to see one's own. */
export function DemoNotice() {
  return (
    <Alert
      variant="light"
      color="orange"
      icon={<IconInfoCircle size={18} />}
      title="These are sample figures"
      aria-label="Sample data"
    >
      <Text size="sm" fs="italic">
        {DEMO_NOTE}
      </Text>
      <Text size="sm" mt={4}>
        Send your first quote to see your own figures.{' '}
        <Anchor component={Link} to={paths.calculations} size="sm">
          Quotes start from an Approved calculation
        </Anchor>
        .
      </Text>
    </Alert>
  );
}
