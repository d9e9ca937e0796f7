import { describe, expect, it } from 'vitest';
import { client, useDallasSite } from '../../testing/member-client';
import { useOrganization } from '../../testing/tenants';
import { useTestApp } from '../../testing/test-app';
import { hourlyPerson } from './calculations.test-helpers';

const ctx = useTestApp();
const org = useOrganization(ctx, 'bounds');
const site = useDallasSite(ctx);

const LENGTH = 'person_list.0.assignment.estimated_assigment_length';

describe('calculation inputs are bounded to a real assignment', () => {
  it.each([['1e308'], ['1e400'], ['1e12'], [2147483648], ['521']])(
    'refuses an estimated length of %s weeks on create, update and stipend, at once',
    async (weeks) => {
      const api = client(ctx, org.members['Team Member'].cookie);
      const person = hourlyPerson(site.ids.TX, site.dallas, { weeks: String(weeks) });
      const started = Date.now();
      for (const [url, extra] of [
        ['/organization_team/calculation/create', {}],
        ['/organization_team/calculation/update', { id: 1 }],
        ['/organization_team/calculation/stipend', {}],
      ] as const) {
        const res = await api.post(url, { ...extra, name: 'Too long', person_list: [person] });
        expect(res.status).toBe(400);
        expect(res.body.errors[LENGTH]?.[0]).toMatch(/must (be a number|be at most 520)/);
      }
      expect(Date.now() - started).toBeLessThan(5000);
    },
  );

  it('refuses more than 120 months or 10 years, and an end date over 10 years after the start', async () => {
    const api = client(ctx, org.members['Team Member'].cookie);
    const months = hourlyPerson(site.ids.TX, site.dallas, { weeks: '121' });
    months.assignment.estimated_assigment_period = 'month';
    const dates = hourlyPerson(site.ids.TX, site.dallas);
    Object.assign(dates.assignment, {
      have_start_end_date: 'yes',
      start_date: '2026-01-05',
      end_date: '2036-01-06',
    });
    const res = await api.post('/organization_team/calculation/create', {
      name: 'Too long',
      person_list: [months, dates],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[LENGTH]).toEqual(['Estimated length must be at most 120 months (10 years)']);
    expect(res.body.errors['person_list.1.assignment.end_date']).toEqual([
      'End date must be at most 10 years after the start date',
    ]);
  });

  it('refuses more than 100 persons, 5 states a person, and rates beyond what a column stores', async () => {
    const api = client(ctx, org.members['Team Member'].cookie);
    const many = Array.from({ length: 101 }, () => hourlyPerson(site.ids.TX, site.dallas));
    const tooMany = await api.post('/organization_team/calculation/create', {
      name: 'Crowd',
      person_list: many,
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors.person_list).toEqual(['At most 100 persons in one calculation']);
    const travelling = hourlyPerson(site.ids.TX, site.dallas, { pay: '10001', bill: '1e400' });
    travelling.wc_states = Array.from({ length: 6 }, () => travelling.wc_states[0]!);
    const res = await api.post('/organization_team/calculation/create', {
      name: 'Everywhere',
      person_list: [travelling],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      'person_list.0.wc_states': ['At most 5 states per person'],
      'person_list.0.pay.pay_rate': ['Pay rate must be at most 10000 an hour'],
      'person_list.0.bill.bill_rate': ['Bill rate must be a number'],
    });
  });
});
