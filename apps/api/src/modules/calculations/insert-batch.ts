import type { Db } from '../../db/client';
import { groupCommit } from '../../db/group-commit';
import { perDatabase } from '../../db/per-database';
import { rawQuery } from '../../db/raw-query';
import type { calculations } from '../../db/schema';
import { SESSION_CHANNEL } from '../../plugins/auth';

/** What a new calculation stores: its columns by their names in the database. */
export type NewCalculationRow = Omit<
  typeof calculations.$inferInsert,
  'id' | 'version' | 'createdAt' | 'revenueText'
> & { revenueText: string };

/** What the save and the list's patch read back of it (list-patch.ts). */
export interface InsertedCalculation {
  id: number;
  status: NewCalculationRow['status'];
  version: number;
  name: string;
  revenue: string;
  gross_profit: string;
  gross_profit_percent: string;
  person_count: number;
  created_at: Date;
  /**
   * The organisation's cached-reads counter as this insert left it (db/cache-versions.ts): a kept list page
   * read at the counter before it may take the row (calculations.routes.ts).
   */
  readsVersion: number;
}

// The columns written, in the order of the statement (id, version and created_at take their defaults).
const COLUMNS = {
  organization_id: 'organizationId',
  user_id: 'userId',
  team_id: 'teamId',
  name: 'name',
  status: 'status',
  tax_year: 'taxYear',
  person_list: 'personList',
  rate_snapshot: 'rateSnapshot',
  results: 'results',
  revenue: 'revenue',
  total_cost: 'totalCost',
  gross_profit: 'grossProfit',
  gross_profit_percent: 'grossProfitPercent',
  person_count: 'personCount',
  reason_choice: 'reasonChoice',
  decline_reason: 'declineReason',
  search_text: 'searchText',
  revenue_text: 'revenueText',
  updated_at: 'updatedAt',
  updated_by_id: 'updatedById',
  idempotency_key: 'idempotencyKey',
} as const satisfies Record<string, keyof NewCalculationRow>;
const names = Object.keys(COLUMNS).join(', ');

/**
 * Every row of the batch in one parameter (a JSON array), so the statement's text never changes and is prepared
 * once per connection; the rows come back in the array's order. The numbers come back as the columns store them.
 */
const INSERT = {
  name: 'calculations_insert_batch',
  text: `with inserted as (
      insert into calculations (${names})
      select ${names} from json_populate_recordset(null::calculations, $1::json) with ordinality
      order by ordinality
      returning id, organization_id, status, version, name, revenue::text as revenue,
        gross_profit::text as gross_profit, gross_profit_percent::text as gross_profit_percent, person_count,
        created_at
    ),
    -- The rows' organisations' cached reads are stale from this commit (db/cache-versions.ts). The sort takes
    -- every row first, so the counters are locked after the rows' counts, as in every other insert.
    bumped as (
      insert into cache_versions as v (key, version)
      select distinct 'r:' || organization_id, 1 from inserted order by 1
      on conflict (key) do update set version = v.version + 1
      returning key, version
    ),
    -- The k-th id is the k-th row of $1 (ids are drawn in insertion order), and $3's k-th notice is its own.
    numbered as (select inserted.*, row_number() over (order by id) as k from inserted),
    told as (
      select count(pg_notify($2, (n.notice::jsonb || jsonb_build_object(
          'inserted', to_jsonb(r) - 'organization_id' - 'k', 'readsVersion', bumped.version))::text)) as told
      from numbered r
      join bumped on bumped.key = 'r:' || r.organization_id
      join unnest($3::text[]) with ordinality as n(notice, k) on n.k = r.k
      where n.notice is not null
    )
    select inserted.*, bumped.version::text as reads_version
    from inserted join bumped on bumped.key = 'r:' || inserted.organization_id, told
    order by inserted.id`,
};

/** A row as the statement answers it. */
type InsertedRow = Omit<InsertedCalculation, 'readsVersion'> & {
  organization_id: number;
  reads_version: string;
};

const asColumns = (row: NewCalculationRow) =>
  Object.fromEntries(Object.entries(COLUMNS).map(([column, key]) => [column, row[key] ?? null]));

/**
 * Each new row adds one to its organisation, team and member's monthly count (a trigger's upsert, which locks that
 * count's row until the statement commits). Two batches locking the same counts in opposite orders would wait on
 * each other until PostgreSQL breaks the deadlock a second later; written in this one order, they queue instead.
 */
const byCountedKey = (a: NewCalculationRow, b: NewCalculationRow) =>
  a.organizationId - b.organizationId || (a.teamId ?? 0) - (b.teamId ?? 0) || a.userId - b.userId;

/** A new calculation, and what its save tells the other processes when it commits (plugins/auth.ts). */
export interface NewCalculation {
  row: NewCalculationRow;
  /** A JSON object: sent with the stored row (`inserted`) and the counter it left (`readsVersion`) added. */
  notice?: string | undefined;
}

/**
 * Inserts the rows in one statement; answers them in the order given. The statement also sends each save's
 * notice (NOTIFY on the session channel) with what the row stored, so the other processes can put it on their
 * kept list pages (list-cache.ts): delivered when the rows commit, never for rows the database refused, and no
 * round trip of its own.
 */
export async function insertCalculationRows(db: Db, saves: NewCalculation[]): Promise<InsertedCalculation[]> {
  const rows = saves.map((save) => save.row);
  const order = rows.map((_, i) => i).sort((a, b) => byCountedKey(rows[a]!, rows[b]!));
  const sent = JSON.stringify(order.map((i) => asColumns(rows[i]!)));
  const notices = order.map((i) => saves[i]!.notice ?? null);
  const inserted = await rawQuery<InsertedRow>(db, INSERT, [sent, SESSION_CHANNEL, notices]);
  const answers: InsertedCalculation[] = [];
  // The embedded database may answer a timestamp as text.
  for (const [k, i] of order.entries()) {
    const { organization_id: _, reads_version, ...row } = inserted[k]!;
    answers[i] = { ...row, created_at: new Date(row.created_at), readsVersion: Number(reads_version) };
  }
  return answers;
}

const batcherOf = perDatabase((db) =>
  groupCommit({
    runAll: (saves: NewCalculation[]) => insertCalculationRows(db, saves),
    runOne: async (one: NewCalculation) => (await insertCalculationRows(db, [one]))[0]!,
  }),
);

/**
 * Inserts a new calculation together with the others saved in the same turn of the event loop: one statement
 * for all of them, each save its own row and id (docs/performance.md#group-commit). A batch the database
 * refuses is retried row by row, so a bad row fails only its own save. No rule is checked across calculations
 * (no count, limit or numbering), so rows written together cannot break one.
 */
export function insertCalculationBatched(db: Db, save: NewCalculation): Promise<InsertedCalculation> {
  return batcherOf(db)(save);
}
