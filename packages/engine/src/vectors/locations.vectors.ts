import { billedAt, location, person, rates } from '../testing/fixtures';
import type { LocationRates } from '../types/rates';
import type { Vector } from './vector';

/** California: SUTA 3.4% on $7,000, FUTA credit reductions 0.9 (2024) and 1.2 (2025), WC 2%. */
export const california: LocationRates = location({
  stateCode: 'CA',
  stateId: '6',
  suta: { ratePercent: '3.4', wageBases: { 2025: '7000', 2026: '7000' } },
  futaCreditReductions: { 2024: '0.9', 2025: '1.2' },
});

/*
 * V13 a FUTA credit-reduction state, V1's person in California, tax year 2025:
 *   futa (0.6 + 1.2)% x 7,000 = 126.00; suta 3.4% x 7,000 = 238.00; ss 806.00; medicare 188.50
 *   employer taxes 1,358.50; wc 260; burden 1,618.50; project 14,618.50; gross profit 6,181.50;
 *   GP% 29.7188 -> 29.72
 * V13b tax year 2026: no 2026 reduction is known, so 2026 takes 2025's 1.2%: futa 126.00 again
 * V13c tax year 2024: (0.6 + 0.9)% x 7,000 = 105.00 (2024 federal constants take 2025's, the first given)
 */
const v13: Vector = {
  name: 'V13 FUTA credit-reduction state',
  person: person(),
  location: california,
  rates: rates(),
  expect: {
    'rates.futa_rate': 1.8,
    futa: 126,
    suta: 238,
    employer_taxes: 1358.5,
    total_employers_burden: 1618.5,
    total_project_cost: 14618.5,
    gross_profit: 6181.5,
    gross_profit_percent: 29.72,
  },
};
const v13b: Vector = {
  ...v13,
  name: 'V13b 2026 takes the latest known reduction',
  rates: rates({ taxYear: 2026 }),
};
const v13c: Vector = {
  name: 'V13c 2024 credit reduction',
  person: person(),
  location: california,
  rates: rates({ taxYear: 2024 }),
  expect: { 'rates.futa_rate': 1.5, futa: 105 },
};

/*
 * V14 sales tax on V1 (revenue 20,800, gross profit 6,260.50) at 8.25%:
 *   Total Invoice 8.25% x 20,800 = 1,716.00; Gross Profit 8.25% x 6,260.50 = 516.49125 -> 516.49
 *   an exempt row, or the organisation's Exempt All, gives 0.00
 */
const salesTax = (type: 'total_invoice' | 'gross_profit', exempt = false) =>
  location({ salesTax: { ratePercent: '8.25', type, exempt } });
const v14a: Vector = {
  name: 'V14a sales tax on the total invoice',
  person: person(),
  location: salesTax('total_invoice'),
  rates: rates(),
  expect: { sales_tax: 1716, gross_profit: 6260.5 },
};
const v14b: Vector = {
  ...v14a,
  name: 'V14b sales tax on gross profit',
  location: salesTax('gross_profit'),
  expect: { sales_tax: 516.49 },
};
const v14c: Vector = {
  ...v14a,
  name: 'V14c exempt row',
  location: salesTax('total_invoice', true),
  expect: { sales_tax: 0 },
};
const v14d: Vector = {
  ...v14a,
  name: 'V14d exempt all',
  rates: rates({ salesTaxExemptAll: true }),
  expect: { sales_tax: 0 },
};
/*
 * V14e gross-profit tax never goes below 0: b = 25 gives revenue 13,000 and gross profit
 *   13,000 - 14,539.50 = -1,539.50, so the tax is max(0, 8.25% x -1,539.50) = 0.00; GP% -11.8423 -> -11.84
 */
const v14e: Vector = {
  name: 'V14e gross-profit sales tax is never negative',
  person: person({ bill: billedAt('25') }),
  location: salesTax('gross_profit'),
  rates: rates(),
  expect: { gross_profit: -1539.5, gross_profit_percent: -11.84, sales_tax: 0 },
};

export const locationVectors: Vector[] = [v13, v13b, v13c, v14a, v14b, v14c, v14d, v14e];
