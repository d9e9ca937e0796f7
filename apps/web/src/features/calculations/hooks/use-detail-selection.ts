import { type SummedFigures, toResultFigures } from '@app/engine';
import { useMemo, useState } from 'react';
import type { CalculationDetail } from '../api/types';
import type { HoursLocation } from '../components/hours-table';
import {
  type PricedLocation,
  personFigures,
  pricePersons,
  type Selection,
  sumSelection,
} from '../utils/price';
import { personLabels } from '../utils/selection';

interface StateOption {
  value: string;
  code: string;
}

export interface DetailSelection {
  selection: Selection;
  setPersons: (persons: number[]) => void;
  setStates: (states: string[]) => void;
  labels: string[];
  states: StateOption[];
  /** The selection's figures; null when no selected person works in the selected states. */
  figures: SummedFigures | null;
  perPerson: { label: string; figures: SummedFigures }[];
  /** Each selected (person, location)'s own figures, for its hours and pay by kind. */
  locations: HoursLocation[];
  /** False when the stored inputs could not be re-priced: the stored totals show and selection is off. */
  live: boolean;
}

function priceSafely(calc: CalculationDetail): PricedLocation[][] | null {
  try {
    return pricePersons(calc.person_list, calc.rate_snapshot);
  } catch {
    return null;
  }
}

/**
 * The left panel's state: which persons and states are selected, and their figures summed in the browser with
 * the engine and the calculation's own rate snapshot, so every change shows at once and matches the server.
 */
export function useDetailSelection(calc: CalculationDetail): DetailSelection {
  const priced = useMemo(() => priceSafely(calc), [calc]);
  const labels = useMemo(() => personLabels(calc.person_list.map((p) => p.job_name ?? '')), [calc]);
  const states = useMemo(() => {
    const seen = new Map<string, string>();
    if (priced) for (const loc of priced.flat()) seen.set(loc.stateId, loc.stateCode);
    else
      calc.results.persons.forEach((p, i) => {
        for (const [j, l] of p.locations.entries()) {
          seen.set(String(calc.person_list[i]?.wc_states?.[j]?.state_id ?? l.state), l.state);
        }
      });
    return [...seen].map(([value, code]) => ({ value, code }));
  }, [priced, calc]);

  const all = useMemo(
    () => ({ persons: calc.person_list.map((_, i) => i), states: states.map((s) => s.value) }),
    [calc, states],
  );
  // Reset when another calculation (or a changed one) arrives.
  const [picked, setPicked] = useState<{ for: CalculationDetail; selection: Selection }>({
    for: calc,
    selection: all,
  });
  const selection = picked.for === calc ? picked.selection : all;
  if (picked.for !== calc) setPicked({ for: calc, selection: all });

  const figures = useMemo(
    () => (priced ? sumSelection(priced, selection) : calc.results.summary),
    [priced, selection, calc],
  );
  const perPerson = useMemo(
    () =>
      priced
        ? personFigures(priced, selection).map((p) => ({ label: labels[p.person]!, figures: p.figures }))
        : [{ label: 'All', figures: calc.results.summary }],
    [priced, selection, labels, calc],
  );
  const locations = useMemo((): HoursLocation[] => {
    const label = (person: number, state: string) => `${labels[person]} · ${state}`;
    if (!priced) {
      return calc.results.persons.flatMap((p, i) =>
        p.locations.map((figures) => ({ label: label(i, figures.state), figures })),
      );
    }
    const persons = new Set(selection.persons);
    const states = new Set(selection.states);
    return priced
      .flat()
      .filter((p) => persons.has(p.person) && states.has(p.stateId))
      .map((p) => ({ label: label(p.person, p.stateCode), figures: toResultFigures(p.result) }));
  }, [priced, selection, labels, calc]);

  return {
    selection,
    setPersons: (persons) => setPicked({ for: calc, selection: { ...selection, persons } }),
    setStates: (s) => setPicked({ for: calc, selection: { ...selection, states: s } }),
    labels,
    states,
    figures,
    perPerson,
    locations,
    live: priced !== null,
  };
}
