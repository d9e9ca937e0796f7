import type { PlatformServices } from '../../platform/services';
import type { AnyProvider } from './providers';

/** What billing uses of the platform (database, queued mail, clock...) and the payment provider. */
export type BillingDeps = Pick<PlatformServices, 'db' | 'env' | 'outbox' | 'background' | 'clock'> & {
  provider: AnyProvider;
};
