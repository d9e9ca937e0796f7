import { describe, expect, it } from 'vitest';
import { employeeCount, type StatuteRule, sptoRowsFor, tierRange } from './spto-rules';

const rule = (over: Partial<StatuteRule>): StatuteRule => ({
  id: 1,
  jurisdiction: 'X',
  stateCode: 'XX',
  city: null,
  hoursEarned: '1',
  perHoursWorked: '30',
  annualCapHours: '40',
  totalCapHours: null,
  employerTier: 'all employers',
  status: 'active',
  ...over,
});

describe('tierRange', () => {
  it.each([
    ['fewer than 15 employees', [0, 14]],
    ['15 or more employees', [15, Number.POSITIVE_INFINITY]],
    ['25-99 employees', [25, 99]],
    ['employers with more than 10 employees', [11, Number.POSITIVE_INFINITY]],
    ['all employers', [0, Number.POSITIVE_INFINITY]],
  ])('%s', (tier, range) => expect(tierRange(tier)).toEqual(range));
  it('skips special groups', () => expect(tierRange('tipped restaurant and bar employees')).toBeNull());
});

describe('employeeCount', () => {
  it('reads the company form options', () => {
    expect(employeeCount('<10')).toBe(9);
    expect(employeeCount('50+')).toBe(50);
    expect(employeeCount(null)).toBe(50);
  });
});

describe('sptoRowsFor', () => {
  it('picks the tier for the organisation size (Alaska: 40 h under 15 employees, 56 h from 15)', () => {
    const alaska = [
      rule({ id: 1, employerTier: 'fewer than 15 employees', annualCapHours: '40' }),
      rule({ id: 2, employerTier: '15 or more employees', annualCapHours: '56' }),
    ];
    expect(sptoRowsFor(alaska, 9)).toEqual([
      { city: null, accrualRate: 30, accrualCapPerYear: 40, totalCap: 0, sourceRuleId: 1 },
    ]);
    expect(sptoRowsFor(alaska, 50)[0]).toMatchObject({ accrualCapPerYear: 56, sourceRuleId: 2 });
  });

  it('adds Chicago’s two ordinances: 1 h per 35 h twice is 1 h per 17.5 h, caps 40 + 40 and 80 + 16', () => {
    const chicago = [
      rule({
        id: 7,
        city: 'Chicago',
        perHoursWorked: '35',
        totalCapHours: '80',
        employerTier: 'all - ADD the other',
      }),
      rule({
        id: 8,
        city: 'Chicago',
        perHoursWorked: '35',
        totalCapHours: '16',
        employerTier: 'all - ADD to above',
      }),
    ];
    expect(sptoRowsFor(chicago, 50)).toEqual([
      { city: 'Chicago', accrualRate: 17.5, accrualCapPerYear: 80, totalCap: 96, sourceRuleId: 7 },
    ]);
  });

  it('ignores repealed laws and employers below a threshold', () => {
    expect(sptoRowsFor([rule({ status: 'repealed 2025-08-28' })], 50)).toEqual([]);
    expect(sptoRowsFor([rule({ employerTier: 'employers with 50 or more employees' })], 10)).toEqual([]);
  });
});
