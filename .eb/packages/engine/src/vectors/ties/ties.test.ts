import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { calculate } from '../../calculate';
import { toResultFigures } from '../../results/figures';
import type { Person } from '../../types/person';
import type { LocationRates, RateSnapshot } from '../../types/rates';

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

describe('half-cent ties round up (half away from zero), from the exact value', () => {
  it('tie 1: medicare 499,330.00 x 1.45% = 7,240.285 -> 7,240.29; federal taxes 38,387.75', () => {
    const [first] = figures('tie-01-medicare');
    expect(first?.total_assignment_calculation.medicare).toBe(7240.29);
    expect(first?.total_assignment_calculation.federal_taxes).toBe(38387.75);
  });

  it('tie 2: social security 163,537.50 x 6.2% = 10,139.325 -> 10,139.33', () => {
    const [first] = figures('tie-02-social-security');
    expect(first?.total_assignment_calculation.social_security).toBe(10139.33);
  });

  it('tie 3: wages per pay period 96,255 / 24 = 4,010.625 -> 4,010.63', () => {
    const [first] = figures('tie-03-wages-per-pay-period');
    expect(first?.rates.wages_per_pay_period).toBe(4010.63);
  });

  it('tie 4: total wages 605,483.475 -> 605,483.48', () => {
    const [first] = figures('tie-04-total-wages');
    expect(first?.total_assignment_calculation.total_wages).toBe(605483.48);
  });

  it('tie 5: statutory PTO per hour 82.65 / 30 = 2.755 -> 2.76, and mandatory benefits per hour', () => {
    const [first] = figures('tie-05-statutory-pto-per-hour');
    expect(first?.base_hour_calculation?.statutory_pto).toBe(2.76);
    expect(first?.base_hour_calculation?.mandatory_benefits).toBe(2.76);
  });

  it('tie 6: total wages per hour 38.34 + 48.475 = 86.815 -> 86.82, at both locations', () => {
    const all = figures('tie-06-total-wages-per-hour');
    expect(all).toHaveLength(2);
    for (const f of all) expect(f.base_hour_calculation?.total_wages).toBe(86.82);
  });

  it('tie 7: custom cost per hour 83.26 / 4 = 20.815 -> 20.82', () => {
    const [first] = figures('tie-07-custom-cost-per-hour');
    expect(first?.base_hour_calculation?.custom_cost).toBe(20.82);
  });

  it('tie 8: other insurance 4.485% x 42,700 / 3 = 638.365 -> 638.37', () => {
    const [first] = figures('tie-08-other-insurance');
    expect(first?.total_assignment_calculation.other_insurance).toBe(638.37);
  });
});
