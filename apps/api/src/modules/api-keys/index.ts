export { findLiveKeyByPrefix, LAST_USE_RESOLUTION_MS, touchApiKey } from './api-keys.repo';
