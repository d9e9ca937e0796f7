import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCalcFile } from './calc-file';
import { texasWire, wirePerson } from './wire-fixtures';

const example = JSON.parse(readFileSync(new URL('../../examples/hourly-ca.json', import.meta.url), 'utf8'));

const errorsOf = (input: unknown) => {
  const parsed = parseCalcFile(input);
  return parsed.ok ? {} : parsed.errors;
};

describe('parseCalcFile', () => {
  it('maps the CLI example into engine inputs', () => {
    const parsed = parseCalcFile(example);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const { taxYear, person, locations, rates } = parsed.value;
    expect(taxYear).toBe(2025);
    expect(person.bill).toEqual({
      kind: 'markup',
      markupPercent: '55',
      overtimeMultiplier: '1.5',
      doubleTimeMultiplier: '2',
    });
    expect(locations[0]).toMatchObject({
      stateCode: 'CA',
      city: 'Los Angeles',
      // no futa_credit_reductions given: California's from the engine's federal table
      futaCreditReductions: { 2024: '0.9', 2025: '1.2' },
      suta: { ratePercent: '3.4', wageBases: { 2025: '7000', 2026: '7000' } },
      workersComp: { nickname: 'Clerical', code: '8810', ratePercent: '0.78' },
      sickLeave: [{ accrualRate: '30', accrualCapPerYear: '48', totalCap: '72' }],
      perDiem: { mie: '86', lodging: '191' },
      salesTax: { ratePercent: '9.5', type: 'total_invoice', exempt: false },
    });
    expect(rates.taxYear).toBe(2025);
    expect(rates.costItems.find((i) => i.id === '14')).toEqual({
      id: '14',
      name: 'Factoring',
      option: 'percentage',
      amount: '12',
      from: 'wages',
      frequency: 'once',
    });
    expect(rates.healthcarePackages[0]?.monthlyPremiums.employee_only).toBe('520');
    expect(Object.keys(rates.federal)).toEqual(['2025', '2026']);
  });

  it('takes one wage_cap for every year and the person’s WC code for its state', () => {
    const parsed = parseCalcFile({
      tax_year: 2026,
      person: wirePerson(),
      location: { state: 'tx', state_id: '48', suta_rate: 2.7, wage_cap: 9000 },
    });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const [tx] = parsed.value.locations;
    expect(tx?.stateCode).toBe('TX');
    expect(tx?.suta.wageBases).toEqual({ 1900: '9000' });
    expect(tx?.workersComp.code).toBe('8810');
    expect(tx?.futaCreditReductions).toEqual({});
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    [
      'no location',
      { tax_year: 2025, person: wirePerson() },
      'location',
      'At least one location is required',
    ],
    [
      'a tax year',
      { tax_year: 1999, person: wirePerson(), location: texasWire },
      'tax_year',
      'Tax year must be between 2020 and 2100',
    ],
    [
      'a state code',
      { tax_year: 2025, person: wirePerson(), location: { ...texasWire, state: 'Texas' } },
      'location.state',
      'State must be a two-letter code such as CA',
    ],
    [
      'a SUTA rate',
      { tax_year: 2025, person: wirePerson(), location: { ...texasWire, suta_rate: 101 } },
      'location.suta_rate',
      'SUTA rate must be between 0 and 100',
    ],
    [
      'an SPTO rule',
      {
        tax_year: 2025,
        person: wirePerson(),
        location: { ...texasWire, spto: { accural_rate: 130, accural_cap_per_year: 40, total_cap: 80 } },
      },
      'location.spto.0.accural_rate',
      'Accrual rate must be between 0 and 100',
    ],
    [
      'a tax type',
      {
        tax_year: 2025,
        person: wirePerson(),
        location: { ...texasWire, sales_tax: { tax: 8, tax_type: 'Net' } },
      },
      'location.sales_tax.tax_type',
      'Tax type must be one of: Total Invoice, Gross Profit',
    ],
    [
      'a wage-base year',
      { tax_year: 2025, person: wirePerson(), location: { ...texasWire, suta_wage_bases: { next: 9000 } } },
      'location.suta_wage_bases.next',
      'SUTA wage base: years must be written as YYYY',
    ],
    [
      'a cost percent',
      {
        tax_year: 2025,
        person: wirePerson(),
        location: texasWire,
        rates: { cost_items: [{ id: 1, name: 'MSP', cost_option: 'percentage', percent: 120 }] },
      },
      'rates.cost_items.0.percent',
      'Percent must be between 0 and 100',
    ],
    [
      'a cost id',
      {
        tax_year: 2025,
        person: wirePerson(),
        location: texasWire,
        rates: { cost_items: [{ name: 'MSP', cost_option: 'flat', percent: 12 }] },
      },
      'rates.cost_items.0.id',
      'Cost id is required',
    ],
    [
      'a premium',
      {
        tax_year: 2025,
        person: wirePerson(),
        location: texasWire,
        rates: {
          healthcare_packages: [
            {
              id: 1,
              package_name: 'A',
              employee_only: -5,
              employee_spouse: 1,
              employee_dependent: 1,
              family: 1,
            },
          ],
        },
      },
      'rates.healthcare_packages.0.employee_only',
      'Employee only premium must be at least 0',
    ],
    [
      'the person',
      { tax_year: 2025, person: { ...wirePerson(), job_name: '' }, location: texasWire },
      'person.job_name',
      'Job name is required',
    ],
  ])('rejects %s', (_, input, field, message) => {
    expect(errorsOf(input)[field]).toContain(message);
  });

  it('asks for the WC code of a location the person does not list', () => {
    const person = wirePerson({
      sites: [
        [48, 1],
        [6, 1],
      ],
    });
    const errors = errorsOf({
      tax_year: 2025,
      person,
      location: { ...texasWire, state: 'NV', state_id: '32' },
    });
    expect(errors['location.wc_settings']).toEqual([
      'Workers compensation code is required for this location',
    ]);
  });
});
