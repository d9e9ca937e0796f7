import { Grid } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * job_detail's layout: individuals on the left, the person's tabs in the middle, the live results card on the
 * right (desktop). Below the lg breakpoint they stack and the results become a bar at the bottom.
 */
export function JobDetailLayout({
  panel,
  editor,
  results,
}: {
  panel: ReactNode;
  editor: ReactNode;
  results: ReactNode;
}) {
  return (
    <Grid gap="md" align="flex-start">
      <Grid.Col span={{ base: 12, lg: 2.5 }}>{panel}</Grid.Col>
      <Grid.Col span={{ base: 12, lg: 6 }}>{editor}</Grid.Col>
      <Grid.Col span={{ base: 12, lg: 3.5 }} visibleFrom="lg" style={{ alignSelf: 'stretch' }}>
        {results}
      </Grid.Col>
    </Grid>
  );
}
