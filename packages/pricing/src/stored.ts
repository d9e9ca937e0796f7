import { type PlainPerson, toPerson } from '@app/contracts/calculation';
import {
  type ResultFigures,
  resultSum,
  type SummedFigures,
  toResultFigures,
  toSummedFigures,
} from '@app/engine';
import { identicalEntries } from './identical';
import { withDoubleTime, withDoubleTimeSum } from './older-results';
import { createPricer } from './pricer';
import type { PricingSnapshot } from './snapshot';

export interface PersonResults {
  job_name: string;
  /** One result per work location. */
  locations: ResultFigures[];
}

/**
 * A person as stored: its figures, or, for a copy of an earlier identical person (a job's N employees), that
 * person's index. A crew of 20 identical workers stores one set of figures, not 20 (a result is about 3 KB).
 */
export type StoredPerson = PersonResults | { job_name: string; same_as: number };

export interface StoredResults {
  /** One entry per person_list entry. */
  persons: StoredPerson[];
  /** Every (person, location) summed from unrounded figures. */
  summary: SummedFigures;
  total_assignment_calculation: SummedFigures['total_assignment_calculation'];
  base_hour_calculation: SummedFigures['base_hour_calculation'];
}

/**
 * Prices a person list against a snapshot and sums it, as a calculation (or a quote) stores it: each distinct
 * person priced once and counted as many times as it appears.
 * @throws PricingInputError (with the person's index and field) when the engine refuses an input.
 */
export function priceList(personList: readonly PlainPerson[], snapshot: PricingSnapshot): StoredResults {
  const { first, copies } = identicalEntries(personList);
  const pricer = createPricer(snapshot);
  // Each result is added to the sum and presented at once, then let go: results kept until the end would
  // live through a young-generation collection and be copied into the old one (the API's create benchmark).
  const sum = resultSum();
  const jobs: string[] = [];
  const persons = personList.map((plain, p): StoredPerson => {
    const same = first[p]!;
    if (same !== p) return { job_name: jobs[same]!, same_as: same };
    const person = toPerson(plain);
    jobs[p] = person.jobName;
    const locations = person.locations.map((_, i) => {
      const { result } = pricer.priceAt(person, p, i);
      sum.add(result, copies[p]);
      return toResultFigures(result);
    });
    return { job_name: person.jobName, locations };
  });
  const summary = toSummedFigures(sum.finish());
  return {
    persons,
    summary,
    total_assignment_calculation: summary.total_assignment_calculation,
    base_hour_calculation: summary.base_hour_calculation,
  };
}

/**
 * The stored results with every person's figures written out, as readers (the API, downloads) present them.
 * Results saved before double time was modelled read with 0 double-time figures and the federal rule
 * (`withDoubleTime`): they were priced with it.
 */
export function expandResults(
  stored: StoredResults,
): Omit<StoredResults, 'persons'> & { persons: PersonResults[] } {
  const persons: PersonResults[] = [];
  for (const person of stored.persons) {
    persons.push(
      'same_as' in person
        ? { job_name: person.job_name, locations: persons[person.same_as]!.locations }
        : { job_name: person.job_name, locations: person.locations.map(withDoubleTime) },
    );
  }
  const summary = withDoubleTimeSum(stored.summary);
  return {
    ...stored,
    persons,
    summary,
    total_assignment_calculation: summary.total_assignment_calculation,
    base_hour_calculation: summary.base_hour_calculation,
  };
}
