import { rates } from '@app/engine/testing/fixtures';
import type { PricingSnapshot } from '@app/pricing';
import { blankPerson, type PersonForm } from './person-form';

/** A finished hourly person in Texas: $25 an hour billed at $40, full-time for 13 weeks (engine vector V1). */
export function texasPerson(): PersonForm {
  const p = blankPerson('Warehouse associate', [
    {
      state_id: '48',
      city_id: '1',
      wc_settings: { nick_name: 'Clerical', code: '8810', industry: 'Clerical', rate: 2 },
    },
  ]);
  p.pay.pay_rate = 25;
  p.bill.bill_rate = 40;
  p.assignment.estimated_assignment_length = 13;
  return p;
}

/** A snapshot as POST /calculation/rates answers it for Texas (SUTA 2.7% on the first $9,000). */
export const texasSnapshot = (): PricingSnapshot => ({
  rates: rates(),
  locations: {
    '48:1': {
      stateCode: 'TX',
      stateId: '48',
      city: 'Austin',
      cityId: '1',
      suta: { ratePercent: '2.7', wageBases: { 2025: '9000' } },
      futaCreditReductions: {},
      sickLeave: [],
      perDiem: null,
      salesTax: null,
      sutaRateMissing: false,
    },
  },
});

/**
 * Texas's snapshot plus Los Angeles with California's rule as the rates endpoint carries it (reference data,
 * docs/calculation-model.md#state-daily-overtime-and-double-time).
 */
export const californiaSnapshot = (): PricingSnapshot => {
  const snapshot = texasSnapshot();
  snapshot.locations['5:2'] = {
    ...snapshot.locations['48:1']!,
    stateCode: 'CA',
    stateId: '5',
    city: 'Los Angeles',
    cityId: '2',
    overtimeRule: {
      stateName: 'California',
      dailyOvertimeAfter: '8',
      dailyDoubletimeAfter: '12',
      seventhDay: true,
    },
  };
  return snapshot;
};

/** The Texas person moved to Los Angeles on 12 h x 3 shifts: $25 pay, $40 bill, 13 weeks. */
export function californiaShiftPerson(): PersonForm {
  const p = texasPerson();
  p.wc_states = [{ ...p.wc_states[0]!, state_id: '5', city_id: '2' }];
  p.assignment.schedule = 'shift';
  p.assignment.hours_per_shift = 12;
  p.assignment.shift_per_week = 3;
  return p;
}
