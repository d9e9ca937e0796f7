import { FIGURE_LABELS } from '@app/contracts/calculations/figure-labels';
import type { MoneyFigureName } from '@app/engine';

/** The breakdown's figures, grouped as the calculation model groups them. */
const GROUPS: { title: string; figures: MoneyFigureName[] }[] = [
  {
    title: 'Revenue and pay',
    figures: [
      'revenue',
      'overtime_revenue',
      'doubletime_revenue',
      'total_revenue',
      'regular_pay',
      'overtime_pay',
      'doubletime_pay',
      'bonus',
      'stipends',
      'taxable_wages',
      'total_wages',
    ],
  },
  {
    title: 'Employer taxes',
    figures: ['social_security', 'medicare', 'futa', 'suta', 'employer_taxes'],
  },
  {
    title: 'Risk',
    figures: ['workers_comp', 'other_insurance', 'risk'],
  },
  {
    title: 'Benefits',
    figures: ['statutory_pto', 'holidays', 'pto_vacation_sick', 'k_401', 'healthcare', 'benefits'],
  },
  {
    title: 'Other costs',
    figures: ['screening', 'interest', 'msp', 'vms', 'payrolling_cost', 'custom_cost', 'other_costs'],
  },
  {
    title: 'Results',
    figures: ['total_employers_burden', 'total_project_cost', 'sales_tax', 'gross_profit'],
  },
];

/** Every money figure with the label people read on the detail page (FIGURE_LABELS), in its group. */
export const FIGURE_GROUPS: { title: string; figures: [MoneyFigureName, string][] }[] = GROUPS.map((g) => ({
  title: g.title,
  figures: g.figures.map((f) => [f, FIGURE_LABELS[f]]),
}));
