import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../../testing/render';
import { texasPerson, texasSnapshot } from '../../model/fixtures';
import { computeLive } from '../../model/live-results';
import { ResultsCard } from './results-card';

/** The fixture's Texas person, working from `start` to `end` (the snapshot has federal figures to 2026). */
function datedPerson(start: string, end: string) {
  const person = texasPerson();
  person.assignment = { ...person.assignment, have_start_end_date: 'yes', start_date: start, end_date: end };
  return person;
}

const card = (start: string, end: string) => (
  <ResultsCard
    live={computeLive([datedPerson(start, end)], texasSnapshot())}
    loading={false}
    failed={false}
    hint={[]}
  />
);

describe('live results across a year the reference data does not have (docs/product/calculator.md#reference-years)', () => {
  it('say which year was used for which figures', () => {
    renderPage(card('2026-12-01', '2027-01-31'));
    // The snapshot's Texas wage base is 2025's only, and its federal figures stop at 2026.
    const note = screen.getByRole('note', { name: 'Reference years' });
    expect(note).toHaveTextContent(
      '2026: 2025 SUTA wage base (TX) used; the 2026 figure is not in our reference data.',
    );
    expect(note).toHaveTextContent(
      '2027: 2026 federal tax figures and 2025 SUTA wage base (TX) used; the 2027 figures are not in our reference data.',
    );
  });

  it('say nothing when the data covers every year', () => {
    renderPage(card('2025-03-03', '2025-05-30'));
    expect(screen.getByRole('button', { name: /^Revenue / })).toBeInTheDocument();
    expect(screen.queryByRole('note', { name: 'Reference years' })).toBeNull();
  });
});
