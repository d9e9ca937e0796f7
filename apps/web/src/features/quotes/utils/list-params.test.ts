import { describe, expect, it } from 'vitest';
import { activeQuoteFilterCount, emptyQuoteFilters, toQuoteListQuery } from './list-params';

describe('quotes list query', () => {
  const base = {
    filters: emptyQuoteFilters,
    page: 1,
    perPage: 15,
    sort: 'date' as const,
    order: 'desc' as const,
  };

  it('sends only the filters that are set', () => {
    expect(toQuoteListQuery(base)).toEqual({
      page: 1,
      per_page: 15,
      sort: 'date',
      order: 'desc',
      status: undefined,
      client: undefined,
      member_id: undefined,
      total_min: undefined,
      total_max: undefined,
      date_from: undefined,
      date_to: undefined,
      search: undefined,
    });
  });

  it('turns the inputs into the server names: a day for the date, trimmed text, numbers for the total', () => {
    const q = toQuoteListQuery({
      ...base,
      filters: {
        status: 'Waiting for approval',
        client: '  Globex ',
        memberId: '12',
        totalMin: 1000,
        totalMax: '',
        date: '2026-03-04',
        search: ' q-00 ',
      },
    });
    expect(q).toMatchObject({
      status: 'Waiting for approval',
      client: 'Globex',
      member_id: '12',
      total_min: 1000,
      total_max: undefined,
      date_from: '2026-03-04',
      date_to: '2026-03-04',
      search: 'q-00',
    });
    expect(
      String(
        toQuoteListQuery({ ...base, filters: { ...emptyQuoteFilters, search: 'x'.repeat(300) } }).search,
      ),
    ).toHaveLength(100);
  });

  it('counts the filters a person has set, blanks excluded', () => {
    expect(activeQuoteFilterCount(emptyQuoteFilters)).toBe(0);
    expect(
      activeQuoteFilterCount({ ...emptyQuoteFilters, client: '  ', totalMin: 0, status: 'Approved' }),
    ).toBe(2);
  });
});
