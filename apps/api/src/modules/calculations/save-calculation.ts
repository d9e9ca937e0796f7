import { type PlainPerson, personToWire } from '@app/contracts/calculation';
import type { CalculationStatus } from '@app/contracts/calculations/status';
import { MAX_STORED_MONEY, MAX_STORED_PERCENT } from '@app/contracts/limits';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../plugins/app-error';
import type { ReadCache } from '../../plugins/read-cache';
import { primaryTeamOf } from '../accounts';
import { assertCalculationAllowed } from '../billing';
import {
  authorAndTeamOf,
  cityStates,
  findOrganization,
  findUserName,
  lastSaveOf,
  toListRow,
  updateCalculationAtVersion,
} from './calculations.repo';
import { computeResults } from './compute';
import { insertCalculationBatched } from './insert-batch';
import { buildSnapshot, taxDay } from './rate-snapshot';
import { firstSaveStatus } from './status';

export interface SaveCalculationInput {
  id?: number;
  /** With id: the version the edit was made from; a newer one in the database answers 409. */
  version?: number;
  name: string;
  /** The persons in plain names (stored in the wire format, docs/decisions/0013-one-person-schema.md). */
  personList: PlainPerson[];
  /** The summary modal saves as 'New calculation'; the wizard leaves it to the organisation's rule. */
  status?: 'New calculation';
  /** A new calculation made under an API Idempotency-Key: stored in its own insert (docs/decisions/0012). */
  idempotencyKey?: string;
}

/**
 * Who saves, with what the request already read when it has it (no query then): the organisation (its membership)
 * and the subscription (the read-only gate's fresh read).
 */
export interface SaveActor {
  organizationId: number;
  userId: number;
  organization?: { isEnterprise: boolean; alwaysAccrue: boolean };
  /** The app's cache of organisation settings (plugins/auth.ts), for this organisation's rates. */
  settingsCache?: Pick<ReadCache, 'read'>;
  /** The saver (the request's user): the list searches by their name and shows their picture. */
  user?: { firstName: string; lastName: string; image: string | null };
  subscription?: { status: string; planName: string } | null;
  /** The clock's now: the tax year and the day the calculation is priced at, and its update stamp. */
  now: Date;
  /** A new calculation's notice to the other processes, sent in its insert (`sessionCache.notice`). */
  notice?: string | undefined;
}

/** Every state and city named in the persons, checked against the reference tables. */
async function locationsOf(db: DbOrTx, personList: PlainPerson[]) {
  const pairs = personList.flatMap((p, pi) =>
    (p.locations ?? []).map((l, li) => ({
      pi,
      li,
      stateId: Number(l.state_id),
      cityId: l.city_id ? Number(l.city_id) : null,
    })),
  );
  const cityIds = [...new Set(pairs.map((p) => p.cityId).filter((c): c is number => c !== null))];
  const found = await cityStates(db, cityIds);
  const cityState = new Map(found.map((c) => [c.id, c.stateId]));
  const errors: Record<string, string[]> = {};
  for (const p of pairs) {
    if (p.cityId !== null && cityState.get(p.cityId) !== p.stateId) {
      errors[`persons.${p.pi}.locations.${p.li}.city_id`] = ['City is not in the chosen state'];
    }
  }
  if (Object.keys(errors).length) throw AppError.validation(errors);
  return pairs;
}

/** Read through the organisation's settings cache when the request has one (any write but a calculation's drops it). */
function remembered<T>(actor: SaveActor, key: string, load: () => Promise<T>): Promise<T> {
  return actor.settingsCache ? actor.settingsCache.read(actor.organizationId, key, load) : load();
}

/** The calculation's rates as of now, and its results from the engine. */
async function priceCalculation(db: DbOrTx, actor: SaveActor, personList: PlainPerson[]) {
  const pairs = await locationsOf(db, personList);
  const startDates = new Map(
    personList.map((p, i) => [
      i,
      p.assignment?.have_start_end_date === 'yes' ? (p.assignment.start_date ?? undefined) : undefined,
    ]),
  );
  const { taxYear, today } = taxDay(actor.now);
  const snapshot = await buildSnapshot(db, {
    organizationId: actor.organizationId,
    organization: actor.organization,
    remember: (key, load) => remembered(actor, key, load),
    taxYear,
    today,
    locations: pairs.map((p) => ({
      field: `persons.${p.pi}.locations.${p.li}`,
      stateId: p.stateId,
      cityId: p.cityId,
      startDate: startDates.get(p.pi),
    })),
  });
  return { taxYear, snapshot, results: computeResults(personList, snapshot) };
}

/**
 * Creates (no id) or replaces a calculation: prices it at today's rates, stores inputs, snapshot and results,
 * and the summary columns the list reads. The wizard's save restarts the approval: Approved at once, or New
 * calculation for Enterprise organisations (docs/product/calculations.md#statuses).
 */
