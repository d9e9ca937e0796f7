import { CALCULATION_STATUSES } from '@app/contracts/calculations/status';
import { sql } from 'drizzle-orm';
import type { ScratchApp } from './scratch-app';

/**
 * `rows` calculations of the scratch organisation written in one SQL statement (seconds, not the hours the API
 * would take): varied names, members, statuses and figures, one a minute back from now, then VACUUM ANALYZE
 * for the steady state autovacuum would have reached. The lists read only the summary columns, so the person
 * list and results stay empty.
 */
export async function insertCalculations(
  { database, org }: Pick<ScratchApp, 'database' | 'org'>,
  rows: number,
) {
  const userIds = Object.values(org.members).map((m) => m.userId);
  const statuses = sql.join(
    CALCULATION_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  await database.db.execute(sql`
    insert into calculations (organization_id, user_id, name, status, tax_year, person_list, rate_snapshot, results,
      revenue, total_cost, gross_profit, gross_profit_percent, person_count, revenue_text, search_text, created_at)
    select ${org.id}, (array[${sql.raw(userIds.join(','))}])[1 + (g % ${userIds.length})],
      (array['Nurses','Warehouse pickers','Payroll clerks','CNC machinists','Drivers','Receptionists'])[1 + (g % 6)] || ' ' || g,
      (array[${statuses}])[1 + (g % ${CALCULATION_STATUSES.length})], 2026, '[]', '{}', '{}',
      round((1000 + (g * 7919) % 250000)::numeric, 2), 0, round(((g * 31) % 50000)::numeric, 2), 20, 1,
      round((1000 + (g * 7919) % 250000)::numeric, 2)::text,
      lower((array['Nurses','Warehouse pickers','Payroll clerks','CNC machinists','Drivers','Receptionists'])[1 + (g % 6)] || ' ' || g || ' member bench'),
      now() - (g || ' minutes')::interval
    from generate_series(1, ${rows}) g`);
  await database.db.execute(sql`vacuum analyze calculations`);
}
