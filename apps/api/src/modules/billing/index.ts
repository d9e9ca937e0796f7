export type { BillingDeps } from './deps';
