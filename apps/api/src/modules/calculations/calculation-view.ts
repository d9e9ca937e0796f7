import type { PersonWire } from '@app/contracts/calculation';
import { expandResults, type PricingSnapshot, type StoredResults } from '@app/pricing';
import type { calculations, users } from '../../db/schema';

/**
 * The answer's data.calculation: inputs as sent, stored results, status and its reasons, the author
 * (docs/product/calculations.md#what-a-saved-calculation-holds).
 */
export function calculationView(row: {
  calculation: typeof calculations.$inferSelect;
  user: typeof users.$inferSelect;
  team?: { id: number; name: string; image: string | null } | null;
}) {
  const c = row.calculation;
  const results = expandResults(c.results as StoredResults);
  return {
    id: c.id,
    name: c.name,
    status: c.status,
    version: c.version,
    tax_year: c.taxYear,
    person_list: c.personList as PersonWire[],
    base_hour_calculation: results.base_hour_calculation ?? null,
    total_assignment_calculation: results.total_assignment_calculation ?? null,
    results,
    rate_snapshot: c.rateSnapshot as PricingSnapshot,
    revenue: Number(c.revenue),
    total_cost: Number(c.totalCost),
    gross_profit: Number(c.grossProfit),
    gross_profit_percent: Number(c.grossProfitPercent),
    reason_choice: c.reasonChoice,
    decline_reason: c.declineReason,
    organization_team: row.team ?? null,
    user: {
      id: row.user.id,
      first_name: row.user.firstName,
      last_name: row.user.lastName,
      image: row.user.image,
    },
    created_at: c.createdAt,
    updated_at: c.updatedAt,
  };
}
