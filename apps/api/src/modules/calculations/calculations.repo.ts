import { REVIEWER_ROLES, ROLE_ID } from '@app/contracts/accounts/roles';
import { and, asc, count, desc, eq, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { summarySearch } from '../../db/list-search';
import {
  calculationOptions,
  calculations,
  cities,
  costItems,
  federalTaxYears,
  futaCreditReductions,
  healthcarePackages,
  organizations,
  organizationUsers,
  perDiemRates,
  salesTaxSettings,
  sptoSettings,
  stateOvertimeRules,
  stateSettings,
  states,
  stateWageBases,
  teams,
  users,
} from '../../db/schema';
import { referenceRows, referenceRowsFor } from '../reference';

export interface ListCalculationsQuery {
  organizationId: number;
  page: number;
  perPage: number;
  status?: string;
  memberId?: number;
  teamId?: number;
  revenueMin?: number;
  revenueMax?: number;
  dateFrom?: string;
  dateTo?: string;
  search?: string;
  sort: 'title' | 'revenue' | 'member' | 'date' | 'status';
  order: 'asc' | 'desc';
}

function listWhere(q: ListCalculationsQuery): SQL {
  return and(
    eq(calculations.organizationId, q.organizationId),
    q.status ? eq(calculations.status, q.status as never) : undefined,
    q.memberId ? eq(calculations.userId, q.memberId) : undefined,
    q.teamId ? eq(calculations.teamId, q.teamId) : undefined,
    q.revenueMin !== undefined ? gte(calculations.revenue, String(q.revenueMin)) : undefined,
    q.revenueMax !== undefined ? lte(calculations.revenue, String(q.revenueMax)) : undefined,
    q.dateFrom ? gte(calculations.createdAt, new Date(`${q.dateFrom}T00:00:00Z`)) : undefined,
    q.dateTo ? lte(calculations.createdAt, new Date(`${q.dateTo}T23:59:59.999Z`)) : undefined,
    q.search ? summarySearch(calculations.searchText, calculations.revenueText, q.search) : undefined,
  )!;
}

const summaryColumns = {
  id: calculations.id,
  name: calculations.name,
  status: calculations.status,
  revenue: calculations.revenue,
  gross_profit: calculations.grossProfit,
  gross_profit_percent: calculations.grossProfitPercent,
  person_count: calculations.personCount,
  created_at: calculations.createdAt,
  user: { id: users.id, first_name: users.firstName, last_name: users.lastName, image: users.image },
  team: { id: teams.id, name: teams.name, image: teams.image },
};

/**
 * One page of the list with its authors and teams in the same query: the page is cut in the calculations'
 * index order and the joins read ten rows each by primary key (one round trip fewer per list).
 */
async function pageRows(db: DbOrTx, q: ListCalculationsQuery, where: SQL) {
  const dir = q.order === 'asc' ? asc : desc;
  const offset = (q.page - 1) * q.perPage;
  const page = db
    .select(summaryColumns)
    .from(calculations)
    .innerJoin(users, eq(users.id, calculations.userId))
    .leftJoin(
      teams,
      and(eq(teams.id, calculations.teamId), eq(teams.organizationId, calculations.organizationId)),
    )
    .where(where);
  if (q.sort === 'member') {
    return page
      .orderBy(dir(users.firstName), dir(users.lastName), dir(calculations.id))
      .limit(q.perPage)
      .offset(offset);
  }
  const column = {
    title: calculations.name,
    revenue: calculations.revenue,
    date: calculations.createdAt,
    status: calculations.status,
  }[q.sort];
  return page.orderBy(dir(column), dir(calculations.id)).limit(q.perPage).offset(offset);
}

export async function listCalculations(db: DbOrTx, q: ListCalculationsQuery) {
  const where = listWhere(q);
  const [rows, [total]] = await Promise.all([
    pageRows(db, q, where),
    db.select({ n: count() }).from(calculations).where(where),
  ]);
  return { calculation: rows.map(toListRow), total: total?.n ?? 0, page: q.page, per_page: q.perPage };
}

export type ListPage = Awaited<ReturnType<typeof listCalculations>>;
type SummaryRow = Awaited<ReturnType<typeof pageRows>>[number];

/** One row of the list as it is answered: the list's query and a new calculation (list-patch.ts) both use it. */
export function toListRow(r: SummaryRow) {
  return {
    id: r.id,
    name: r.name,
    status: r.status,
    revenue: Number(r.revenue),
    gross_profit: Number(r.gross_profit),
    gross_profit_percent: Number(r.gross_profit_percent),
    person_count: r.person_count,
    organization_team: r.team,
    user: r.user,
    created_at: r.created_at,
  };
}

export async function findCalculation(db: DbOrTx, opts: { organizationId: number; id: number }) {
  const [row] = await db
    .select({
      calculation: calculations,
      user: users,
      team: { id: teams.id, name: teams.name, image: teams.image },
    })
    .from(calculations)
    .innerJoin(users, eq(users.id, calculations.userId))
    .leftJoin(teams, eq(teams.id, calculations.teamId))
    .where(and(eq(calculations.id, opts.id), eq(calculations.organizationId, opts.organizationId)));
  return row ?? null;
}

/** The organisation and reference rows a calculation is priced with that do not depend on its locations. */
export async function readOrganizationRates(
  db: DbOrTx,
  organizationId: number,
  { withOrganization = true }: { withOrganization?: boolean } = {},
) {
  const [federal, packages, costs, [options], [organization]] = await Promise.all([
    referenceRows('federal_tax_years', () => db.select().from(federalTaxYears)),
    db.select().from(healthcarePackages).where(eq(healthcarePackages.organizationId, organizationId)),
    db.select().from(costItems).where(eq(costItems.organizationId, organizationId)),
    db.select().from(calculationOptions).where(eq(calculationOptions.organizationId, organizationId)),
    withOrganization ? db.select().from(organizations).where(eq(organizations.id, organizationId)) : [],
  ]);
  return { federal, packages, costs, options, organization };
}

export type PerDiemRow = typeof perDiemRates.$inferSelect;
export type OvertimeRuleRow = typeof stateOvertimeRules.$inferSelect;

/**
 * The rates of these states and cities, each table read once for all of them (one round of queries in
 * parallel, not one per location): a 3-state calculation's snapshot is then one round trip.
 */
export async function readLocationRates(
  db: DbOrTx,
  organizationId: number,
  stateIds: number[],
  cityIds: number[],
) {
  const org = organizationId;
  const [stateRows, cityRows, settings, bases, reductions, sptoRows, taxRows, perDiems, overtimeRules] =
    await Promise.all([
      referenceRowsFor(
        'states',
        stateIds,
        (ids) => db.select().from(states).where(inArray(states.id, ids)),
        (r) => r.id,
      ),
      referenceRowsFor(
        'cities',
        cityIds,
        (ids) => db.select().from(cities).where(inArray(cities.id, ids)),
        (r) => r.id,
      ),
      db
        .select()
        .from(stateSettings)
        .where(and(eq(stateSettings.organizationId, org), inArray(stateSettings.stateId, stateIds))),
      referenceRowsFor(
        'state_wage_bases',
        stateIds,
        (ids) => db.select().from(stateWageBases).where(inArray(stateWageBases.stateId, ids)),
        (r) => r.stateId,
      ),
      referenceRowsFor(
        'futa_credit_reductions',
        stateIds,
        (ids) =>
          db
            .select({
              stateId: states.id,
              stateCode: futaCreditReductions.stateCode,
              year: futaCreditReductions.year,
              creditReduction: futaCreditReductions.creditReduction,
            })
            .from(futaCreditReductions)
            .innerJoin(states, eq(states.code, futaCreditReductions.stateCode))
            .where(inArray(states.id, ids)),
        (r) => r.stateId,
      ),
      db
        .select()
        .from(sptoSettings)
        .where(and(eq(sptoSettings.organizationId, org), inArray(sptoSettings.stateId, stateIds))),
      db
        .select()
        .from(salesTaxSettings)
        .where(and(eq(salesTaxSettings.organizationId, org), inArray(salesTaxSettings.stateId, stateIds))),
      cityIds.length
        ? referenceRowsFor(
            'per_diem_rates',
            stateIds,
            (ids) =>
              db
                .select({ stateId: states.id, row: perDiemRates })
                .from(perDiemRates)
                .innerJoin(states, eq(states.code, perDiemRates.stateCode))
                .where(inArray(states.id, ids)),
            (r) => r.stateId,
          )
        : Promise.resolve([]),
      referenceRowsFor(
        'state_overtime_rules',
        stateIds,
        (ids) =>
          db
            .select({ stateId: states.id, rule: stateOvertimeRules })
            .from(stateOvertimeRules)
            .innerJoin(states, eq(states.code, stateOvertimeRules.stateCode))
            .where(inArray(states.id, ids)),
        (r) => r.stateId,
      ),
    ]);
  return { stateRows, cityRows, settings, bases, reductions, sptoRows, taxRows, perDiems, overtimeRules };
}

/** The state of each of these cities (reference data). */
export async function cityStates(db: DbOrTx, cityIds: number[]) {
  const rows = await referenceRowsFor(
    'cities',
    [...new Set(cityIds)],
    (ids) => db.select().from(cities).where(inArray(cities.id, ids)),
    (r) => r.id,
  );
  return rows.map((r) => ({ id: r.id, stateId: r.stateId }));
}

/** The names of these states and cities (reference data), for documents. */
export async function placeNames(db: DbOrTx, stateIds: number[], cityIds: number[]) {
  const [stateRows, cityRows] = await Promise.all([
    stateIds.length ? db.select().from(states).where(inArray(states.id, stateIds)) : [],
    cityIds.length ? db.select().from(cities).where(inArray(cities.id, cityIds)) : [],
  ]);
  return { stateRows, cityRows };
}

export async function findOrganization(db: DbOrTx, organizationId: number) {
  const [org] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
  return org;
}

export async function findUserName(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, image: users.image })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

