export { listCities } from './reference.repo';
export { referenceDataChanged } from './reference-cache';
export { referenceRows, referenceRowsFor } from './reference-rows';
