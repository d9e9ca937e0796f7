import { personToWire, personWireSchema, toPerson } from '@app/contracts/calculation';
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
    bad.other_costs = { payment_terms_days: '0', costs: { background_check_cost: ['999'] } };
    let error: unknown;
    try {
      priceList([wirePerson(), bad], snapshot());
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(PricingInputError);
    expect(error).toMatchObject({ person: 1, field: 'otherCosts', message: 'Unknown cost item 999' });
  });

  it('reads results stored before double time as 0 double time under the federal rule', () => {
    const stored = priceList([wirePerson()], snapshot());
    // What a calculation saved before state daily overtime holds: no double-time figures, no overtime rule.
    const older = JSON.parse(JSON.stringify(stored), (key, value) =>
      key.startsWith('doubletime_') || key === 'overtime_rule' ? undefined : value,
    );
    expect(JSON.stringify(older)).not.toContain('doubletime');
    const read = expandResults(older);
    const figures = read.persons[0]!.locations[0]!;
    expect(figures.total_assignment_calculation).toMatchObject({ doubletime_pay: 0, doubletime_revenue: 0 });
    expect(figures.time.doubletime_hours).toBe(0);
    // $20 an hour and $30 billed: double time would have been 40.00 and 60.00.
    expect(figures.rates).toMatchObject({
      doubletime_multiplier: 2,
      doubletime_pay_rate: 40,
      doubletime_bill_rate: 60,
    });
    expect(figures.overtime_rule).toMatchObject({ state: null, seventh_day: false });
    expect(read.summary.time.doubletime_hours).toBe(0);
    expect(read.total_assignment_calculation.doubletime_revenue).toBe(0);
    // Everything else reads exactly as stored.
    expect(read.total_assignment_calculation.gross_profit).toBe(304.4);
    expect(expandResults(stored)).toEqual(expandResults(stored));
  });

  it('prices a California shift by the rule its snapshot carries, and keeps it with the figures', () => {
    const base = personToWire(wirePerson({ states: [['6', '2']] }));
    const shift = personWireSchema.parse({
      ...base,
      bill: { ...base.bill, double_time: '2' },
      assignment: { ...base.assignment, shadule: 'shift', work_shadule: '14', shift_per_week: '3' },
    });
    const withRule = snapshot();
    const la = withRule.locations['6:2']!;
    withRule.locations['6:2'] = {
      ...la,
      overtimeRule: {
        stateName: 'California',
        dailyOvertimeAfter: '8',
        dailyDoubletimeAfter: '12',
        seventhDay: true,
      },
    };
    // One week, 3 days of 14 h: 24 regular (8 a day), 12 overtime, 6 double time, at $20 paid and $30 billed.
    const priced = expandResults(priceList([shift], withRule));
    const figures = priced.persons[0]!.locations[0]!;
    expect(figures.time).toMatchObject({ regular_hours: 24, overtime_hours: 12, doubletime_hours: 6 });
    // 6 h x 20 x 2 = 240.00 paid; 6 h x 30 x 2 = 360.00 billed.
    expect(figures.total_assignment_calculation).toMatchObject({
      doubletime_pay: 240,
      doubletime_revenue: 360,
    });
    expect(priced.summary.time.doubletime_hours).toBe(6);
    expect(priced.total_assignment_calculation.doubletime_pay).toBe(240);
    expect(figures.overtime_rule.state).toBe('CA');
    // The snapshot saved without a rule (a calculation priced before it) prices the same shift federally.
    const federal = expandResults(priceList([shift], snapshot())).persons[0]!.locations[0]!;
    expect(federal.time).toMatchObject({ regular_hours: 40, overtime_hours: 2, doubletime_hours: 0 });
  });
});
