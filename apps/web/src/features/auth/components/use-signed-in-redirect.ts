import { useEffect, useState } from 'react';
import { goTo } from '../../../lib/form-errors';
import { navigateTo } from '../../../lib/navigation';
import { landingWithReturn } from '../../../lib/return-path';
import type { Session } from '../../../lib/session';

/**
 * On public pages (docs/product/accounts.md#public-paths-and-redirects), a signed-in user with an
 * organisation is sent to that organisation's
 * sub-domain dashboard (through a one-time hand-over link when it is on another host). Returns true while
 * redirecting so the page can show a loader instead of its form. `requested` (a /signin?next= page) is opened
 * instead of the dashboard.
 *
 * The landing page renders this for everyone, so its two calls are loaded only when someone is signed in: their
 * route contracts carry zod, which the landing page's JavaScript budget leaves out
 * (docs/performance.md#the-landing-pages-javascript).
 */
export function useSignedInRedirect(
  session: Session | null | undefined,
  enabled = true,
  requested: string | null = null,
): boolean {
  const [redirecting, setRedirecting] = useState(false);
  const hasOrganization = !!session?.user.organization_users.length;
  useEffect(() => {
    if (!enabled || !session || !hasOrganization) return;
    let cancelled = false;
    setRedirecting(true);
    (async () => {
      try {
        const { authApi } = await import('../api/auth-api');
        const { status, app_domain } = await authApi.checkDomain();
        if (cancelled) return;
        const host = window.location.host;
        const here = host.endsWith(`.${app_domain}`) ? host.slice(0, -(app_domain.length + 1)) : null;
        if (
          status === 'success' &&
          session.user.organization_users.some((m) => m.organization.business_domain === here)
        ) {
          navigateTo(landingWithReturn('/dashboard', requested), { replace: true });
        } else if (status === 'ignore' || status === 'success') {
          goTo(landingWithReturn((await authApi.handover()).redirect_url, requested), navigateTo);
        } else {
          window.location.assign(`${window.location.protocol}//${app_domain}/`);
        }
      } catch (err) {
        console.warn('domain check failed', err);
        setRedirecting(false);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [enabled, session, hasOrganization, requested]);
  return redirecting;
}
