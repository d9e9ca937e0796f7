import type { PlatformServices } from '../../platform/services';
import type { BillingDeps } from '../billing';

/** What the organizations module uses: the platform pieces below, and billing's (an invitation reserves a seat). */
export type OrganizationsDeps = Pick<PlatformServices, 'db' | 'env' | 'outbox' | 'storage' | 'clock'> &
  BillingDeps;
