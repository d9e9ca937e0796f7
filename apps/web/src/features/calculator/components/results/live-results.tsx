import type { CostItem } from '@app/engine';
import type { PricingSnapshot } from '@app/pricing';
import { memo, type ReactNode, useMemo } from 'react';
import { computeLive, type LiveResults } from '../../model/live-results';
import type { PersonForm } from '../../model/person-form';
import { ResultsBar } from './results-bar';
import { ResultsCard } from './results-card';

const NO_HINT: string[] = [];

// The card and the phone bar read the same persons: one computation serves both.
let last: { persons: PersonForm[]; snapshot: PricingSnapshot | undefined; live: LiveResults } | undefined;

/**
 * The live results of the persons, rendered with the keystroke itself: a keystroke re-prices only the person
 * it changed (model/live-results.ts), so even 100 persons x 3 locations fit in a frame and nothing is deferred
 * (docs/performance.md#live-results).
 */
function useLive(persons: PersonForm[], snapshot: PricingSnapshot | undefined): LiveResults {
  return useMemo(() => {
    if (last && last.persons === persons && last.snapshot === snapshot) return last.live;
    const live = computeLive(persons, snapshot);
    last = { persons, snapshot, live };
    return live;
  }, [persons, snapshot]);
}

interface LiveCardProps {
  persons: PersonForm[];
  snapshot: PricingSnapshot | undefined;
  /** The person on screen: what it still misses is the card's hint. */
  active: number;
  loading: boolean;
  failed: boolean;
  costItems?: readonly CostItem[];
  warnings: string[];
}

export const LiveResultsCard = memo(function LiveResultsCard({
  persons,
  snapshot,
  active,
  ...rest
}: LiveCardProps) {
  const live = useLive(persons, snapshot);
  const current = live.persons[active];
  const hint =
    current?.status === 'incomplete'
      ? current.missing
      : current?.status === 'priced'
        ? (current.pending ?? NO_HINT)
        : NO_HINT;
  return <ResultsCard live={live} hint={hint} {...rest} />;
});

export function LiveResultsBar({
  persons,
  snapshot,
  card,
}: {
  persons: PersonForm[];
  snapshot: PricingSnapshot | undefined;
  card: ReactNode;
}) {
  return <ResultsBar live={useLive(persons, snapshot)} card={card} />;
}