// Only what callers need back: returning the whole row would ship a megabyte of results twice.
const saved = { id: calculations.id, status: calculations.status, version: calculations.version };

type CalculationValues = Omit<
  typeof calculations.$inferInsert,
  'id' | 'organizationId' | 'userId' | 'teamId' | 'version' | 'createdAt'
>;

/**
 * Compare-and-set in one statement: of two saves from the same version exactly one matches. Undefined when no
 * row matched (gone, another organisation's, or a newer version).
 */
export async function updateCalculationAtVersion(
  db: DbOrTx,
  opts: { organizationId: number; id: number; version: number },
  values: CalculationValues,
) {
  const [row] = await db
    .update(calculations)
    .set({ ...values, version: sql`${calculations.version} + 1` })
    .where(
      and(
        eq(calculations.id, opts.id),
        eq(calculations.organizationId, opts.organizationId),
        eq(calculations.version, opts.version),
      ),
    )
    .returning(saved);
  return row;
}

/** The version of the calculation and who saved it last, when. */
export async function lastSaveOf(db: DbOrTx, organizationId: number, id: number) {
  const [current] = await db
    .select({
      version: calculations.version,
      updatedAt: calculations.updatedAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(calculations)
    .leftJoin(users, eq(users.id, calculations.updatedById))
    .where(and(eq(calculations.id, id), eq(calculations.organizationId, organizationId)));
  return current;
}

/** The author's names and the team a calculation was created in. */
export async function authorAndTeamOf(db: DbOrTx, organizationId: number, id: number) {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      image: users.image,
      teamId: teams.id,
      teamName: teams.name,
      teamImage: teams.image,
    })
    .from(calculations)
    .innerJoin(users, eq(users.id, calculations.userId))
    .leftJoin(teams, eq(teams.id, calculations.teamId))
    .where(and(eq(calculations.id, id), eq(calculations.organizationId, organizationId)));
  if (!row) return undefined;
  const { teamId, teamName, teamImage, ...author } = row;
  const team = teamId === null || teamName === null ? null : { id: teamId, name: teamName, image: teamImage };
  return { ...author, team };
}

