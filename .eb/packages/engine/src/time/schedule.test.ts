import { describe, expect, it } from 'vitest';
import { calculate } from '../calculate';
import { toResultFigures } from '../results/figures';
import { location, person, rates } from '../testing/fixtures';
import type { WorkSchedule } from '../types/person';
import { weeklySchedule } from './schedule';

const withSchedule = (schedule: WorkSchedule, exempt = false) =>
  person({ pay: { ...person().pay, exempt }, assignment: { ...person().assignment, schedule } });

describe('weeklySchedule', () => {
  it.each([
    // schedule, H, D, h, R, O
    [{ kind: 'full-time' }, '40', '5', '8', '40', '0'],
    [{ kind: 'part-time', hoursPerWeek: '22.5' }, '22.5', '5', '4.5', '22.5', '0'],
    [{ kind: 'part-time', hoursPerWeek: '44' }, '44', '5', '8.8', '40', '4'],
    [{ kind: 'shift', hoursPerShift: '12', shiftsPerWeek: '4' }, '48', '4', '12', '40', '8'],
  ] as const)('%o', (schedule, H, D, h, R, O) => {
    const s = weeklySchedule(withSchedule(schedule));
    expect(
      [s.hoursPerWeek, s.daysPerWeek, s.hoursPerDay, s.regularPerWeek, s.overtimePerWeek].map(String),
    ).toEqual([H, D, h, R, O]);
  });

  it('gives exempt workers no overtime', () => {
    const s = weeklySchedule(withSchedule({ kind: 'shift', hoursPerShift: '12', shiftsPerWeek: '4' }, true));
    expect([s.regularPerWeek.toString(), s.overtimePerWeek.toString()]).toEqual(['48', '0']);
  });

  it('refuses salary on a part-time or shift schedule', () => {
    const salaried = { ...withSchedule({ kind: 'part-time', hoursPerWeek: '20' }) };
    salaried.pay = { ...salaried.pay, compensation: 'salary' };
    expect(() => weeklySchedule(salaried)).toThrow('Salary allows only a full-time schedule');
  });

  it('shows no per-day, per-hour or per-shift figures with 0 shifts a week', () => {
    const result = toResultFigures(
      calculate(withSchedule({ kind: 'shift', hoursPerShift: '8', shiftsPerWeek: '0' }), location(), rates()),
    );
    expect(result.time.hours_per_day).toBeNull();
    expect(result.time.total_hours).toBe(0);
    expect(result.base_hour_calculation).toBeNull();
    expect(result.profitability.assignment_profit_per_hour).toBeNull();
    expect(result.profitability.assignment_profit_per_day).toBeNull();
    expect(result.profitability.assignment_profit_per_week).toBe(0);
    expect(result.gross_profit_percent).toBe(0);
    expect(result.hours_taxed.suta_hours_taxed).toBe(0);
  });
});
