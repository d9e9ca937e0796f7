import { type PlainPerson, personWireSchema } from '@app/contracts/calculation';
import { wirePerson as wireFixture } from '@app/contracts/calculation/wire-fixtures';
import { FEDERAL_CONSTANTS } from '@app/engine';
import type { PricingSnapshot } from '../snapshot';

/**
 * A person_list entry as the API receives it: hourly, full-time, `weeks` weeks of 40 h at $20 billed at $30,
 * in Dallas (state 48, city 1) with a 1% WC rate unless told otherwise.
 */
export function wirePerson(
  over: { job?: string; pay?: string; wcRate?: string; wcCode?: string; states?: [string, string][] } = {},
): PlainPerson {
  return personWireSchema.parse(
    wireFixture({
      job: over.job ?? 'Picker',
      pay: over.pay ?? '20',
      bill: '30',
      weeks: '1',
      sites: over.states ?? [['48', '1']],
      wc: {
        nick_name: 'Warehouse',
        code: over.wcCode ?? '8292',
        industry: 'Light Industrial',
        rate: over.wcRate ?? '1',
      },
    }),
  );
}

/**
 * What the API's rates endpoint answers for Dallas TX (SUTA 2.7% on $9,000) and Los Angeles CA (SUTA 3.4% on
 * $7,000, 1.2% FUTA credit reduction, 6.25% sales tax), 2026 rates.
 */
export function snapshot(): PricingSnapshot {
  return {
    rates: {
      taxYear: 2026,
      federal: FEDERAL_CONSTANTS,
      healthcarePackages: [],
      costItems: [],
      alwaysAccrueSpto: false,
      salesTaxExemptAll: false,
    },
    locations: {
      '48:1': {
        stateCode: 'TX',
        stateId: '48',
        city: 'Dallas',
        cityId: '1',
        suta: { ratePercent: '2.7', wageBases: { 2026: '9000' } },
        futaCreditReductions: {},
        sickLeave: [],
        perDiem: null,
        salesTax: null,
        sutaRateMissing: false,
      },
      '6:2': {
        stateCode: 'CA',
        stateId: '6',
        city: 'Los Angeles',
        cityId: '2',
        suta: { ratePercent: '3.4', wageBases: { 2026: '7000' } },
        futaCreditReductions: { 2026: '1.2' },
        sickLeave: [],
        perDiem: null,
        salesTax: { ratePercent: '6.25', type: 'total_invoice', exempt: false },
        sutaRateMissing: false,
      },
    },
  };
}
