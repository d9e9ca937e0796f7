import type { PersonWire } from '@app/contracts/calculation';
import type { PricingSnapshot } from '@app/pricing';
import { describe, expect, it } from 'vitest';
import demo from './fixtures/demo-calculations.json';
import { summarySections } from './summary-sections';

/** The seeded Dallas pickers (Texas: the federal weekly rule), and the same work location as if it paid double time. */
const person = demo[0]!.person_list[0] as unknown as PersonWire;
const texas = demo[0]!.rate_snapshot as unknown as PricingSnapshot;
const withDoubleTime: PricingSnapshot = {
  ...texas,
  locations: Object.fromEntries(
    Object.entries(texas.locations).map(([key, rates]) => [
      key,
      {
        ...rates,
        overtimeRule: {
          stateName: 'California',
          dailyOvertimeAfter: '8',
          dailyDoubletimeAfter: '12',
          seventhDay: true,
        },
      },
    ]),
  ),
};
const billRows = (p: PersonWire, snapshot: PricingSnapshot) =>
  summarySections(p, snapshot).find((s) => s.title === 'Bill')!.rows;

describe('the Summary modal’s Bill rows', () => {
  it('show the double-time multiplier only where a work location’s state pays double time', () => {
    expect(billRows(person, texas).map(([label]) => label)).not.toContain('Double time');
    expect(billRows(person, withDoubleTime)).toContainEqual(['Double time', '2x']);
    const doubled = { ...person, bill: { ...person.bill, double_time: '2.5' } } as PersonWire;
    expect(billRows(doubled, withDoubleTime)).toContainEqual(['Double time', '2.5x']);
  });

  it('leave it out for an exempt person, who has no overtime at all', () => {
    const exempt = { ...person, pay: { ...person.pay, exampt: true } } as PersonWire;
    const labels = billRows(exempt, withDoubleTime).map(([label]) => label);
    expect(labels).not.toContain('Double time');
    expect(labels).not.toContain('Overtime');
  });
});
