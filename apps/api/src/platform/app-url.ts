import type { Env } from '../config/env';

/** An absolute URL on the main host, or on an organisation's sub-domain. */
export function appUrl(env: Env, pathname: string, subdomain?: string | null): string {
  return `${env.APP_PROTOCOL}://${subdomain ? `${subdomain}.` : ''}${env.APP_DOMAIN}${pathname}`;
}

/** True when `url` points at the product host or one of its sub-domains (guards e-mailed redirect links). */
export function isOwnUrl(env: Env, url: string): boolean {
  try {
    const u = new URL(url);
    const base = env.APP_DOMAIN.toLowerCase();
    const host = u.host.toLowerCase();
    return (
      (u.protocol === 'http:' || u.protocol === 'https:') && (host === base || host.endsWith(`.${base}`))
    );
  } catch {
    return false;
  }
}
