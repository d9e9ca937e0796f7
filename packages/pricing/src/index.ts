// One pricing path: a person list priced against a rate snapshot and summed, for the API's save, the detail
// page's re-sum, the calculator's live results and quotes. See README.md.
export { priceEach } from './each';
export { MissingLocationError, PricingInputError, QuoteSelectionError } from './errors';
export { identicalEntries } from './identical';
export { createPricer, type LocationPrice, type PricedPerson, type Pricer } from './pricer';
export { type QuoteFigures, quoteFigures } from './quote';
export { doubleTimeLocation, type LocationSnapshot, locationKey, type PricingSnapshot } from './snapshot';
export { type SolvedBill, type SolveKind, solveBillForTarget } from './solve';
export {
  expandResults,
  type PersonResults,
  priceList,
  type StoredPerson,
  type StoredResults,
} from './stored';
export { sumFigures, sumPersons } from './sum';
