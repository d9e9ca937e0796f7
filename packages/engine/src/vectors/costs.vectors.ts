import { billedAt, location, person, rates, weeks } from '../testing/fixtures';
import type { CostItem } from '../types/person';
import type { Vector } from './vector';

const base = person();
const item = (id: string, name: string, rest: Omit<CostItem, 'id' | 'name'>): CostItem => ({
  id,
  name,
  ...rest,
});

/*
 * V9 stipend with a 20% discount: standard CONUS per diem (M&IE 68 + lodging 110 = 178 a day, 7 days a week),
 *   3 shifts of 12 h a week (H = 36, D = 3), p = 25, b = 70, 13 weeks (T = 468, shifts 39)
 *   weekly 178 x 7 = 1,246; total 1,246 x 13 = 16,198; stipend_total = 16,198 x 0.8 = 12,958.40
 *   regular_pay = 468 x 25 = 11,700 (taxable); total_wages = 11,700 + 12,958.40 = 24,658.40
 *   ss 725.40; medicare 169.65; futa 42; suta 243 -> 1,180.05; wc 2% x 11,700 = 234.00 (stipends never)
 *   burden 1,414.05; project 26,072.45; revenue 468 x 70 = 32,760; gross profit 6,687.55; GP% 20.4138 -> 20.41
 */
const v9: Vector = {
  name: 'V9 stipend with discount',
  person: person({
    pay: { ...base.pay, stipend: { enabled: true, discountPercent: '20' } },
    bill: billedAt('70'),
    assignment: { period: weeks('13'), schedule: { kind: 'shift', hoursPerShift: '12', shiftsPerWeek: '3' } },
  }),
  location: location(),
  rates: rates(),
  expect: {
    stipends: 12958.4,
    non_taxable_wages: 12958.4,
    regular_pay: 11700,
    taxable_wages: 11700,
    total_wages: 24658.4,
    total_earnings: 24658.4,
    social_security: 725.4,
    medicare: 169.65,
    employer_taxes: 1180.05,
    workers_comp: 234,
    total_employers_burden: 1414.05,
    total_project_cost: 26072.45,
    total_revenue: 32760,
    gross_profit: 6687.55,
    gross_profit_percent: 20.41,
  },
};

/*
 * V10 every cost-item kind on V1 (total_revenue 20,800, total_wages 13,000, T = 520, W = 13, M = 3):
 *   MSP 3% of revenue = 624.00; payrolling 4% of total wages = 520.00
 *   background check flat once 45.00; drug screen flat once 38.00 -> screening 83.00
 *   VMS $100 a month x 3 = 300.00; custom equipment $25 a week x 13 = 325.00; custom parking $0.50 an hour
 *   x 520 = 260.00 -> custom_cost 585.00
 *   other_costs = 83 + 624 + 300 + 520 + 585 = 2,112.00; burden 1,539.50 + 2,112 = 3,651.50
 *   project 16,651.50; gross profit 4,148.50; GP% 19.9447 -> 19.94; per hour 7.9779 -> 7.98
 */
const costItems: CostItem[] = [
  item('msp', 'MSP fee', { option: 'percentage', amount: '3', from: 'revenue', frequency: 'once' }),
  item('pay', 'Payrolling', { option: 'percentage', amount: '4', from: 'wages', frequency: 'once' }),
  item('bc', 'Background check', { option: 'flat', amount: '45', from: 'revenue', frequency: 'once' }),
  item('drug', 'Drug screen', { option: 'flat', amount: '38', from: 'revenue', frequency: 'once' }),
  item('vms', 'VMS', { option: 'flat', amount: '100', from: 'revenue', frequency: 'month' }),
  item('eq', 'Equipment', { option: 'flat', amount: '25', from: 'revenue', frequency: 'week' }),
  item('park', 'Parking', { option: 'flat', amount: '0.5', from: 'revenue', frequency: 'hour' }),
];
const v10: Vector = {
  name: 'V10 every cost-item kind',
  person: person({
    otherCosts: {
      paymentTermsDays: '0',
      selections: [
        { category: 'msp', item: 'msp' },
        { category: 'payrolling', item: 'pay' },
        { category: 'background_check', item: 'bc' },
        { category: 'drug_screen', item: 'drug' },
        { category: 'vms', item: 'vms' },
        { category: 'custom', item: 'eq' },
        { category: 'custom', item: 'park' },
      ],
    },
  }),
  location: location(),
  rates: rates({ costItems }),
  expect: {
    msp: 624,
    payrolling_cost: 520,
    background_check: 45,
    drug_screening: 38,
    screening: 83,
    vms: 300,
    custom_cost: 585,
    other_costs: 2112,
    total_employers_burden: 3651.5,
    total_project_cost: 16651.5,
    gross_profit: 4148.5,
    gross_profit_percent: 19.94,
    'profitability.assignment_profit_per_hour': 7.98,
    'othercost_items.0.value': 624,
    'custom_cost_info.1.value': 260,
    categories: 'msp,payrolling,background_check,drug_screen,vms,custom',
  },
};

