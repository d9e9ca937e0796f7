import type { PlatformServices } from '../../platform/services';

/** What the users module uses of the platform; app.ts hands it these. */
export type UsersDeps = Pick<PlatformServices, 'db' | 'env' | 'mailer' | 'storage' | 'clock'>;
