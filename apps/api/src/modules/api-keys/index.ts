export { findLiveKeyByPrefix, LAST_USE_RESOLUTION_MS, revokeKeysOfMaker, touchApiKey } from './api-keys.repo';
