import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../testing/render';
import { DetailWalkthrough } from './detail-walkthrough';

afterEach(() => localStorage.clear());

describe('the calculation detail walkthrough and onboarding survey', () => {
  it('opens the survey after the walkthrough’s Finish; Finish closes it with the tip for the answer, once', async () => {
    localStorage.setItem('calculationDetailDemo', 'true');
    const { user } = renderPage(<DetailWalkthrough />);
    const tour = await screen.findByRole('dialog', { name: 'Reading a calculation' });
    for (let i = 0; i < 3; i++) await user.click(within(tour).getByRole('button', { name: 'Next' }));
    await user.click(within(tour).getByRole('button', { name: 'Finish' }));
    expect(localStorage.getItem('calculationDetailDemo')).toBe('false');

    const survey = await screen.findByRole('dialog', { name: 'One question before you start' });
    expect(
      within(survey).getByRole('radiogroup', { name: 'What will you use StaffMargin for first?' }),
    ).toBeVisible();
    await user.click(within(survey).getByRole('radio', { name: 'Quoting clients' }));
    await user.click(within(survey).getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText(/Create Quote turns it into a quote/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem('onboardingSurvey')).toBe('done');
  });

  it('asks the survey once in a browser: a walkthrough seen again ends without it', async () => {
    localStorage.setItem('calculationDetailDemo', 'true');
    localStorage.setItem('onboardingSurvey', 'done');
    const { user } = renderPage(<DetailWalkthrough />);
    const tour = await screen.findByRole('dialog', { name: 'Reading a calculation' });
    for (let i = 0; i < 3; i++) await user.click(within(tour).getByRole('button', { name: 'Next' }));
    await user.click(within(tour).getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows neither once the walkthrough is done', async () => {
    localStorage.setItem('calculationDetailDemo', 'false');
    // Past the walkthrough's 500 ms delay on a fake clock, not the wall's.
    vi.useFakeTimers();
    try {
      renderPage(<DetailWalkthrough />);
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens the walkthrough only after its delay', async () => {
    localStorage.setItem('calculationDetailDemo', 'true');
    vi.useFakeTimers();
    try {
      renderPage(<DetailWalkthrough />);
      await act(() => vi.advanceTimersByTimeAsync(400));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(screen.getByRole('dialog', { name: 'Reading a calculation' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
