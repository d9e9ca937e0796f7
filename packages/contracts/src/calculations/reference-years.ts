import type { ReferenceFallback, ReferenceFigures } from '@app/engine';

/** What each kind of reference figure is called in the notice (docs/product/calculations.md#reference-years). */
const NAMES: Record<ReferenceFigures, [one: string, many: string]> = {
  federal: ['federal tax figures', 'federal tax figures'],
  suta_wage_base: ['SUTA wage base', 'SUTA wage bases'],
  futa_credit_reduction: ['FUTA credit reduction', 'FUTA credit reductions'],
};

const and = (parts: string[]) =>
  parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;

/**
 * One sentence per year priced with another year's reference figures, the same on the calculator, the
 * calculation page and its PDF: "2027: 2026 federal tax figures and SUTA wage base (TX) used; 2027's not yet
 * published." Empty when the data covers every year. Accepts a missing list (results stored before it existed).
 */
export function referenceYearNotes(fallbacks: readonly ReferenceFallback[] | null | undefined): string[] {
  const byYear = new Map<string, ReferenceFallback[]>();
  for (const f of fallbacks ?? []) {
    const key = `${f.year}|${f.used_year}`;
    byYear.set(key, [...(byYear.get(key) ?? []), f]);
  }
  return [...byYear.values()]
    .sort((a, b) => a[0]!.year - b[0]!.year || a[0]!.used_year - b[0]!.used_year)
    .map((group) => {
      const { year, used_year: used } = group[0]!;
      const parts = (Object.keys(NAMES) as ReferenceFigures[]).flatMap((figures) => {
        const states = [...new Set(group.filter((f) => f.figures === figures).map((f) => f.state ?? ''))];
        if (states.length === 0) return [];
        const [one, many] = NAMES[figures];
        const named = states.filter(Boolean);
        return [named.length === 0 ? one : `${named.length > 1 ? many : one} (${named.join(', ')})`];
      });
      const why = used < year ? 'not yet published' : 'not in the reference data';
      return `${year}: ${used} ${and(parts)} used; ${year}'s ${why}.`;
    });
}
