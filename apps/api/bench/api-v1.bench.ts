/**
 * Benchmark of the open API, /api/v1 (docs/product/api.md#open-api-v1), beside the app's own routes, on
 * PostgreSQL (Fastify inject, in-process, so no network in the figures). With an API key of read and write:
 * - create a 100-person x 3-location calculation, v1 and the app's route, from the same crew: p50/p99
 * - list 100,000 calculations of one organisation (seeded in SQL): the first page, a page deep in the list
 *   (keyset cursor), a status filter, and the app's own list page 1: p50/p99
 * The rate limit is raised for the bench: it measures the work, not the 429s. On a scratch database.
 */
import { loadavg } from 'node:os';
import { personSchema, personToWire } from '@app/contracts/calculation';
import { plainPerson } from '../src/modules/api-v1/testing/v1-client';
import { measure, placesOf, withScratchApp } from './scratch-app';
import { insertCalculations } from './seed-calculations';

const ROWS = 100_000;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

await withScratchApp(
  { name: 'sm_bench_v1', env: { API_RATE_LIMIT_PER_MINUTE: '1000000' } },
  async ({ app, database, org, call }) => {
    const { stateId, firstCity } = await placesOf(call);
    await call('POST', '/organization_settings/suta', {
      sutaList: ['TX', 'CA', 'IL'].map((c) => ({ state: stateId(c), value: 2.7 })),
    });
    const locations = await Promise.all(
      ['TX', 'CA', 'IL'].map(async (c) => ({ state: stateId(c), city: await firstCity(c) })),
    );
    // 100 persons, each working in the three locations, in v1's plain names; the app's route gets the same
    // crew in its wire format.
    const crew = Array.from({ length: 100 }, (_, i) => {
      const p = plainPerson(locations[0]!.state, locations[0]!.city, `Picker ${i}`);
      p.pay.pay_rate = String(18 + (i % 10));
      p.bill.bill_rate = String(28 + (i % 12));
      p.assignment.estimated_length = '26';
      p.locations = locations.map((l) => ({ ...p.locations[0]!, state_id: l.state, city_id: l.city }));
      return p;
    });
    const { key } = (await call('POST', '/api_keys', { name: 'Bench', scope: 'read_write' })).data;
    const v1 = async (method: 'GET' | 'POST', url: string, payload?: object) => {
      const res = await app.inject({
        method,
        url: `/api/v1${url}`,
        headers: { authorization: `Bearer ${key}` },
        payload,
      });
      if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      return res.json();
    };

    console.log('Open API v1 beside the app’s routes, on PostgreSQL (Fastify inject, in-process)');
    console.log(`load average ${load()} (start)`);
    await measure('v1  POST /calculations 100 x 3', 100, async () => {
      await v1('POST', '/calculations', { name: 'Bench crew', persons: crew });
    });
    const personList = crew.map((p) => personToWire(personSchema.parse(p)));
    await measure('app POST calculation/create 100 x 3', 100, async () => {
      await call('POST', '/organization_team/calculation/create', {
        name: 'Bench crew',
        person_list: personList,
      });
    });

    await insertCalculations({ database, org }, ROWS);
    const total = (await call('GET', '/organization_team/calculations')).data.total;
    console.log(`listing ${total} calculations of one organisation; load average ${load()}`);
    // A cursor half-way down: the page after row 50,000, as a client paging through everything reaches it.
    let cursor: string | undefined;
    for (let seen = 0; seen < ROWS / 2; seen += 100) {
      cursor = (await v1('GET', `/calculations?limit=100${cursor ? `&cursor=${cursor}` : ''}`)).next_cursor;
    }
    const shapes: [string, () => Promise<unknown>][] = [
      ['v1  GET /calculations, first page (25)', () => v1('GET', '/calculations')],
      ['v1  GET /calculations, limit 100', () => v1('GET', '/calculations?limit=100')],
      ['v1  GET /calculations, cursor at row 50,000', () => v1('GET', `/calculations?cursor=${cursor}`)],
      ['v1  GET /calculations?status=approved', () => v1('GET', '/calculations?status=approved')],
      ['app GET calculations, page 1', () => call('GET', '/organization_team/calculations')],
    ];
    for (const [label, run] of shapes) {
      await measure(label, 100, async () => {
        await run();
      });
    }
    console.log(`load average ${load()} (end)`);
    await app.close();
  },
);