/** The calculation's id, name, status and author, locked until the transaction ends. */
export async function lockCalculation(tx: DbOrTx, organizationId: number, id: number) {
  const [calc] = await tx
    .select({
      id: calculations.id,
      name: calculations.name,
      status: calculations.status,
      userId: calculations.userId,
    })
    .from(calculations)
    .where(and(eq(calculations.id, id), eq(calculations.organizationId, organizationId)))
    .for('update');
  return calc;
}

export async function setCalculationStatus(
  tx: DbOrTx,
  id: number,
  values: Pick<typeof calculations.$inferInsert, 'status' | 'reasonChoice' | 'declineReason' | 'updatedAt'>,
) {
  const [updated] = await tx
    .update(calculations)
    .set(values)
    .where(eq(calculations.id, id))
    .returning({ id: calculations.id, status: calculations.status });
  return updated!;
}

const REVIEWER_ROLE_IDS = REVIEWER_ROLES.map((role) => ROLE_ID[role]);

/** The organisation's reviewers (Owner, Admin, Manager) but `exceptUserId`. */
export async function reviewersOf(tx: DbOrTx, organizationId: number, exceptUserId: number) {
  return tx
    .select({ userId: organizationUsers.userId })
    .from(organizationUsers)
    .where(
      and(
        eq(organizationUsers.organizationId, organizationId),
        inArray(organizationUsers.roleId, REVIEWER_ROLE_IDS),
        ne(organizationUsers.userId, exceptUserId),
      ),
    );
}

/** The calculation's id when it belongs to the organisation. */
export async function findCalculationId(tx: DbOrTx, organizationId: number, id: number) {
  const [calc] = await tx
    .select({ id: calculations.id })
    .from(calculations)
    .where(and(eq(calculations.id, id), eq(calculations.organizationId, organizationId)));
  return calc?.id;
}

export async function deleteCalculationRow(tx: DbOrTx, id: number) {
  await tx.delete(calculations).where(eq(calculations.id, id));
}
