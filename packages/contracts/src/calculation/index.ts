// Calculation contracts: the person_list wire format (docs/product/calculator.md#a-person-on-the-wire) and
// rate snapshot, validated with zod
// and mapped into the engine's domain types.
export { type CalcFileInput, type CalcInput, calcFileSchema, parseCalcFile, parsePerson } from './calc-file';
export { fieldErrors, type Parsed } from './field-errors';
export {
  locationSchema,
  type PlainPerson,
  type PlainPersonInput,
  personFieldPaths,
  personSchema,
} from './person';
export { assignmentSchema, MIN_START_DATE, type PlainAssignment } from './person-assignment';
export { benefitsSchema, type PlainBenefits } from './person-benefits';
export {
  assignmentWireSchema,
  benefitsWireSchema,
  billWireSchema,
  othercostWireSchema,
  type PersonWire,
  type PersonWireInput,
  payWireSchema,
  personFromWire,
  personListFromWire,
  personListWireSchema,
  personToWire,
  personWireSchema,
  plainFieldPath,
  wcStateWireSchema,
  wireFieldPath,
} from './person-codec';
export { COST_TYPE_CATEGORY, otherCostsSchema, type PlainOtherCosts } from './person-other-costs';
export { billSchema, type PlainBill, type PlainPay, paySchema } from './person-pay';
export { toCostItem, toPerson, toWorkersComp } from './to-person';
export { toLocationRates, toRateSnapshot, workersCompFor } from './to-rates';
export { type CostItemWire, costItemWireSchema } from './wire-cost-item';
export { type WcSettingsWire, wcSettingsWireSchema } from './wire-location';
export {
  type LocationRatesWire,
  locationRatesWireSchema,
  type RateSnapshotWire,
  rateSnapshotWireSchema,
} from './wire-rates';
