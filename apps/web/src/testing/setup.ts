import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './server';

// Slow, shared CI machines: give findBy/waitFor more than the default second.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks what Mantine measures with: media queries, element resizing and scrolling an option into view.
// Width queries answer as a 1280 px desktop screen would; any other query does not match.
const SCREEN_PX = 1280;
function matchesWidth(query: string): boolean {
  const m = /^\((min|max)-width:\s*([\d.]+)(em|px)\)$/.exec(query.trim());
  if (!m) return false;
  const px = Number(m[2]) * (m[3] === 'em' ? 16 : 1);
  return m[1] === 'min' ? SCREEN_PX >= px : SCREEN_PX <= px;
}
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: matchesWidth(query),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }),
});

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
