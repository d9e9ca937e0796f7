/**
 * The specification's misspelt wire field names (docs/product/README.md#glossary-of-wire-field-names), by plain
 * English names. Code outside the wire layer that must name such a field on a wire object or in a wire error
 * path says `WIRE_NAMES.benefits`, never the misspelling: `npm run lint` (scripts/check-wire-names.mjs) keeps
 * the misspellings in packages/contracts and the few files that map wire and domain (docs/ARCHITECTURE.md).
 */
export const WIRE_NAMES = {
  benefits: 'benifits',
  stipend: 'stepend',
  exempt: 'exampt',
  schedule: 'shadule',
  hoursPerShift: 'work_shadule',
  assignmentLength: 'estimated_assigment_length',
  assignmentPeriod: 'estimated_assigment_period',
  accrualRate: 'accural_rate',
  accrualCapPerYear: 'accural_cap_per_year',
} as const;
