import type { MoneyFigureName } from '@app/engine';

/** Every money figure with the label people read on the breakdown, grouped as the calculation model groups them. */
export const FIGURE_GROUPS: { title: string; figures: [MoneyFigureName, string][] }[] = [
  {
    title: 'Revenue and pay',
    figures: [
      ['revenue', 'Regular revenue'],
      ['overtime_revenue', 'Overtime revenue'],
      ['total_revenue', 'Total revenue'],
      ['regular_pay', 'Regular pay'],
      ['overtime_pay', 'Overtime pay'],
      ['bonus', 'Bonus'],
      ['stipends', 'Stipends (non-taxable)'],
      ['taxable_wages', 'Taxable wages'],
      ['total_wages', 'Total wages'],
    ],
  },
  {
    title: 'Employer taxes',
    figures: [
      ['social_security', 'Social Security'],
      ['medicare', 'Medicare'],
      ['futa', 'FUTA'],
      ['suta', 'SUTA'],
      ['employer_taxes', 'Employer taxes'],
    ],
  },
  {
    title: 'Risk',
    figures: [
      ['workers_comp', "Workers' compensation"],
      ['other_insurance', 'Liability insurance'],
      ['risk', 'Risk'],
    ],
  },
  {
    title: 'Benefits',
    figures: [
      ['statutory_pto', 'Statutory paid time off'],
      ['holidays', 'Holidays'],
      ['pto_vacation_sick', 'PTO (vacation / sick)'],
      ['k_401', '401(k)'],
      ['healthcare', 'Healthcare'],
      ['benefits', 'Benefits'],
    ],
  },
  {
    title: 'Other costs',
    figures: [
      ['screening', 'Screening'],
      ['interest', 'Interest (payment terms)'],
      ['msp', 'MSP'],
      ['vms', 'VMS'],
      ['payrolling_cost', 'Payrolling'],
      ['custom_cost', 'Custom costs'],
      ['other_costs', 'Other costs'],
    ],
  },
  {
    title: 'Results',
    figures: [
      ['total_employers_burden', "Total employer's burden"],
      ['total_project_cost', 'Total cost'],
      ['sales_tax', 'Sales tax (invoiced to the client)'],
      ['gross_profit', 'Gross profit'],
    ],
  },
];
