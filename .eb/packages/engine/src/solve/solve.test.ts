import { describe, expect, it } from 'vitest';
import { calculate } from '../calculate';
import { D } from '../decimal';
import { location, person, rates } from '../testing/fixtures';
import { solveBillRate, solveMarkup } from './bill-rate';
import { solvePayRate } from './pay-rate';
import { withBillRate, withPayRate } from './variants';

const v1 = person();
const tx = location();
const snap = rates();
const msp = rates({
  costItems: [
    { id: 'msp', name: 'MSP', option: 'percentage', amount: '3', from: 'revenue', frequency: 'once' },
  ],
});
const v1Msp = person({
  otherCosts: { paymentTermsDays: '0', selections: [{ category: 'msp', item: 'msp' }] },
});

const value = (outcome: ReturnType<typeof solveBillRate>) => {
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.value;
};
const near = (actual: InstanceType<typeof D>, expected: InstanceType<typeof D>) =>
  expect(actual.sub(expected).abs().lt('1e-30')).toBe(true);

describe('solveBillRate', () => {
  /*
   * V1's costs do not depend on the bill rate: 14,539.50. Revenue is 520 b.
   *   30%: 520 b - 14,539.50 = 0.3 x 520 b -> 364 b = 14,539.50 -> b = 39.943681...
   *   $10 an hour: 520 b - 14,539.50 = 5,200 -> b = 19,739.50 / 520 = 37.960576...
   *   with MSP 3% of revenue, 30%: 520 b x (0.97 - 0.30) = 14,539.50 -> b = 14,539.50 / 348.4 = 41.731630...
   */
  it.each([
    ['30% margin', v1, snap, { grossProfitPercent: '30' }, new D('14539.5').div(364)],
    ['$10 gross profit an hour', v1, snap, { grossProfitPerHour: '10' }, new D('19739.5').div(520)],
    [
      '30% with a 3% MSP fee on revenue',
      v1Msp,
      msp,
      { grossProfitPercent: '30' },
      new D('14539.5').div('348.4'),
    ],
  ] as const)('%s', (_, who, snapshot, target, expected) => {
    const b = value(solveBillRate(who, tx, snapshot, target));
    near(b, expected);
    const check = calculate(withBillRate(who, b), tx, snapshot);
    if ('grossProfitPercent' in target) near(check.gross_profit_percent, new D(target.grossProfitPercent));
    else near(check.profitability.assignment_profit_per_hour!, new D(target.grossProfitPerHour));
  });

  it('gives the markup for the same target: 39.943681 / 25 - 1 = 59.774725%', () => {
    near(
      value(solveMarkup(v1, tx, snap, { grossProfitPercent: '30' })),
      new D('14539.5').div(364).div(25).sub(1).mul(100),
    );
  });

  it.each([
    ['a margin of 100%', v1, snap, { grossProfitPercent: '100' }, 'invalid_target'],
    ['97% when 3% of revenue is a cost', v1Msp, msp, { grossProfitPercent: '97' }, 'unreachable'],
    ['a negative bill rate', v1, snap, { grossProfitPerHour: '-40' }, 'unreachable'],
  ] as const)('refuses %s', (_, who, snapshot, target, reason) => {
    const outcome = solveBillRate(who, tx, snapshot, target);
    expect(outcome.ok ? 'ok' : outcome.reason).toBe(reason);
  });

  it('refuses a margin other than 0% when nothing costs anything (a zero pay rate, no costs)', () => {
    // g0 = 0 and gross profit = revenue at any bill rate b > 0, so the margin is 100% for every b > 0 and 0% at
    // b = 0 (no revenue): -1% and 20% are out of reach, 0% is reached at b = 0.
    const unpaid = person({ pay: { ...v1.pay, rate: '0' } });
    const zeroTx = location({ workersComp: { ...tx.workersComp, ratePercent: '0' } });
    const outcome = (target: string) => solveBillRate(unpaid, zeroTx, snap, { grossProfitPercent: target });
    for (const target of ['-1', '20']) {
      const o = outcome(target);
      expect(o.ok ? 'ok' : o.reason).toBe('unreachable');
    }
    expect(value(outcome('0')).isZero()).toBe(true);
  });

  it('refuses when there are no hours', () => {
    const idle = person({
      assignment: { ...v1.assignment, period: { kind: 'estimate', length: '0', unit: 'week' } },
    });
    const outcome = solveBillRate(idle, tx, snap, { grossProfitPercent: '20' });
    expect(outcome.ok ? 'ok' : outcome.reason).toBe('no_revenue');
  });
});

describe('solvePayRate', () => {
  /*
   * V1 at b = 40 (revenue 20,800), target 30%: gross profit must stay >= 6,240.
   * Past both unemployment caps (520 p > 9,000, i.e. p > 17.31) and below the Social Security base:
   *   cost = 520 p x (1 + 6.2% + 1.45% + 2% WC) + 42 FUTA + 243 SUTA = 570.18 p + 285
   *   20,800 - 570.18 p - 285 = 6,240 -> p = 14,275 / 570.18 = 25.035954...
   */
  it('crosses the FUTA and SUTA caps exactly', () => {
    const p = value(solvePayRate(v1, tx, snap, '30'));
    near(p, new D(14275).div('570.18'));
    near(calculate(withPayRate(v1, p), tx, snap).gross_profit_percent, new D(30));
  });

  it('solves for the salary as entered', () => {
    const salaried = person({ pay: { ...v1.pay, compensation: 'salary', rate: '50000' } });
    // p = S / 2080, so S = 2,080 x 14,275 / 570.18
    near(value(solvePayRate(salaried, tx, snap, '30')), new D(14275).div('570.18').mul(2080));
  });

  it('takes a given bill rate, and a markup person at its own bill rate', () => {
    // at b = 50: revenue 26,000, target 30% = 7,800: 26,000 - 570.18 p - 285 = 7,800 -> p = 17,915 / 570.18
    near(value(solvePayRate(v1, tx, snap, '30', '50')), new D(17915).div('570.18'));
    const markup = person({ bill: { kind: 'markup', markupPercent: '60', overtimeMultiplier: '1.5' } });
    near(value(solvePayRate(markup, tx, snap, '30')), new D(14275).div('570.18'));
  });

  it('refuses an unreachable margin', () => {
    // With 3% of revenue going to the MSP, even a pay rate of 0 keeps only 97%.
    const outcome = solvePayRate(v1Msp, tx, msp, '98');
    expect(outcome.ok ? 'ok' : outcome.reason).toBe('unreachable');
    const full = solvePayRate(v1, tx, snap, '100');
    expect(full.ok ? 'ok' : full.reason).toBe('invalid_target');
  });
});
