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
      '2026: 2025 FUTA credit reduction (CA) used; the 2026 figure is not in our reference data.',
      '2027: 2026 federal tax figures and SUTA wage bases (NY, TX) used; the 2027 figures are not in our reference data.',
    ]);
  });

  it('names each year used when the figures of one year come from different years', () => {
    expect(
      referenceYearNotes([
        { year: 2027, used_year: 2026, figures: 'federal', state: null },
        { year: 2027, used_year: 2025, figures: 'suta_wage_base', state: 'MI' },
      ]),
    ).toEqual([
      '2027: 2026 federal tax figures and 2025 SUTA wage base (MI) used; the 2027 figures are not in our reference data.',
    ]);
  });

  it('says "not in our reference data", never "not yet published", and nothing without fallbacks', () => {
    expect(referenceYearNotes([{ year: 2024, used_year: 2025, figures: 'federal', state: null }])).toEqual([
      '2024: 2025 federal tax figures used; the 2024 figures are not in our reference data.',
    ]);
    // A state that did publish its base, missing from our data only (Minnesota's 2026 base).
    const [note] = referenceYearNotes([
      { year: 2026, used_year: 2025, figures: 'suta_wage_base', state: 'MN' },
    ]);
    expect(note).toBe('2026: 2025 SUTA wage base (MN) used; the 2026 figure is not in our reference data.');
    expect(note).not.toContain('published');
    expect(referenceYearNotes([])).toEqual([]);
    expect(referenceYearNotes(undefined)).toEqual([]);
  });
});
