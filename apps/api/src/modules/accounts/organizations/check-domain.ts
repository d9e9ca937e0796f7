import type { CheckDomainStatus } from '@app/contracts/accounts/organization';
import type { DbOrTx } from '../../../db/client';
import { subdomainOf } from '../../../plugins/tenant-host';
import { domainTaken } from './organizations.repo';

/**
 * POST /check_domain: `ignore` for the main product host (and www), `success` for an existing organisation's
 * sub-domain, `not_found` for an unknown sub-domain or a foreign host (the web app shows "This workspace does
 * not exist").
 */
export async function checkDomain(db: DbOrTx, appDomain: string, host: string): Promise<CheckDomainStatus> {
  const h = host
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/.*$/, '');
  const base = appDomain.toLowerCase();
  if (h === base || h === `www.${base}`) return 'ignore';
  const sub = subdomainOf(h, base);
  if (!sub) return 'not_found';
  return (await domainTaken(db, sub)) ? 'success' : 'not_found';
}
