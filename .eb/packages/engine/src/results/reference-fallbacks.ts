import { REFERENCE_FIGURES, type ReferenceFallback } from '../types/result';

/**
 * Collects the reference fallbacks of several results once each (same year, figures and state), in a stable
 * order: by year, then federal before state figures, then state. A fallback is a fact about the data, so a
 * sum reports it when any result it adds reports it.
 */
export class FallbackSet {
  readonly #seen = new Map<string, ReferenceFallback>();

  add(fallbacks: readonly ReferenceFallback[]): void {
    for (const f of fallbacks) {
      const key = `${f.year}|${f.figures}|${f.state ?? ''}`;
      if (!this.#seen.has(key)) this.#seen.set(key, { ...f });
    }
  }

  list(): ReferenceFallback[] {
    const order = (f: ReferenceFallback) => REFERENCE_FIGURES.indexOf(f.figures);
    return [...this.#seen.values()].sort(
      (a, b) => a.year - b.year || order(a) - order(b) || (a.state ?? '').localeCompare(b.state ?? ''),
    );
  }
}
