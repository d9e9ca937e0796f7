import type { FederalTable, YearTable } from '../types/rates';

/*
 * Federal employer constants, rates as percentages: the engine's built-in copy, used for inputs priced without
 * the API's rates (calculation files, the calc command). The API's tables come from the year files
 * (docs/reference-data.md#one-file-per-year), and a test keeps this copy equal to them. Sources:
 * - 2025 Social Security $176,100 at 6.2%, Medicare 1.45% uncapped, FUTA 6.0% less 5.4% credit = 0.6% on
 *   $7,000: https://dominionpayroll.com/minimum-wage-and-tax-facts
 * - 2026 Social Security $184,500 (SSA announcement Oct 24 2025):
 *   https://news.bloombergtax.com/payroll/social-security-wage-base-rising-to-184-500-for-2026
 * - 2026 FUTA wage base still $7,000:
 *   https://taxnews.ey.com/news/2026-0124-2026-state-unemployment-insurance-taxable-wage-bases
 * The additional 0.9% Medicare is withheld from the employee only, so it is no employer cost.
 */
export const FEDERAL_CONSTANTS: FederalTable = {
  2025: {
    socialSecurityRate: '6.2',
    socialSecurityWageBase: '176100',
    medicareRate: '1.45',
    futaNetRate: '0.6',
    futaWageBase: '7000',
  },
  2026: {
    socialSecurityRate: '6.2',
    socialSecurityWageBase: '184500',
    medicareRate: '1.45',
    futaNetRate: '0.6',
    futaWageBase: '7000',
  },
};

/*
 * FUTA credit reductions (percent added to the 0.6% net rate) by state and tax year:
 * - 2024 final: CA 0.9, NY 0.9, USVI 4.2 (https://workforce.equifax.com/all-blogs/-/post/outlook-for-federal-
 *   and-state-unemployment-insurance-tax-rates-in-2025-and-beyond)
 * - 2025 final (DOL rev. 11-10-25): CA 1.2, USVI 4.5; CT and NY repaid and are at 0.0
 *   (https://blogs.payroll.org/pay-news-now/california-virgin-islands-face-futa-credit-reduction-for-2025)
 * 2026 reductions are announced in November 2026; until then a 2026 lookup takes the latest earlier year.
 */
export const FUTA_CREDIT_REDUCTIONS: Readonly<Record<string, YearTable<string>>> = {
  CA: { 2024: '0.9', 2025: '1.2' },
  NY: { 2024: '0.9', 2025: '0' },
  CT: { 2025: '0' },
  VI: { 2024: '4.2', 2025: '4.5' },
};

/** The credit-reduction table of a state (USPS code), empty when it never had one. */
export const futaCreditReductionsFor = (stateCode: string): YearTable<string> =>
  FUTA_CREDIT_REDUCTIONS[stateCode.toUpperCase()] ?? {};
