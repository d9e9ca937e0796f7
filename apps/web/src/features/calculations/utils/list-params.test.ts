import { listCalculationsQuerySchema } from '@app/contracts/calculations/list';
import { describe, expect, it } from 'vitest';
import { activeFilterCount, emptyFilters, type ListState, toListQuery } from './list-params';

const base: ListState = { filters: emptyFilters, page: 1, perPage: 15, sort: 'date', order: 'desc' };

describe('the list query', () => {
  it('sends only what is set, and the server schema accepts it', () => {
    const q = toListQuery(base);
    expect(q).toEqual({ page: 1, per_page: 15, sort: 'date', order: 'desc' });
    expect(listCalculationsQuerySchema.parse(q)).toMatchObject({ page: 1, per_page: 15 });
  });

  it('maps every filter to the server names, the date to one whole day', () => {
    const q = toListQuery({
      ...base,
      filters: {
        status: 'Approved',
        teamId: '3',
        memberId: '7',
        revenueMin: 1000,
        revenueMax: '',
        date: '2026-03-31',
        search: '  cnc  ',
      },
    });
    expect(q).toMatchObject({
      status: 'Approved',
      team_id: '3',
      member_id: '7',
      revenue_min: 1000,
      date_from: '2026-03-31',
      date_to: '2026-03-31',
      search: 'cnc',
    });
    expect(q.revenue_max).toBeUndefined();
    expect(() => listCalculationsQuerySchema.parse(q)).not.toThrow();
  });

  it('counts the filters in use', () => {
    expect(activeFilterCount(emptyFilters)).toBe(0);
    expect(activeFilterCount({ ...emptyFilters, search: ' ', revenueMin: 0, status: 'Approved' })).toBe(2);
  });
});
