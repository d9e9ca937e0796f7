import type { MoneyFigureName } from '@app/engine';

/**
 * The product's label of every money figure, as the calculation detail page shows it; the XLSX and PDF
 * downloads use the same words, so nobody reads a raw field name (regular_pay, k_401).
 */
export const FIGURE_LABELS: Record<MoneyFigureName, string> = {
  regular_pay: 'Regular pay',
  overtime_pay: 'Overtime pay',
  revenue: 'Regular revenue',
  overtime_revenue: 'Overtime revenue',
  doubletime_pay: 'Double-time pay',
  doubletime_revenue: 'Double-time revenue',
  total_revenue: 'Total revenue',
  bonus: 'Bonus',
  holidays: 'Holidays',
  pto_vacation_sick: 'PTO (vacation and sick)',
  statutory_pto: 'Statutory sick leave',
  stipends: 'Stipends (non-taxable)',
  taxable_wages: 'Taxable wages',
  non_taxable_wages: 'Non-taxable wages',
  total_wages: 'Total wages',
  total_earnings: 'Total earnings',
  social_security: 'Social Security',
  medicare: 'Medicare',
  futa: 'FUTA',
  suta: 'SUTA',
  federal_taxes: 'Federal taxes',
  state_taxes: 'State taxes',
  employer_taxes: 'Total employer taxes',
  workers_comp: "Workers' comp",
  other_insurance: 'Liability insurance',
  insurance: 'Insurance',
  risk: 'Total risk',
  k_401: '401(k)',
  healthcare: 'Healthcare',
  mandatory_benefits: 'Mandatory benefits',
  additional_benefits: 'Additional benefits',
  benefits: 'Total benefits',
  background_check: 'Background check',
  drug_screening: 'Drug screen',
  screening: 'Screening',
  interest: 'Interest (payment terms)',
  financing: 'Financing (payment terms)',
  msp: 'MSP',
  vms: 'VMS',
  payrolling_cost: 'Payrolling',
  custom_cost: 'Custom costs',
  other_costs: 'Total other costs',
  total_employers_burden: 'Total employer burden',
  total_project_cost: 'Total project cost',
  gross_profit: 'Gross profit',
  sales_tax: 'Sales tax (billed on top of revenue)',
};

/** Gross profit ÷ revenue, as the detail page names it. */
export const GROSS_PROFIT_PERCENT_LABEL = 'Gross profit %';
