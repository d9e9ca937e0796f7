import type { PlatformServices } from '../../platform/services';

/** What the auth module uses of the platform; app.ts hands it these. */
export type AuthDeps = Pick<PlatformServices, 'db' | 'env' | 'outbox' | 'background' | 'clock'>;
