import { describe, expect, it } from 'vitest';
import { stipend, toStipendFigures } from './stipend';
import { location, person, rates } from './testing/fixtures';

/*
 * V9's stipend modal: standard CONUS per diem (no location entry): M&IE 68, lodging 110
 *   total daily 178; weekly 178 x 7 = 1,246; 3 shifts a week x 13 weeks = 39 shifts of 12 h, T = 468
 *   total assignment 1,246 x 13 = 16,198; discount 20%: stipend_total = 16,198 x 0.8 = 12,958.40
 *   per shift 12,958.40 / 39 = 332.2667 -> 332.27; per hour 12,958.40 / 468 = 27.6889 -> 27.69
 *   per week 1,246 - 20% = 996.80
 */
describe('stipend', () => {
  const worker = person({
    pay: { ...person().pay, stipend: { enabled: true, discountPercent: '20' } },
    assignment: {
      period: { kind: 'estimate', length: '13', unit: 'week' },
      schedule: { kind: 'shift', hoursPerShift: '12', shiftsPerWeek: '3' },
    },
  });

  it('gives the modal figures', () => {
    expect(toStipendFigures(stipend(worker, location(), rates()))).toEqual({
      m_i: 68,
      lodging: 110,
      total_daily: 178,
      weekly: 1246,
      total_assignment: 16198,
      discount: 20,
      number_of_shifts: 39,
      hours_per_shift: 12,
      total_numbers_of_hours: 468,
      weeks: 13,
      stipend_total: 12958.4,
      stipend_per_week: 996.8,
      stipend_per_shift: 332.27,
      stipend_per_hour: 27.69,
    });
  });

  it('uses the location per diem when given (Los Angeles 86 + 191 = 277 a day, no discount, 1 week)', () => {
    const week = { ...worker, pay: { ...worker.pay, stipend: { enabled: true, discountPercent: '0' } } };
    const oneWeek = {
      ...week,
      assignment: { ...week.assignment, period: { kind: 'estimate', length: '1', unit: 'week' } },
    } as const;
    const figures = toStipendFigures(
      stipend(oneWeek, location({ perDiem: { mie: '86', lodging: '191' } }), rates()),
    );
    // 277 x 7 = 1,939 for one week
    expect(figures.stipend_total).toBe(1939);
  });

  it('hides per-shift and per-hour figures with no shifts', () => {
    const none = {
      ...worker,
      assignment: {
        ...worker.assignment,
        schedule: { kind: 'shift', hoursPerShift: '12', shiftsPerWeek: '0' },
      },
    } as const;
    const figures = toStipendFigures(stipend(none, location(), rates()));
    expect(figures.stipend_per_shift).toBeNull();
    expect(figures.stipend_per_hour).toBeNull();
    expect(figures.stipend_total).toBe(12958.4);
  });
});
