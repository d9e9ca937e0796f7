import type { AccountsDeps } from '../auth/deps';
import type { AnyProvider } from './providers';

/** Billing needs the account deps (database, mailer, clock) and the payment provider. */
export type BillingDeps = AccountsDeps & { provider: AnyProvider };