export async function saveCalculation(db: Db, actor: SaveActor, input: SaveCalculationInput) {
  // Essential: one person, no benefits, other costs or stipends (docs/product/organizations-and-roles.md).
  await assertCalculationAllowed(db, actor, input.personList);
  // The rate reads, the pricing and the author lookup run side by side on the pool; the write is then one
  // statement (atomic alone), and the snapshot stored is exactly what the figures were computed with.
  const [{ taxYear, snapshot, results }, org, author] = await Promise.all([
    priceCalculation(db, actor, input.personList),
    actor.organization ?? findOrganization(db, actor.organizationId),
    authorOf(db, actor, input.id),
  ]);
  const total = results.total_assignment_calculation;
  assertStorable(
    [total.total_revenue, total.total_project_cost, total.gross_profit],
    results.summary.gross_profit_percent,
  );
  const status: CalculationStatus = input.status ?? firstSaveStatus(org?.isEnterprise ?? false);
  const values = {
    name: input.name,
    status,
    taxYear,
    personList: input.personList.map(personToWire),
    rateSnapshot: snapshot,
    results,
    revenue: String(total.total_revenue),
    totalCost: String(total.total_project_cost),
    grossProfit: String(total.gross_profit),
    grossProfitPercent: String(results.summary.gross_profit_percent),
    personCount: input.personList.length,
    reasonChoice: null,
    declineReason: null,
    searchText:
      `${input.name} ${author.team?.name ?? ''} ${author.firstName} ${author.lastName}`.toLowerCase(),
    revenueText: Number(total.total_revenue).toFixed(2),
    updatedAt: actor.now,
    updatedById: actor.userId,
  };
  if (input.id) {
    const row = await updateCalculationAtVersion(
      db,
      { organizationId: actor.organizationId, id: input.id, version: input.version ?? 0 },
      values,
    );
    if (!row) throw await staleCalculation(db, actor.organizationId, input.id);
    return row;
  }
  // Who the list shows as its author; the other processes learn it from the insert's notice (list-cache.ts).
  const by = {
    user: { id: actor.userId, first_name: author.firstName, last_name: author.lastName, image: author.image },
    team: author.team,
  };
  // Written with the other saves of this turn of the event loop, in one statement (group commit).
  const row = await insertCalculationBatched(db, {
    row: {
      ...values,
      organizationId: actor.organizationId,
      userId: actor.userId,
      teamId: author.team?.id ?? null,
      idempotencyKey: input.idempotencyKey ?? null,
    },
    notice:
      actor.notice === undefined ? undefined : JSON.stringify({ ...JSON.parse(actor.notice), author: by }),
  });
  // What the list shows of it, so the process can put it on its kept first pages (list-patch.ts).
  const listRow = toListRow({ ...row, ...by });
  return { ...row, listRow };
}

/** Totals beyond their columns' precision are refused with a message, never truncated or a 500. */
function assertStorable(money: (number | string)[], percent: number | string) {
  const fits = (value: number | string, limit: number) => Math.abs(Number(value)) < limit;
  if (money.every((m) => fits(m, MAX_STORED_MONEY)) && fits(percent, MAX_STORED_PERCENT)) return;
  throw AppError.validation({
    persons: ['The totals are too large to store: check the rates, the lengths and the bill rate'],
  });
}

/** Why an update matched no row: the calculation is gone (404) or someone saved a newer version (409). */
async function staleCalculation(db: Db, organizationId: number, id: number) {
  const current = await lastSaveOf(db, organizationId, id);
  if (!current) return AppError.notFound('Calculation');
  return AppError.staleEdit('calculation', {
    changed_by: current.firstName ? `${current.firstName} ${current.lastName}` : null,
    changed_at: current.updatedAt.toISOString(),
    version: current.version,
  });
}

/**
 * The calculation's author and team (the list searches by both names): the saver and their first team for a new
 * calculation; the original author and the team it was created in on update
 * (docs/product/teams-and-members.md#attribution).
 */
async function authorOf(db: Db, actor: SaveActor, id?: number) {
  if (id) {
    const author = await authorAndTeamOf(db, actor.organizationId, id);
    if (!author) throw AppError.notFound('Calculation');
    return author;
  }
  // The saver's team is kept with the organisation's settings: a team change is a write that drops them.
  const [saver, team] = await Promise.all([
    actor.user ?? findUserName(db, actor.userId),
    remembered(actor, `primary-team:${actor.userId}`, () => primaryTeamOf(db, actor)),
  ]);
  if (!saver) throw AppError.notFound('Calculation');
  return { firstName: saver.firstName, lastName: saver.lastName, image: saver.image, team };
}
