import { toPerson } from '@app/contracts/calculation';
import { calculate, type LocationRates, sumResults, toResultFigures, toSummedFigures } from '@app/engine';
import { describe, expect, it } from 'vitest';
import { PricingInputError } from './errors';
import { locationKey } from './snapshot';
import { expandResults, priceList } from './stored';
import { snapshot, wirePerson } from './testing/fixtures';

/** The engine run by hand on one wire person at its i-th location, as a check on the pricing path. */
function direct(wire: ReturnType<typeof wirePerson>, i = 0) {
  const person = toPerson(wire);
  const loc = person.locations[i]!;
  const { sutaRateMissing: _m, ...rest } = snapshot().locations[locationKey(loc.stateId, loc.cityId)]!;
  const rates: LocationRates = { ...rest, workersComp: loc.workersComp };
  return calculate(person, rates, snapshot().rates);
}

describe('pricing a person list for storage', () => {
  it('gives each person and the summary exactly the figures of the engine computed directly', () => {
    const picker = wirePerson();
    const traveller = wirePerson({
      job: 'Lead',
      pay: '25',
      states: [
        ['48', '1'],
        ['6', '2'],
      ],
    });
    const stored = priceList([picker, traveller], snapshot());
    const results = [direct(picker), direct(traveller, 0), direct(traveller, 1)];
    expect(stored.persons).toEqual([
      { job_name: 'Picker', locations: [toResultFigures(results[0]!)] },
      { job_name: 'Lead', locations: [toResultFigures(results[1]!), toResultFigures(results[2]!)] },
    ]);
    expect(stored.summary).toEqual(toSummedFigures(sumResults(results)));
    // 40 h x $30 billed at three (person, location) pairs.
    expect(stored.total_assignment_calculation.total_revenue).toBe(3600);
  });

  it('prices the cent figures a recruiter checks by hand', () => {
    const stored = priceList([wirePerson()], snapshot());
    // Pay 40 h x $20 = 800.00; revenue 40 x 30 = 1,200.00. Social Security 6.2% = 49.60, Medicare 1.45% =
    // 11.60, FUTA 0.6% = 4.80, SUTA 2.7% = 21.60, WC 1% = 8.00: cost 895.60, gross profit 304.40.
    expect(stored.total_assignment_calculation).toMatchObject({
      total_revenue: 1200,
      employer_taxes: 87.6,
      workers_comp: 8,
      total_project_cost: 895.6,
      gross_profit: 304.4,
    });
    expect(stored.base_hour_calculation?.gross_profit).toBe(7.61);
  });

  it('stores identical persons once and counts them: the same sum as pricing each of them', () => {
    const picker = wirePerson();
    const lead = wirePerson({ job: 'Lead', pay: '25' });
    const stored = priceList([picker, lead, picker, picker], snapshot());
    expect(stored.persons[2]).toEqual({ job_name: 'Picker', same_as: 0 });
    expect(stored.persons[3]).toEqual({ job_name: 'Picker', same_as: 0 });
    const each = [direct(picker), direct(lead), direct(picker), direct(picker)];
    expect(stored.summary).toEqual(toSummedFigures(sumResults(each)));
    expect(stored.summary.count).toBe(4);
    // Three pickers at 304.40 and the lead at 1,200 - (1,000 + 109.50 taxes + 10.00 WC) = 80.50.
    expect(stored.total_assignment_calculation.gross_profit).toBe(993.7);
    const expanded = expandResults(stored);
    expect(expanded.persons.map((p) => p.job_name)).toEqual(['Picker', 'Lead', 'Picker', 'Picker']);
    expect(expanded.persons[3]!.locations).toEqual(expanded.persons[0]!.locations);
  });

  it('keeps each worker’s own WC code when two work at one site', () => {
    const stored = priceList(
      [
        wirePerson({ job: 'Picker', wcRate: '1' }),
        wirePerson({ job: 'Driver', wcRate: '3', wcCode: '7228' }),
      ],
      snapshot(),
    );
    const wc = expandResults(stored).persons.map(
      (p) => p.locations[0]!.total_assignment_calculation.workers_comp,
    );
    // Wages 800.00 each: 1% = 8.00 and 3% = 24.00.
    expect(wc).toEqual([8, 24]);
    expect(stored.total_assignment_calculation.workers_comp).toBe(32);
  });

  it('names the person and the field the engine refuses', () => {
    const bad = wirePerson();
    bad.othercost = { number_of_days: '0', costTypes_and_ids: { background_check_cost: ['999'] } };
    let error: unknown;
    try {
      priceList([wirePerson(), bad], snapshot());
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(PricingInputError);
    expect(error).toMatchObject({ person: 1, field: 'otherCosts', message: 'Unknown cost item 999' });
  });
});
