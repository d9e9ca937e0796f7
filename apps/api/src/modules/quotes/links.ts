import type { Env } from '../../config/env';
import { appUrl } from '../../platform/app-url';

/** The client's link, on the organisation's sub-domain: {origin}/quote/approve/{token}. */
export const clientLink = (env: Env, businessDomain: string, token: string) =>
  appUrl(env, `/quote/approve/${token}`, businessDomain);
