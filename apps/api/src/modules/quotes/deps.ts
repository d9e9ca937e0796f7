import type { PlatformServices } from '../../platform/services';

/** What the quotes module uses of the platform; app.ts hands it these. */
export type QuotesDeps = Pick<PlatformServices, 'db' | 'env' | 'outbox' | 'storage' | 'clock'>;
