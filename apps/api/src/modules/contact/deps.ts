import type { PlatformServices } from '../../platform/services';

/** What the contact module uses of the platform; app.ts hands it these. */
export type ContactDeps = Pick<PlatformServices, 'db' | 'env' | 'mailer' | 'clock'>;
