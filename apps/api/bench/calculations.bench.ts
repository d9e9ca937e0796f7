/**
 * Benchmark of the calculations API on PostgreSQL (through Fastify inject, so no network in the figures):
 * - create a 100-person x 3-location calculation (validate, snapshot rates, 300 engine results, store): p50/p99
 * - list and search 100,000 calculations of one organisation: p50/p99 per query shape
 * On a scratch database (scratch-app.ts).
 */
import { hourlyPerson } from '../src/modules/calculations/calculations.test-helpers';
import { measure, placesOf, withScratchApp } from './scratch-app';
import { insertCalculations } from './seed-calculations';

await withScratchApp({ name: 'sm_bench' }, async ({ app, database, org, call }) => {
  const { stateId, firstCity } = await placesOf(call);
  await call('POST', '/organization_settings/suta', {
    sutaList: ['TX', 'CA', 'IL'].map((c) => ({ state: stateId(c), value: 2.7 })),
  });
  const locations = await Promise.all(
    ['TX', 'CA', 'IL'].map(async (c) => ({ state: stateId(c), city: await firstCity(c) })),
  );
  const person = (i: number) => {
    const p = hourlyPerson(locations[0]!.state, locations[0]!.city, {
      pay: String(18 + (i % 10)),
      bill: String(28 + (i % 12)),
      weeks: '26',
    });
    p.wc_states = locations.map((l) => ({
      ...p.wc_states[0]!,
      state_id: String(l.state),
      city_id: String(l.city),
    }));
    return p;
  };
  const personList = Array.from({ length: 100 }, (_, i) => person(i));

  console.log('Calculations API on PostgreSQL (Fastify inject, in-process)');
  await measure('create 100 persons x 3 locations (300 results)', 100, async () => {
    await call('POST', '/organization_team/calculation/create', {
      name: 'Bench crew',
      person_list: personList,
    });
  });

  await insertCalculations({ database, org }, 100_000);
  const total = (await call('GET', '/organization_team/calculations')).data.total;
  console.log(`listing ${total} calculations of one organisation`);
  const shapes: [string, string][] = [
    ['list, newest first, page 1', ''],
    ['list, page 500', '?page=500'],
    ['filter status Approved', '?status=Approved'],
    ['sort by revenue, descending', '?sort=revenue&order=desc'],
    ['search "cnc" (title contains)', '?search=cnc'],
    ['search "12" (revenue prefix or title)', '?search=12'],
    ['search + status + revenue range', '?search=nurse&status=Approved&revenue_min=5000&revenue_max=90000'],
  ];
  for (const [label, query] of shapes) {
    await measure(label, 100, async () => {
      await call('GET', `/organization_team/calculations${query}`);
    });
  }
  await app.close();
});
