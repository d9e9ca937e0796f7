import type { SummedFigures } from '@app/engine';
import type { FigureRow } from '../components/figure-table';

/**
 * Project Cost Breakdown: every block's lines add up to its total (calculation-model.md sections 3-7). Paid
 * leave is a benefit, not a wage, so it sits in the burden; sales tax is billed on top and is neither.
 */
export function projectCostRows(f: SummedFigures): FigureRow[] {
  const rows: FigureRow[] = [
    { label: 'Revenue', heading: true },
    { label: 'Regular revenue', figure: 'revenue', indent: true },
    { label: 'Overtime revenue', figure: 'overtime_revenue', indent: true },
    { label: 'Double-time revenue', figure: 'doubletime_revenue', indent: true },
    { label: 'Total revenue', figure: 'total_revenue', strong: true },
    { label: 'Wages', heading: true },
    { label: 'Regular pay', figure: 'regular_pay', indent: true },
    { label: 'Overtime pay', figure: 'overtime_pay', indent: true },
    { label: 'Double-time pay', figure: 'doubletime_pay', indent: true },
    { label: 'Bonus', figure: 'bonus', indent: true },
    { label: 'Stipends (non-taxable)', figure: 'stipends', indent: true },
    { label: 'Total wages', figure: 'total_wages', strong: true },
    { label: 'Employer burden', heading: true },
    { label: 'Employer taxes', figure: 'employer_taxes', indent: true },
    { label: "Insurance (workers' comp)", figure: 'insurance', indent: true },
    { label: 'Benefits (incl. paid leave)', figure: 'benefits', indent: true },
    { label: 'Other costs', figure: 'other_costs', indent: true },
    { label: 'Total employer burden', figure: 'total_employers_burden', strong: true },
    { label: 'Result', heading: true },
    { label: 'Total project cost', figure: 'total_project_cost', strong: true },
    { label: 'Gross profit', figure: 'gross_profit', strong: true },
    // Billed to the client on top of revenue; it is neither revenue nor cost.
    { label: 'Invoice', heading: true },
    { label: 'Sales tax (billed on top of revenue)', figure: 'sales_tax', indent: true },
  ];
  return dropEmpty(rows, f);
}

/** Employer Burden Breakdown: taxes, insurance, benefits and each other cost line, adding up per block. */
export function burdenRows(f: SummedFigures): FigureRow[] {
  const line = (category: string) => (l: SummedFigures['othercost_items'][number]) =>
    category === 'liability_insurance' ? l.category === category : l.category !== 'liability_insurance';
  const items = (category: string): FigureRow[] =>
    f.othercost_items.filter(line(category)).map((l) => ({ label: l.name, value: l.value, indent: true }));
  const rows: FigureRow[] = [
    { label: 'Taxes', heading: true },
    { label: 'Social Security', figure: 'social_security', indent: true },
    { label: 'Medicare', figure: 'medicare', indent: true },
    { label: 'FUTA', figure: 'futa', indent: true },
    { label: 'SUTA', figure: 'suta', indent: true },
    { label: 'Total employer taxes', figure: 'employer_taxes', strong: true },
    { label: 'Insurance', heading: true },
    { label: "Workers' comp", figure: 'workers_comp', indent: true },
    ...items('liability_insurance'),
    { label: 'Total risk', figure: 'risk', strong: true },
    { label: 'Benefits', heading: true },
    { label: 'Statutory sick leave', figure: 'statutory_pto', indent: true },
    { label: 'Holidays', figure: 'holidays', indent: true },
    { label: 'PTO (vacation and sick)', figure: 'pto_vacation_sick', indent: true },
    { label: '401(k)', figure: 'k_401', indent: true },
    { label: 'Healthcare', figure: 'healthcare', indent: true },
    { label: 'Total benefits', figure: 'benefits', strong: true },
    { label: 'Other costs', heading: true },
    ...items('other'),
    { label: 'Total other costs', figure: 'other_costs', strong: true },
    { label: 'Total employer burden', figure: 'total_employers_burden', strong: true },
  ];
  return dropEmpty(rows, f);
}

/** Zero detail lines are noise; headings, subtotals and totals always stay. */
function dropEmpty(rows: FigureRow[], f: SummedFigures): FigureRow[] {
  const total = f.total_assignment_calculation;
  return rows.filter((r) => !r.indent || (r.figure ? total[r.figure] !== 0 : r.value !== 0));
}
