import { describe, expect, it } from 'vitest';
import { referenceYearNotes } from './reference-years';

describe('referenceYearNotes', () => {
  it('says, per year, which year was used for which figures', () => {
    expect(
      referenceYearNotes([
        { year: 2027, used_year: 2026, figures: 'federal', state: null },
        { year: 2027, used_year: 2026, figures: 'suta_wage_base', state: 'NY' },
        { year: 2027, used_year: 2026, figures: 'suta_wage_base', state: 'TX' },
        { year: 2026, used_year: 2025, figures: 'futa_credit_reduction', state: 'CA' },
      ]),
    ).toEqual([
      "2026: 2025 FUTA credit reduction (CA) used; 2026's not yet published.",
      "2027: 2026 federal tax figures and SUTA wage bases (NY, TX) used; 2027's not yet published.",
    ]);
  });

  it('names each year used when the figures of one year come from different years', () => {
    expect(
      referenceYearNotes([
        { year: 2027, used_year: 2026, figures: 'federal', state: null },
        { year: 2027, used_year: 2025, figures: 'suta_wage_base', state: 'MI' },
      ]),
    ).toEqual([
      "2027: 2026 federal tax figures and 2025 SUTA wage base (MI) used; 2027's not yet published.",
    ]);
  });

  it('says "not in the reference data" for a year before the data starts, and nothing without fallbacks', () => {
    expect(referenceYearNotes([{ year: 2024, used_year: 2025, figures: 'federal', state: null }])).toEqual([
      "2024: 2025 federal tax figures used; 2024's not in the reference data.",
    ]);
    expect(referenceYearNotes([])).toEqual([]);
    expect(referenceYearNotes(undefined)).toEqual([]);
  });
});
