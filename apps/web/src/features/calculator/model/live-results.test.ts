import { personWireSchema } from '@app/contracts/calculation';
import { priceList } from '@app/pricing';
import { describe, expect, it } from 'vitest';
import { takeDemoFlag } from './demo-flag';
import { texasPerson, texasSnapshot } from './fixtures';
import { computeLive } from './live-results';
import { copyPerson } from './person-form';
import { snapshotLocations } from './snapshot-locations';
import { solveFor } from './solve';
import { toPersonWire } from './to-wire';

describe('live results', () => {
  it('prices a person with the engine: 520 h × $40 revenue', () => {
    const live = computeLive([texasPerson()], texasSnapshot());
    const s = live.summary!;
    // 13 weeks × 40 h = 520 h; revenue 520 × 40 = 20,800; wages 520 × 25 = 13,000.
    expect(s.time.total_hours).toBe(520);
    expect(s.total_assignment_calculation.total_revenue).toBe(20800);
    expect(s.total_assignment_calculation.total_wages).toBe(13000);
    expect(live.persons[0]?.status).toBe('priced');
  });

  it('sums persons and says what an unfinished one still needs', () => {
    const two = computeLive([texasPerson(), copyPerson(texasPerson())], texasSnapshot());
    expect(two.summary?.total_assignment_calculation.total_revenue).toBe(41600);
    const half = texasPerson();
    half.bill.bill_rate = '';
    const live = computeLive([half], texasSnapshot());
    expect(live.summary).toBeNull();
    expect(live.persons[0]).toEqual({ status: 'incomplete', missing: ['Bill rate is required'] });
    expect(computeLive([texasPerson()], undefined).persons[0]?.status).toBe('waiting');
  });

  it('shows the figures a save of the same persons stores', () => {
    const lead = texasPerson();
    lead.pay.pay_rate = 31;
    lead.wc_states[0]!.wc_settings = { ...lead.wc_states[0]!.wc_settings!, rate: 4 };
    const forms = [texasPerson(), lead, texasPerson()];
    const saved = priceList(
      forms.map((f) => personWireSchema.parse(toPersonWire(f))),
      texasSnapshot(),
    );
    expect(computeLive(forms, texasSnapshot()).summary).toEqual(saved.summary);
  });

  it('solves the bill rate and markup for a target margin', () => {
    const p = texasPerson();
    const bill = solveFor(p, texasSnapshot(), 'bill_rate', { grossProfitPercent: 25 });
    expect(bill.ok).toBe(true);
    if (!bill.ok) return;
    p.bill.bill_rate = bill.value;
    const margin = computeLive([p], texasSnapshot()).summary!.gross_profit_percent;
    expect(margin).toBeGreaterThanOrEqual(25);
    expect(margin).toBeLessThan(25.05);
    const markup = solveFor(p, texasSnapshot(), 'markup', { grossProfitPercent: 25 });
    expect(markup.ok && Number(markup.value)).toBeCloseTo(((Number(bill.value) - 25) / 25) * 100, 0);
  });

  it('solves across two locations', () => {
    const p = texasPerson();
    p.wc_states.push({ ...p.wc_states[0]!, city_id: '1' });
    const answer = solveFor(p, texasSnapshot(), 'bill_rate', { grossProfitPerHour: 10 });
    expect(answer.ok).toBe(true);
  });

  it('asks for the rates of each location once, with the first start date', () => {
    const a = texasPerson();
    a.assignment.have_start_end_date = 'yes';
    a.assignment.start_date = '2026-02-01';
    expect(snapshotLocations([a, texasPerson()])).toEqual([
      { state_id: 48, city_id: 1, start_date: '2026-02-01' },
    ]);
  });

  it('opens the demo once', () => {
    const store = new Map<string, string>([['calculationDemo', 'true']]);
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
    };
    expect(takeDemoFlag(storage)).toBe(true);
    expect(takeDemoFlag(storage)).toBe(false);
  });
});

describe('live results of out-of-range input', () => {
  it.each(['1e308', '1e400', '10000000'])('never prices an estimated length of %s weeks', (weeks) => {
    const p = texasPerson();
    p.assignment.estimated_assignment_length = weeks;
    const started = Date.now();
    const live = computeLive([p], texasSnapshot());
    expect(Date.now() - started).toBeLessThan(1000);
    expect(live.summary).toBeNull();
    expect(live.persons[0]?.status).toBe('incomplete');
  });
});
