// Calculation contracts: the person_list wire format (docs/product/calculator.md#a-person-on-the-wire) and
// rate snapshot, validated with zod
// and mapped into the engine's domain types.
export { type CalcFileInput, type CalcInput, calcFileSchema, parseCalcFile, parsePerson } from './calc-file';
export { fieldErrors, type Parsed } from './field-errors';
export { toCostItem, toPerson, toWorkersComp } from './to-person';
export { toLocationRates, toRateSnapshot, workersCompFor } from './to-rates';
export { type AssignmentWire, assignmentWireSchema, MIN_START_DATE } from './wire-assignment';
export { type BenefitsWire, benefitsWireSchema } from './wire-benefits';
export { type CostItemWire, costItemWireSchema } from './wire-cost-item';
export {
  type WcSettingsWire,
  type WcStateWire,
  wcSettingsWireSchema,
  wcStateWireSchema,
} from './wire-location';
export { COST_TYPE_CATEGORY, type OthercostWire, othercostWireSchema } from './wire-othercost';
export { type BillWire, billWireSchema, type PayWire, payWireSchema } from './wire-pay';
export { type PersonWire, type PersonWireInput, personListWireSchema, personWireSchema } from './wire-person';
export {
  type LocationRatesWire,
  locationRatesWireSchema,
  type RateSnapshotWire,
  rateSnapshotWireSchema,
} from './wire-rates';
