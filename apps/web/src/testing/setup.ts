import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { DESKTOP_PX, mediaAt } from './screen-width';
import { server } from './server';

// Slow, shared CI machines: give findBy/waitFor more than the default second.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks what Mantine measures with: media queries, element resizing and scrolling an option into view.
// Width queries answer as a 1280 px desktop screen would (a test may switch to a phone: onPhoneScreen()).
Object.defineProperty(window, 'matchMedia', { writable: true, value: mediaAt(DESKTOP_PX) });

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = NoResizeObserver;
Element.prototype.scrollIntoView = () => {};
// Mantine's autosizing Textarea re-measures when web fonts finish loading; jsdom has no FontFaceSet.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

// Every request goes to msw; one that no handler answers fails the test instead of reaching the network.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());
