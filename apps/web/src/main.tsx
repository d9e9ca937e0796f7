import '@fontsource-variable/inter';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRoot, beforeFirstRender } from './app/public-site';
import { preloadPath } from './app/route-preload';
import { startBootstrap } from './lib/bootstrap';
import { redeemHandoverEarly } from './lib/handover';

/**
 * The one request every page waits for leaves before React renders (lib/bootstrap.ts), and a signed-in page's
 * code and data leave at once too, in parallel with the router's code. Arriving through a hand-over link, the
 * link is redeemed first (its session is what the startup answer must see) while the code of the page the user
 * is going to loads (lib/handover.ts).
 */
function start(): Promise<unknown> {
  const handover = redeemHandoverEarly();
  if (!handover) {
    startBootstrap().catch(() => undefined);
    return beforeFirstRender(preloadPath(window.location.pathname));
  }
  const code = preloadPath(handover.expected, { data: false });
  // The router reads the address when it starts, so it starts after the hand-over; its code loads meanwhile.
  import('./app/router').catch(() => undefined);
  return handover.landed.then((target) => {
    startBootstrap({ afterSignIn: target !== null }).catch(() => undefined);
    return beforeFirstRender(Promise.all([code, preloadPath(window.location.pathname)]));
  });
}

start().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <AppRoot />
      </AppProviders>
    </StrictMode>,
  ),
);
