import type { AreaChartProps, LineChartProps } from '@mantine/charts';
import { Box } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { importWithRetry } from '../../../lib/retry-import';

/**
 * The dashboard's charts, loaded after the page is on screen: Mantine's charts and Recharts are more than half
 * of the dashboard's code, and the first page after signing in should not wait for them
 * (docs/performance.md#the-hand-over). Until they arrive, an empty box of the chart's height keeps the layout
 * from jumping; a failed load is tried again like a page's code (offline, once the connection is back).
 */
const charts = () => importWithRetry(() => import('@mantine/charts'));

const LazyArea = lazy(() => charts().then((m) => ({ default: m.AreaChart })));
const LazyLine = lazy(() => charts().then((m) => ({ default: m.LineChart })));

export function AreaChart(props: AreaChartProps) {
  return (
    <Suspense fallback={<Box h={props.h} aria-busy="true" />}>
      <LazyArea {...props} />
    </Suspense>
  );
}

export function LineChart(props: LineChartProps) {
  return (
    <Suspense fallback={<Box h={props.h} aria-busy="true" />}>
      <LazyLine {...props} />
    </Suspense>
  );
}
