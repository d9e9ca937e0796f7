/**
 * Federal employer constants (Social Security, Medicare, FUTA rates and wage bases by tax year) and FUTA credit
 * reductions by state. The engine owns the numbers, since it may import nothing of ours and uses them as its
 * defaults; this is the one place the rest of the product reads them from (the API seeds its reference tables
 * with them). Sources: docs/reference-data.md.
 */
export { FEDERAL_CONSTANTS, FUTA_CREDIT_REDUCTIONS } from '@app/engine';
