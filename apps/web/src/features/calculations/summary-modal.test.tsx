import type { PersonWire } from '@app/contracts/calculation';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render';
import { server } from '../../testing/server';
import type { CalculationDetail } from './api/types';
import { SummaryModal } from './components/summary-modal';
import demo from './utils/fixtures/demo-calculations.json';

/** The seeded Dallas pickers: shift work (10 hours x 5 shifts), holiday pay 6 days, payment terms 0 days. */
const calc = { id: 9, version: 3, ...demo[0] } as unknown as CalculationDetail;
const labels = calc.person_list.map((p, i) => `${p.job_name} ${i + 1}`);

function answerSave() {
  const sent: { status: string; version: number; person_list: PersonWire[] }[] = [];
  server.use(
    http.post('*/api/organization_team/calculation/update', async ({ request }) => {
      sent.push((await request.json()) as (typeof sent)[number]);
      return HttpResponse.json({
        status: 200,
        message: 'Calculation updated',
        data: { calculation: { id: 9 } },
      });
    }),
  );
  return sent;
}

// docs/product/calculations.md#summary-modal: pay, hours, shifts, days and contributions are edited there.
describe('the Summary modal', () => {
  it('edits the pay rate, hours, shifts and days, and saves them as a New calculation', async () => {
    const sent = answerSave();
    const { user } = renderPage(<SummaryModal calc={calc} labels={labels} opened onClose={() => {}} />);
    const modal = await screen.findByRole('dialog', { name: 'Summary' });
    const save = within(modal).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    const edits: [label: string, from: string, to: string][] = [
      ['Pay rate', '$17.50', '18.25'],
      ['Hours per shift', '10', '8'],
      ['Shifts per week', '5', '4'],
      ['Holiday days', '6', '8'],
      ['Payment terms (days)', '0', '30'],
    ];
    for (const [label, from, to] of edits) {
      const input = within(modal).getByRole('textbox', { name: label });
      expect(input).toHaveValue(from);
      await user.clear(input);
      await user.type(input, to);
    }
    await user.click(save);

    await waitFor(() => expect(sent).toHaveLength(1));
    const [body] = sent;
    expect(body?.status).toBe('New calculation');
    expect(body?.version).toBe(3);
    const first = body?.person_list[0];
    expect(first?.pay?.pay_rate).toBe('18.25');
    expect(first?.assignment?.work_shadule).toBe('8');
    expect(first?.assignment?.shift_per_week).toBe('4');
    expect(first?.benifits?.holiday_paid_time).toBe('8');
    expect(first?.othercost?.number_of_days).toBe('30');
    // The other persons are sent as they were.
    expect(body?.person_list.slice(1)).toEqual(calc.person_list.slice(1));
    expect(await screen.findByText('Calculation updated')).toBeInTheDocument();
  });
});
