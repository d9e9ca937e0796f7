import { toCents } from '@app/contracts/money';
import { describe, expect, it } from 'vitest';
import { QuoteSelectionError } from './errors';
import { quoteFigures } from './quote';
import { billedLine } from './quote-money';
import { priceList } from './stored';
import { snapshot, wirePerson } from './testing/fixtures';

const stateName = (id: number) => ({ 48: 'Texas', 6: 'California' })[id] ?? String(id);

describe('a billed line', () => {
  it('is people x hours x rate to the cent, a half cent rounded away from zero', () => {
    const line = { kind: 'regular', title: 'Picker', state: 'Texas' } as const;
    // 3 x 12.25 h x $10.10 = $371.175 exactly: $371.18.
    expect(billedLine({ ...line, people: 3, hours_per_person: 12.25, rate: 10.1 }).amount).toBe(371.18);
    // 2 x 1,278.57 h x $83.46 = $213,418.9044: $213,418.90.
    expect(billedLine({ ...line, people: 2, hours_per_person: 1278.57, rate: 83.46 }).amount).toBe(213418.9);
    // 1 x 0.01 h x $0.50 = $0.005: one cent.
    expect(billedLine({ ...line, people: 1, hours_per_person: 0.01, rate: 0.5 }).amount).toBe(0.01);
    // 1 x 0.01 h x $0.49 = $0.0049: nothing.
    expect(billedLine({ ...line, people: 1, hours_per_person: 0.01, rate: 0.49 }).amount).toBe(0);
    // 1,000 x 9,999.99 h x $9,999.99: past 2^53 in ten-thousandths, still exact ($99,999,800,000.10).
    expect(billedLine({ ...line, people: 1000, hours_per_person: 9999.99, rate: 9999.99 }).amount).toBe(
      99_999_800_000.1,
    );
  });
});

describe("a quote's figures", () => {
  const list = [
    wirePerson(),
    wirePerson({ job: 'Lead', pay: '25', states: [['6', '2']] }),
    wirePerson({ job: 'Driver', states: [['6', '2']] }),
  ];

  it('bills each selected individual in the quote state: lines, Sub-Total, tax and total in whole cents', () => {
    const q = quoteFigures({
      personList: list,
      snapshot: snapshot(),
      stateId: 6,
      selection: [
        { index: 0, count: 1 },
        { index: 1, count: 2 },
        { index: 2, count: 1 },
      ],
      stateName,
    });
    // The picker works in Texas only; the lead (2 of them) and the driver bill 40 h x $30 = $1,200 each.
    expect(q.lines).toEqual([
      {
        kind: 'regular',
        title: 'Lead',
        state: 'California',
        people: 2,
        hours_per_person: 40,
        rate: 30,
        amount: 2400,
      },
      {
        kind: 'regular',
        title: 'Driver',
        state: 'California',
        people: 1,
        hours_per_person: 40,
        rate: 30,
        amount: 1200,
      },
    ]);
    // Los Angeles: 6.25% sales tax on the invoice, $3,600 x 6.25% = $225.00.
    expect(q.cents.subTotal).toBe(360_000);
    expect(q.cents.salesTax).toBe(22_500);
    expect(q.cents.total).toBe(382_500);
    // Cost and gross profit: the calculation of the same three Californians, to the cent.
    const same = priceList([list[1]!, list[1]!, list[2]!], snapshot()).summary!.total_assignment_calculation;
    expect(q.cents.totalCost).toBe(toCents(same.total_project_cost));
    expect(q.cents.grossProfit).toBe(toCents(same.gross_profit));
  });

  it('refuses a selection with nobody in the state, naming the form field', () => {
    const only = { personList: list, snapshot: snapshot(), stateName };
    const call = () => quoteFigures({ ...only, stateId: 48, selection: [{ index: 1, count: 1 }] });
    expect(call).toThrow(QuoteSelectionError);
    expect(call).toThrow('None of the selected individuals works in the selected state');
    expect(() => quoteFigures({ ...only, stateId: 48, selection: [{ index: 5, count: 1 }] })).toThrow(
      'There is no individual 6',
    );
  });
});