/*
 * V11 interest 12% a year on 30-day payment terms, and liability insurance 0.5% of wages (risk), on V1:
 *   other_insurance = 0.5% x 13,000 = 65.00; risk = 260 + 65 = 325.00
 *   interest base = total_wages 13,000 + employer taxes 1,279.50 + risk 325 = 14,604.50
 *   interest = 12 / 100 / 360 x 30 x 14,604.50 = 146.045 -> 146.05 (half-up)
 *   burden = 1,279.50 + 325 + 146.045 = 1,750.545 -> 1,750.55; project 14,750.545 -> 14,750.55
 *   gross profit 6,049.455 -> 6,049.46; GP% 29.0839 -> 29.08
 */
const v11: Vector = {
  name: 'V11 interest on wages, taxes and risk',
  person: person({
    otherCosts: {
      paymentTermsDays: '30',
      selections: [
        { category: 'interest', item: 'int' },
        { category: 'liability_insurance', item: 'gl' },
      ],
    },
  }),
  location: location(),
  rates: rates({
    costItems: [
      item('int', 'Factoring', { option: 'percentage', amount: '12', from: 'wages', frequency: 'once' }),
      item('gl', 'General liability', {
        option: 'percentage',
        amount: '0.5',
        from: 'wages',
        frequency: 'once',
      }),
    ],
  }),
  expect: {
    other_insurance: 65,
    insurance: 325,
    risk: 325,
    interest: 146.05,
    financing: 146.05,
    other_costs: 146.05,
    total_employers_burden: 1750.55,
    total_project_cost: 14750.55,
    gross_profit: 6049.46,
    gross_profit_percent: 29.08,
  },
};

/*
 * V12 healthcare with two plans and a 4% 401k, on V1 (M = 3):
 *   medical package family $1,300 a month + dental package employee only $40 -> 1,340 x 3 = 4,020.00
 *   k_401 = 4% x 13,000 = 520.00; additional benefits 4,540.00
 *   burden 1,539.50 + 4,540 = 6,079.50; project 19,079.50; gross profit 1,720.50; GP% 8.2716 -> 8.27
 *   per hour 3.3087 -> 3.31
 */
const v12: Vector = {
  name: 'V12 healthcare with two plans',
  person: person({
    benefits: {
      ...base.benefits,
      k401Percent: '4',
      healthPlans: [
        { packageId: 'med', tier: 'family' },
        { packageId: 'den', tier: 'employee_only' },
      ],
    },
  }),
  location: location(),
  rates: rates({
    healthcarePackages: [
      {
        id: 'med',
        name: 'Medical',
        monthlyPremiums: {
          employee_only: '450',
          employee_spouse: '900',
          employee_dependent: '850',
          family: '1300',
        },
      },
      {
        id: 'den',
        name: 'Dental',
        monthlyPremiums: {
          employee_only: '40',
          employee_spouse: '75',
          employee_dependent: '70',
          family: '110',
        },
      },
    ],
  }),
  expect: {
    healthcare: 4020,
    k_401: 520,
    additional_benefits: 4540,
    benefits: 4540,
    total_employers_burden: 6079.5,
    total_project_cost: 19079.5,
    gross_profit: 1720.5,
    gross_profit_percent: 8.27,
    'profitability.assignment_profit_per_hour': 3.31,
  },
};

export const costVectors: Vector[] = [v9, v10, v11, v12];
