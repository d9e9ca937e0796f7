import { parseCalcFile } from '@app/contracts/calculation/calc-file';
import { calculate, toResultFigures } from '@app/engine';
import input from './worked-example.input.json' with { type: 'json' };

/**
 * The Learning Center's worked example (docs/calculation-model.md#9-worked-example-vector-v1): the input above,
 * priced by the engine. The build runs this in Node (vite.config.ts, virtual:worked-example), so the page shows
 * the product's own figures and carries no engine code.
 */
export function computeWorkedExample() {
  const parsed = parseCalcFile(input);
  if (!parsed.ok) throw new Error(`worked example input is invalid: ${JSON.stringify(parsed.errors)}`);
  const { person, locations, rates } = parsed.value;
  const figures = toResultFigures(calculate(person, locations[0]!, rates));
  const t = figures.total_assignment_calculation;
  return {
    job: figures.job_name,
    state: figures.state,
    tax_year: figures.tax_year,
    pay_rate: figures.rates.pay_rate,
    bill_rate: figures.rates.bill_rate,
    suta_rate: figures.rates.suta_rate,
    futa_rate: figures.rates.futa_rate,
    workers_comp_rate: figures.rates.workers_comp_rate,
    time: figures.time,
    regular_pay: t.regular_pay,
    total_revenue: t.total_revenue,
    taxable_wages: t.taxable_wages,
    total_wages: t.total_wages,
    social_security: t.social_security,
    medicare: t.medicare,
    futa: t.futa,
    suta: t.suta,
    employer_taxes: t.employer_taxes,
    workers_comp: t.workers_comp,
    risk: t.risk,
    benefits: t.benefits,
    other_costs: t.other_costs,
    total_employers_burden: t.total_employers_burden,
    total_project_cost: t.total_project_cost,
    gross_profit: t.gross_profit,
    gross_profit_percent: figures.gross_profit_percent,
    profitability: figures.profitability,
  };
}
