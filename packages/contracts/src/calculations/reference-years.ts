import type { ReferenceFallback, ReferenceFigures } from '@app/engine';

/** What each kind of reference figure is called in the notice (docs/product/calculations.md#reference-years). */
const NAMES: Record<ReferenceFigures, [one: string, many: string]> = {
  federal: ['federal tax figures', 'federal tax figures'],
  suta_wage_base: ['SUTA wage base', 'SUTA wage bases'],
  futa_credit_reduction: ['FUTA credit reduction', 'FUTA credit reductions'],
};

const and = (parts: string[]) =>
  parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;

/** "federal tax figures and SUTA wage bases (NY, TX)": the figures of one group, federal first. */
function partsOf(group: readonly ReferenceFallback[]): string {
  const parts = (Object.keys(NAMES) as ReferenceFigures[]).flatMap((figures) => {
    const states = [...new Set(group.filter((f) => f.figures === figures).map((f) => f.state ?? ''))];
    if (states.length === 0) return [];
    const [one, many] = NAMES[figures];
    const named = states.filter(Boolean);
    return [named.length === 0 ? one : `${named.length > 1 ? many : one} (${named.join(', ')})`];
  });
  return and(parts);
}

/**
 * One sentence per year priced with another year's reference figures, the same on the calculator, the
 * calculation page and its PDF: "2027: 2026 federal tax figures and SUTA wage base (TX) used; the 2027 figures
 * are not in our reference data." It never says a figure is "not yet published": a state may well have
 * published one our data lacks (docs/product/calculations.md#reference-years). Figures taken from different
 * years say each year ("2026 federal tax figures and 2025 SUTA wage base (TX)"). Empty when the data covers
 * every year; accepts a missing list (results stored before it).
 */
export function referenceYearNotes(fallbacks: readonly ReferenceFallback[] | null | undefined): string[] {
  const byYear = new Map<number, ReferenceFallback[]>();
  for (const f of fallbacks ?? []) byYear.set(f.year, [...(byYear.get(f.year) ?? []), f]);
  return [...byYear.entries()]
    .sort(([a], [b]) => a - b)
    .map(([year, group]) => {
      const used = [...new Set(group.map((f) => f.used_year))].sort((a, b) => b - a);
      const segments = used.map((u) => `${u} ${partsOf(group.filter((f) => f.used_year === u))}`);
      const one = group.length === 1 && group[0]?.figures !== 'federal';
      return `${year}: ${and(segments)} used; the ${year} ${one ? 'figure is' : 'figures are'} not in our reference data.`;
    });
}
