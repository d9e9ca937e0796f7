/**
 * Chooses the statutory sick-leave rules that apply to an organisation in one state, from the seeded
 * statute table, and turns them into the SPTO settings rows (accrual rate = hours worked per hour earned).
 *
 * - Only active rules; a rule for a tier of employers applies when the organisation's size falls in it
 *   (sizes are parsed from the tier text: "fewer than 15", "15 or more", "25-99", "11+", "more than 10").
 *   Tiers that cannot be parsed ("all employers") apply to everyone; special groups (tipped workers) are
 *   skipped. When several tiers match, the most generous one is kept.
 * - Rows of one jurisdiction marked "ADD" (Chicago's two ordinances) are summed: rates add, caps add.
 * - Blank caps (not verified in the source) become 0, which the engine reads as "no cap".
 */
export interface StatuteRule {
  id: number;
  jurisdiction: string;
  stateCode: string;
  city: string | null;
  hoursEarned: string | null;
  perHoursWorked: string | null;
  annualCapHours: string | null;
  totalCapHours: string | null;
  employerTier: string | null;
  status: string;
}

export interface SptoSeedRow {
  city: string | null;
  accrualRate: number;
  accrualCapPerYear: number;
  totalCap: number;
  sourceRuleId: number;
}

/** The employee-count options of the company form, read as the smallest count they stand for. */
export function employeeCount(label: string | null | undefined): number {
  if (!label) return 50;
  if (label.startsWith('<')) return 9;
  const n = Number.parseInt(label.replace(/[^\d]/g, ''), 10);
  return Number.isFinite(n) ? n : 50;
}

export function tierRange(tier: string | null): [number, number] | null {
  if (!tier) return [0, Number.POSITIVE_INFINITY];
  const t = tier.toLowerCase();
  if (/tipped|domestic/.test(t) && !/all employers/.test(t)) return null;
  let m = t.match(/fewer than (\d+)/);
  if (m) return [0, Number(m[1]) - 1];
  m = t.match(/(\d+)\s*-\s*(\d+)/);
  if (m) return [Number(m[1]), Number(m[2])];
  m = t.match(/(\d+) or fewer/);
  if (m) return [0, Number(m[1])];
  m = t.match(/more than (\d+)/);
  if (m) return [Number(m[1]) + 1, Number.POSITIVE_INFINITY];
  m = t.match(/(\d+)\s*(\+|or more)/);
  if (m) return [Number(m[1]), Number.POSITIVE_INFINITY];
  return [0, Number.POSITIVE_INFINITY];
}

const num = (v: string | null) => (v === null || v === '' ? 0 : Number(v));

function toRow(rule: StatuteRule): SptoSeedRow | null {
  const earned = num(rule.hoursEarned);
  const per = num(rule.perHoursWorked);
  if (earned <= 0 || per <= 0) return null;
  return {
    city: rule.city,
    accrualRate: per / earned,
    accrualCapPerYear: num(rule.annualCapHours),
    totalCap: num(rule.totalCapHours),
    sourceRuleId: rule.id,
  };
}

/** Hours earned per hour worked: the comparable measure of generosity. */
const earnRate = (r: SptoSeedRow) => (r.accrualRate > 0 ? 1 / r.accrualRate : 0);

export function sptoRowsFor(rules: StatuteRule[], employees: number): SptoSeedRow[] {
  const byPlace = new Map<string, { add: SptoSeedRow[]; tiers: SptoSeedRow[] }>();
  for (const rule of rules) {
    if (rule.status !== 'active') continue;
    const range = tierRange(rule.employerTier);
    if (!range || employees < range[0] || employees > range[1]) continue;
    const row = toRow(rule);
    if (!row) continue;
    const key = rule.city ?? '';
    const entry = byPlace.get(key) ?? { add: [], tiers: [] };
    if (/\badd\b/i.test(rule.employerTier ?? '')) entry.add.push(row);
    else entry.tiers.push(row);
    byPlace.set(key, entry);
  }
  const result: SptoSeedRow[] = [];
  for (const { add, tiers } of byPlace.values()) {
    if (add.length > 0) {
      const rate = add.reduce((s, r) => s + earnRate(r), 0);
      result.push({
        city: add[0]!.city,
        accrualRate: 1 / rate,
        accrualCapPerYear: add.reduce((s, r) => s + r.accrualCapPerYear, 0),
        totalCap: add.reduce((s, r) => s + r.totalCap, 0),
        sourceRuleId: add[0]!.sourceRuleId,
      });
    } else if (tiers.length > 0) {
      const best = [...tiers].sort(
        (a, b) => earnRate(b) - earnRate(a) || b.accrualCapPerYear - a.accrualCapPerYear,
      )[0]!;
      result.push(best);
    }
  }
  return result;
}
