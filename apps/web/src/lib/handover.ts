import type { signInByHandoverRoute } from '@app/contracts/accounts/auth-routes';
import type { SessionResponse } from '@app/contracts/accounts/responses';
import { callAt, type RouteAddress } from './call';
import { landingWithReturn, RETURN_PARAM } from './return-path';

// Called before the app's code loads: the contract as a type only, so its schemas stay out of this first chunk.
const handoverRoute: RouteAddress<typeof signInByHandoverRoute> = {
  method: 'POST',
  path: '/auth/sign_in_by_uuid',
};
const redeem = (id: string) => callAt<typeof signInByHandoverRoute>(handoverRoute, { body: { uuid: id } });

let early: { id: string; answer: Promise<SessionResponse> } | undefined;

/** Redeems a one-time hand-over id (POST /auth/sign_in_by_uuid); the sign-in page's own call reuses an early one. */
export function signInByHandover(id: string): Promise<SessionResponse> {
  if (early?.id === id) {
    const { answer } = early;
    early = undefined;
    return answer;
  }
  return redeem(id);
}

/**
 * Arriving on an organisation's host through a hand-over link (`/signin?id=…&next=…`) that the server did not
 * redeem itself (it does in the link's page request and sends the browser on to the page; not under `vite`, nor
 * for an id it refused), the id is redeemed before React, the router or the sign-in page load, and the address
 * becomes the page the user is going to (the dashboard, or `next`), so the app starts on that page signed in
 * instead of loading the sign-in page first (docs/accounts.md#sub-domains-and-the-hand-over-token). Returns the promise of that
 * page (null when the id was refused: the sign-in page then shows why), or undefined on any other address.
 * `expected` is where the user is probably going, so main.tsx can start that page's code meanwhile.
 */
export function redeemHandoverEarly(): { expected: string; landed: Promise<string | null> } | undefined {
  const url = new URL(window.location.href);
  const id = url.searchParams.get('id');
  if (url.pathname !== '/signin' || !id) return undefined;
  const requested = url.searchParams.get(RETURN_PARAM);
  const answer = redeem(id);
  early = { id, answer };
  const landed = answer.then(
    (reply) => {
      early = undefined;
      const target = landingWithReturn(reply.redirect_url, requested);
      // Another host again (a user whose organisation is elsewhere): a full load there.
      if (/^https?:\/\//.test(target)) {
        window.location.replace(target);
        return new Promise<never>(() => undefined);
      }
      window.history.replaceState(null, '', target);
      return target;
    },
    () => null,
  );
  return { expected: landingWithReturn('/dashboard', requested), landed };
}
