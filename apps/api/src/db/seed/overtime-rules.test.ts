import { describe, expect, it } from 'vitest';
import { checkOvertimeRules, readOvertimeRules } from './overtime-rules';
import { knownStateCodes } from './reference-years';

describe('the daily overtime rules file (docs/reference-data.md)', () => {
  it('holds California, Alaska and Colorado as the calculation model gives them, each with its source', () => {
    const rules = readOvertimeRules();
    expect(
      rules.map((r) => [r.stateCode, r.dailyOvertimeAfter, r.dailyDoubletimeAfter, r.seventhDay]),
    ).toEqual([
      ['CA', '8', '12', true],
      ['AK', '8', null, false],
      ['CO', '12', null, false],
    ]);
    expect(rules.find((r) => r.stateCode === 'CA')?.source).toContain('Labor Code section 510(a)');
    expect(rules.find((r) => r.stateCode === 'AK')?.source).toContain('23.10.060');
    expect(rules.find((r) => r.stateCode === 'CO')?.source).toContain('COMPS Order #38');
  });

  it('says what is wrong with a broken row', () => {
    const row = {
      state: 'NV',
      daily_overtime_after: '8',
      daily_doubletime_after: '',
      seventh_day: 'false',
      source: 'x',
    };
    const states = knownStateCodes();
    expect(checkOvertimeRules([row], states)).toEqual([]);
    expect(
      checkOvertimeRules(
        [
          { ...row, state: 'ZZ' },
          { ...row, daily_overtime_after: '25' },
          {
            ...row,
            state: 'CA',
            daily_overtime_after: '12',
            daily_doubletime_after: '8',
            seventh_day: 'yes',
            source: '',
          },
          row,
        ],
        states,
      ),
    ).toEqual([
      'overtime_rules.csv row 2: unknown state "ZZ"',
      'overtime_rules.csv row 3: daily_overtime_after must be hours of a day (0 to 24) or blank',
      'overtime_rules.csv row 4: double time must start at or after overtime',
      'overtime_rules.csv row 4: seventh_day must be true or false',
      'overtime_rules.csv row 4: a source is required',
      'overtime_rules.csv row 5: NV twice',
    ]);
  });
});
