import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys';

const orgKeys = (orgId: number) => [
  queryKeys.calculations.list(orgId, { page: 1 }),
  queryKeys.calculations.detail(orgId, 3),
  queryKeys.calculator.calculation(orgId, 3),
  queryKeys.calculator.rates(orgId, []),
  queryKeys.calculationSettings.settings(orgId),
  queryKeys.calculationSettings.salesTax(orgId),
  queryKeys.calculationSettings.spto(orgId),
  queryKeys.calculationSettings.history(orgId),
  queryKeys.members(orgId),
  queryKeys.notifications.page(orgId, { unread: true }),
  queryKeys.quotes.list(orgId, { page: 1 }),
  queryKeys.quotes.detail(orgId, 3),
  queryKeys.quotes.events(orgId, 3),
  queryKeys.quotes.nextNumber(orgId),
];

describe('query keys', () => {
  it('start every organisation’s data with its id: another organisation never reads it, a save refreshes it all', () => {
    for (const key of orgKeys(7)) expect(key.slice(0, 2)).toEqual(queryKeys.org(7));
    for (const key of orgKeys(7)) expect(key.slice(0, 1)).toEqual(queryKeys.allOrgs);
    expect(orgKeys(8)).not.toContainEqual(queryKeys.members(7));
  });
});
