import type { PlatformServices } from '../../platform/services';
import type { BillingDeps } from '../billing';

/** What the accounts module uses of the platform (sign-in, sessions, profiles); app.ts hands it these. */
export type AccountsDeps = Pick<
  PlatformServices,
  'db' | 'env' | 'mailer' | 'outbox' | 'storage' | 'background' | 'clock'
>;

/** Organisations and teams also take billing's: an invitation reserves a seat. */
export type MembershipDeps = AccountsDeps & BillingDeps;
