// Public API of the calculation engine (@app/engine): pure functions over its own domain types, no I/O and no
// other workspace (docs/calculation-model.md is the model it implements). Every figure is an exact fraction `D`
// (decimal.ts, docs/decisions/0009-exact-rational-numbers.md), rounded once, half away from zero, when presented.
//
// What it exports, and where it lives:
// - inputs: the types of a Person, a location's LocationRates and the RateSnapshot (types/); the product's
//   constants and bounds (constants/defaults.ts) and the federal constants (constants/federal.ts); year tables
//   (year-table.ts). The wire format is mapped into these by @app/contracts (toPerson), not here.
// - one (person, location) result: `calculate` (calculate.ts), unrounded, through prepare/ (a location's and a
//   snapshot's basis), pay/ (hours, pay, leave, SPTO, stipends), taxes/ (employer taxes under their caps),
//   costs/ (cost items) and results/assemble.ts; `stipend` (stipend.ts) for the stipend modal's figures. A
//   refused input throws EngineError (errors.ts; EngineInputError is the same class).
// - many results: `resultSum` / `sumResults` add them unrounded (results/sum.ts); @app/pricing prices a whole
//   person list with them.
// - presentation: `toResultFigures`, `breakdownFigures` and `toSummedFigures` round every figure once
//   (results/figures.ts, results/summed-figures.ts, `round` in results/round.ts).
// - solve-for: `solveBillRate`, `solveMarkup`, `solvePayRate` (solve/, exact, not iterative), and the variants
//   they price (`withBillRate`, `withPayRate`).
// Not exported here: the test fixtures (`@app/engine/testing/fixtures`), and the hand-checked vectors (vectors/)
// and independent reference model (reference/) that only the tests use.
export { calculate } from './calculate';
export * from './constants/defaults';
export { FEDERAL_CONSTANTS, FUTA_CREDIT_REDUCTIONS, futaCreditReductionsFor } from './constants/federal';
export { D, type Dec, type Num } from './decimal';
export { EngineError, type EngineErrorCode, EngineInputError } from './errors';
export type { StipendFigures } from './pay/stipend';
export {
  type BreakdownFigures,
  breakdownFigures,
  type CostLineFigures,
  type MoneyNumbers,
  type OvertimeRuleNumbers,
  type ResultFigures,
  toResultFigures,
} from './results/figures';
export { round } from './results/round';
export { type ResultSum, resultSum, type SummedResult, sumResults } from './results/sum';
export { type SummedFigures, toSummedFigures } from './results/summed-figures';
export { solveBillRate, solveMarkup } from './solve/bill-rate';
export type { ProfitTarget, SolveFailure, SolveOutcome } from './solve/outcome';
export { solvePayRate } from './solve/pay-rate';
export { withBillRate, withPayRate } from './solve/variants';
export { type StipendNumbers, stipend, toStipendFigures } from './stipend';
export type * from './types/person';
export type * from './types/rates';
export * from './types/result';
export { EVERY_YEAR, yearValue } from './year-table';
