// Public API of the calculation engine: pure functions over clean domain types, every figure an exact fraction
// (`D`, docs/decisions/0009-exact-rational-numbers.md) rounded once when presented (docs/calculation-model.md).
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
