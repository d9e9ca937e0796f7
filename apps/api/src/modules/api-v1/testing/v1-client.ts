import { client } from '../../../testing/member-client';
import type { TestContext } from '../../../testing/test-app';

/** A key made through the Settings route, as an Owner or Admin would. */
export async function makeKey(ctx: TestContext, cookie: string, scope: 'read' | 'read_write', name = 'ATS') {
  const res = await client(ctx, cookie).post('/api_keys', { name, scope });
  if (res.status !== 200) throw new Error(`key: ${JSON.stringify(res.body)}`);
  return res.body.data as { id: number; key: string; prefix: string };
}

/** Calls /api/v1 with an API key, like an integrator's server (no cookie, no Origin). */
export function v1(ctx: TestContext, key: string) {
  const call = async (
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const res = await ctx.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { authorization: `Bearer ${key}`, ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  };
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: unknown = {}, headers?: Record<string, string>) =>
      call('POST', url, payload, headers),
  };
}

/** The calculations tests' hourly worker in v1's plain names: $20 an hour billed at $30, one week, 1% WC. */
export function plainPerson(stateId: number, cityId: number, job = 'Forklift driver') {
  return {
    job_name: job,
    employees: 1,
    pay: {
      compensation_type: 'hourly',
      pay_rate: '20',
      stipend: false,
      exempt: false,
      discount: '0',
      pay_frequency: 'weekly',
    },
    bill: { compensation_type: 'bill_rate', bill_rate: '30', overtime: '1.5' },
    assignment: {
      have_start_end_date: 'no',
      schedule: 'full-time',
      estimated_length: '1',
      estimated_period: 'week',
    },
    benefits: {
      holiday_pay: false,
      paid_time: false,
      k_401: false,
      bonus: false,
      healthcare_plan: false,
      spto: false,
    },
    other_costs: { payment_terms_days: '0', costs: {} },
    locations: [
      {
        state_id: stateId,
        city_id: cityId,
        workers_comp: { nick_name: 'Warehouse', code: '8292', industry: 'Light Industrial', rate: '1' },
      },
    ],
  };
}
