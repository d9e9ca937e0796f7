import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { calculate } from '../../calculate';
import { toResultFigures } from '../../results/figures';
import type { Person } from '../../types/person';
import type { LocationRates, RateSnapshot } from '../../types/rates';
import { figure } from '../vector';

/**
 * Half-cent ties: inputs whose exact figure lies on x.xx5, worked out by hand with fractions (README.md in
 * this folder). The model rounds once, from the exact value, half away from zero, so each must round up.
 */
interface TieFile {
  person: Person;
  locations: LocationRates[];
  rates: RateSnapshot;
}

const load = (name: string): TieFile =>
  JSON.parse(readFileSync(new URL(`./${name}.json`, import.meta.url), 'utf8')) as TieFile;

const figures = (name: string) => {
  const { person, locations, rates } = load(name);
  return locations.map((location) => toResultFigures(calculate(person, location, rates)));
};

interface Tie {
  title: string;
  file: string;
  /** How many locations the file prices. */
  locations: number;
  /** Figures (paths as in a vector's expect) of the first location, or of each with `everyLocation`. */
  expect: Record<string, number>;
  everyLocation?: true;
}

const TIES: Tie[] = [
  {
    title: 'tie 1: medicare 499,330.00 x 1.45% = 7,240.285 -> 7,240.29; federal taxes 38,387.75',
    file: 'tie-01-medicare',
    locations: 2,
    expect: { medicare: 7240.29, federal_taxes: 38387.75 },
  },
  {
    title: 'tie 2: social security 163,537.50 x 6.2% = 10,139.325 -> 10,139.33',
    file: 'tie-02-social-security',
    locations: 1,
    expect: { social_security: 10139.33 },
  },
  {
    title: 'tie 3: wages per pay period 96,255 / 24 = 4,010.625 -> 4,010.63',
    file: 'tie-03-wages-per-pay-period',
    locations: 1,
    expect: { 'rates.wages_per_pay_period': 4010.63 },
  },
  {
    title: 'tie 4: total wages 605,483.475 -> 605,483.48',
    file: 'tie-04-total-wages',
    locations: 2,
    expect: { total_wages: 605483.48 },
  },
  {
    title: 'tie 5: statutory PTO per hour 82.65 / 30 = 2.755 -> 2.76, and mandatory benefits per hour',
    file: 'tie-05-statutory-pto-per-hour',
    locations: 1,
    expect: { 'hour.statutory_pto': 2.76, 'hour.mandatory_benefits': 2.76 },
  },
  {
    title: 'tie 6: total wages per hour 38.34 + 48.475 = 86.815 -> 86.82, at both locations',
    file: 'tie-06-total-wages-per-hour',
    locations: 2,
    expect: { 'hour.total_wages': 86.82 },
    everyLocation: true,
  },
  {
    title: 'tie 7: custom cost per hour 83.26 / 4 = 20.815 -> 20.82',
    file: 'tie-07-custom-cost-per-hour',
    locations: 1,
    expect: { 'hour.custom_cost': 20.82 },
  },
  {
    title: 'tie 8: other insurance 4.485% x 42,700 / 3 = 638.365 -> 638.37',
    file: 'tie-08-other-insurance',
    locations: 1,
    expect: { other_insurance: 638.37 },
  },
];

describe('half-cent ties round up (half away from zero), from the exact value', () => {
  it.each(TIES)('$title', (tie) => {
    const all = figures(tie.file);
    expect(all).toHaveLength(tie.locations);
    for (const result of tie.everyLocation ? all : all.slice(0, 1)) {
      for (const [path, value] of Object.entries(tie.expect)) expect(figure(result, path), path).toBe(value);
    }
  });
});
