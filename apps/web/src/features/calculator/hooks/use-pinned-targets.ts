import type { PricingSnapshot } from '@app/pricing';
import { useEffect, useMemo } from 'react';
import type { PersonForm } from '../model/person-form';
import { pinLabel, resolvePin } from '../model/solve';

/**
 * Pinned solve-for targets are re-solved after every change to their person; one that can no longer be
 * reached is reported (the messages returned, for the results) instead of leaving a silently wrong margin.
 */
export function usePinnedTargets(
  persons: PersonForm[],
  snapshot: PricingSnapshot | undefined,
  setFieldValue: (path: string, value: unknown) => void,
): string[] {
  const pinned = useMemo(() => {
    const broken: string[] = [];
    const updates: { index: number; kind: 'bill_rate' | 'markup'; value: number }[] = [];
    if (snapshot) {
      persons.forEach((p, index) => {
        const outcome = resolvePin(p, snapshot);
        if (!outcome || !p.pin) return;
        if (!outcome.ok)
          broken.push(`Person ${index + 1}: ${pinLabel(p.pin)} no longer holds (${outcome.message}).`);
        else if (outcome.value !== null) updates.push({ index, kind: p.pin.kind, value: outcome.value });
      });
    }
    return { broken, updates };
  }, [persons, snapshot]);
  useEffect(() => {
    for (const u of pinned.updates) setFieldValue(`persons.${u.index}.bill.${u.kind}`, u.value);
  }, [pinned.updates, setFieldValue]);
  return pinned.broken;
}
