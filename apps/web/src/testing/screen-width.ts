import { onTestFinished, vi } from 'vitest';

/** A desktop screen: the width jsdom's media queries answer for by default (setup.ts). */
export const DESKTOP_PX = 1280;
/** The phone every page must work on (docs/product/README.md#how-it-looks-and-feels). */
const PHONE_PX = 390;

/** Whether a `(min-width: …)` or `(max-width: …)` query, in em or px, matches a screen `px` wide; any other query does not. */
function matchesWidth(query: string, px: number): boolean {
  const m = /^\((min|max)-width:\s*([\d.]+)(em|px)\)$/.exec(query.trim());
  if (!m) return false;
  const limit = Number(m[2]) * (m[3] === 'em' ? 16 : 1);
  return m[1] === 'min' ? px >= limit : px <= limit;
}

/** window.matchMedia as a screen `px` wide answers it (jsdom has none). */
export const mediaAt = (px: number) => (query: string) =>
  ({
    matches: matchesWidth(query, px),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as unknown as MediaQueryList;

/** From this call to the end of the test, media queries answer as a 390 px phone would. */
export function onPhoneScreen() {
  const spy = vi.spyOn(window, 'matchMedia').mockImplementation(mediaAt(PHONE_PX));
  onTestFinished(() => spy.mockRestore());
}
