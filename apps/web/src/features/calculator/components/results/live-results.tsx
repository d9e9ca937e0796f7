import type { CostItem } from '@app/engine';
import type { PricingSnapshot } from '@app/pricing';
import { memo, type ReactNode, useDeferredValue, useMemo } from 'react';
import { computeLive, type LiveResults } from '../../model/live-results';
import type { PersonForm } from '../../model/person-form';
import { ResultsBar } from './results-bar';
import { ResultsCard } from './results-card';

const NO_HINT: string[] = [];
// Up to this many persons the results render with the keystroke itself: priced in well under a frame.
const SMALL = 10;

// The card and the phone bar read the same persons: one computation serves both.
let last: { persons: PersonForm[]; snapshot: PricingSnapshot | undefined; live: LiveResults } | undefined;

/**
 * The live results of the persons, a keystroke behind when typing outruns the pricing (useDeferredValue). The
 * deferred render is this component's alone: the form around it renders once per keystroke, not twice
 * (docs/performance.md#live-results).
 */
function useLive(persons: PersonForm[], snapshot: PricingSnapshot | undefined): LiveResults {
  // A small list never goes through the deferred value: a changing deferred value costs a second render.
  const small = persons.length <= SMALL;
  const lagging = useDeferredValue(small ? null : persons);
  const deferred = small || lagging === null ? persons : lagging;
  return useMemo(() => {
    if (last && last.persons === deferred && last.snapshot === snapshot) return last.live;
    const live = computeLive(deferred, snapshot);
    last = { persons: deferred, snapshot, live };
    return live;
  }, [deferred, snapshot]);
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
  const hint = current?.status === 'incomplete' ? current.missing : NO_HINT;
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
