/**
 * Federal employer constants (Social Security, Medicare, FUTA rates and wage bases by tax year) and FUTA credit
 * reductions by state. The engine owns the numbers, since it may import nothing of ours and uses them as its
 * defaults; the API's reference tables are seeded from the year files instead, which a test keeps equal to them
 * (docs/reference-data.md#one-file-per-year).
 */
export { FEDERAL_CONSTANTS, FUTA_CREDIT_REDUCTIONS } from '@app/engine';
