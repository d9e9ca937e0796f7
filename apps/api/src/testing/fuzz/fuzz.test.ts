import { ErrorCode } from '@app/contracts/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculations, organizationUsers, users } from '../../db/schema';
import { createKey } from '../../modules/api-keys/api-keys.service';
import { plainPerson } from '../../modules/api-v1/testing/v1-client';
import { hourlyPerson } from '../../modules/calculations/calculations.test-helpers';
import { UNSTORABLE_VALUE_MESSAGE } from '../../plugins/error-handler';
import { DEMO } from '../../seed/demo';
import { sessionCookie } from '../tenants';
import { createTestApp, type TestContext } from '../test-app';
import { type FuzzCase, fuzzCases } from './fuzz-cases';
import { type RouteSpec, routeTable } from './route-table';

/**
 * Every documented route, fuzzed: each body leaf, query and path parameter in turn replaced by a hostile value
 * (wrong type, huge, negative, NaN as text, 1e308, a megabyte of text, NUL, a lone surrogate, null, deep
 * nesting). No answer may be a 5xx, and every 4xx must be in the app's error shape. Deterministic (seeded),
 * bounded per route so the file runs in well under a minute on either database.
 */

let ctx: TestContext;
let routes: RouteSpec[];
let ownerCookie: string;
let ownerKey: string;
let ownerId: number;
let calculationId: number;
const DEMO_HOST = 'demo.localhost:3000';

beforeAll(async () => {
  // A high auth rate limit, so the auth routes are fuzzed rather than answering 429 after twenty calls.
  ctx = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000', API_RATE_LIMIT_PER_MINUTE: '100000' });
  const db = ctx.database.db;
  const [owner] = await db.select().from(users).where(eq(users.email, DEMO.users[0].email));
  ownerId = owner!.id;
  ownerCookie = await sessionCookie(db, ownerId);
  // The open API (/api/v1) is called with the Owner's read and write key instead of the cookie.
  const [membership] = await db.select().from(organizationUsers).where(eq(organizationUsers.userId, ownerId));
  ownerKey = (
    await createKey(db, {
      organizationId: membership!.organizationId,
      userId: ownerId,
      name: 'Fuzz',
      scope: 'read_write',
    })
  ).key;
  const [calc] = await db.select({ id: calculations.id }).from(calculations).limit(1);
  calculationId = calc?.id ?? 1;
  routes = routeTable(ctx.app);
}, 60_000);
afterAll(() => ctx.close());

async function validBodies() {
  const states = (await ctx.app.inject('/api/states')).json().data as { id: number; code: string }[];
  const tx = states.find((s) => s.code === 'TX')!.id;
  const cities = (await ctx.app.inject(`/api/cities?state_id=${tx}`)).json().data as { id: number }[];
  const person = hourlyPerson(tx, cities[0]!.id);
  const calc = { name: 'Fuzz', person_list: [person] };
  return {
    'POST /api/organization_team/calculation/create': calc,
    'POST /api/v1/calculations': { name: 'Fuzz', persons: [plainPerson(tx, cities[0]!.id)] },
    'POST /api/organization_team/calculation/update': { id: calculationId, ...calc },
    'POST /api/organization_team/calculation/stipend': calc,
    'POST /api/organization_team/calculation/rates': {
      locations: [{ state_id: tx, city_id: cities[0]!.id, start_date: '2026-03-02' }],
    },
  };
}

type Failure = { route: string; case: string; status: number; body: string };

/** Sends every case of every route; returns the answers that were a 5xx or a 4xx outside the error shape. */
async function fuzz(cookie: () => string | undefined, perRoute: number): Promise<Failure[]> {
  const bodies = await validBodies();
  const failures: Failure[] = [];
  for (const route of routes) {
    const cases = fuzzCases(route, {
      perRoute,
      bodies,
      paramValue: (name) => (name === 'type' ? 'pdf' : String(calculationId)),
    });
    for (const c of cases) {
      const v1 = route.path.startsWith('/api/v1/');
      const res = await send(route, c, cookie(), v1);
      const problem = v1 ? judgeV1(res.statusCode, res.body) : judge(res.statusCode, res.body);
      if (problem) {
        failures.push({
          route: `${route.method} ${route.path}`,
          case: c.label,
          status: res.statusCode,
          body: `${problem}: ${res.body.slice(0, 200)}`,
        });
      }
      // Sign-out (and a password change) end the session: sign in again, as a user would.
      if (cookie() && res.cookies.some((k) => k.name === 'sm_session')) {
        ownerCookie = await sessionCookie(ctx.database.db, ownerId);
      }
    }
  }
  return failures;
}

function send(route: RouteSpec, c: FuzzCase, cookie: string | undefined, v1: boolean) {
  const auth = v1 ? (cookie ? { authorization: `Bearer ${ownerKey}` } : {}) : cookie ? { cookie } : {};
  return ctx.app.inject({
    method: route.method as 'GET',
    url: c.url,
    headers: { host: DEMO_HOST, ...auth },
    ...(c.body === undefined || route.method === 'GET' ? {} : { payload: JSON.stringify(c.body) }),
    ...(c.body === undefined || route.method === 'GET'
      ? {}
      : { headers: { host: DEMO_HOST, 'content-type': 'application/json', ...auth } }),
  });
}

/** The open API's answers: no 5xx, and every 4xx as { error: { code, message, fields? } }. */
function judgeV1(status: number, raw: string): string | undefined {
  if (status >= 500) return 'server error';
  if (status < 400) return undefined;
  try {
    const { error } = JSON.parse(raw) as { error?: Record<string, unknown> };
    if (!error || !/^[a-z_]+$/.test(String(error.code)) || typeof error.message !== 'string') {
      return 'not the v1 error shape';
    }
    if (String(error.message) === UNSTORABLE_VALUE_MESSAGE) return 'the database, not validation, refused it';
    return undefined;
  } catch {
    return 'not JSON';
  }
}

const CODES = new Set<string>(Object.values(ErrorCode));

/** Why an answer is wrong, or undefined when it is fine. */
function judge(status: number, raw: string): string | undefined {
  if (status >= 500) return 'server error';
  if (status < 400) return undefined;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(raw);
  } catch {
    return 'not JSON';
  }
  if (body.status !== 'error' || !CODES.has(String(body.code)) || typeof body.message !== 'string') {
    return 'not the error shape';
  }
  if (body.message === UNSTORABLE_VALUE_MESSAGE) return 'the database, not validation, refused it';
  if (body.errors !== undefined) {
    const errors = body.errors as Record<string, unknown>;
    const valid = Object.values(errors).every(
      (m) => Array.isArray(m) && m.every((s) => typeof s === 'string'),
    );
    if (!valid || !Array.isArray(body.full_messages)) return 'errors not as field messages';
  }
  return undefined;
}

describe('fuzzing every route', () => {
  it('reads the route table from the app, calculations and settings included', () => {
    const paths = routes.map((r) => `${r.method} ${r.path}`);
    expect(paths).toContain('POST /api/organization_team/calculation/create');
    expect(paths).toContain('GET /api/calculations/download/{id}/{type}');
    expect(routes.length).toBeGreaterThan(50);
  });

  it('answers the demo Owner no 5xx, and every 4xx in the error shape', async () => {
    const failures = await fuzz(() => ownerCookie, 40);
    expect(failures).toEqual([]);
  }, 240_000);

  it('answers an anonymous caller no 5xx, and every 4xx in the error shape', async () => {
    const failures = await fuzz(() => undefined, 6);
    expect(failures).toEqual([]);
  }, 240_000);
});
