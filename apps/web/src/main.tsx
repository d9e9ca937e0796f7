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

// The one request every page waits for leaves before React renders (lib/bootstrap.ts).
startBootstrap().catch(() => undefined);
// A signed-in page's code and data leave at once too, in parallel with the router's code.
const pageCode = preloadPath(window.location.pathname);

beforeFirstRender(pageCode).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <AppRoot />
      </AppProviders>
    </StrictMode>,
  ),
);
