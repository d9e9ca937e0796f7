import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePaging } from './use-paging';

describe('usePaging', () => {
  it('turns pages, and a new page size starts again from the first page', () => {
    const { result } = renderHook(() => usePaging(5));
    expect(result.current).toMatchObject({ page: 1, perPage: 5 });
    act(() => result.current.onPage(3));
    expect(result.current).toMatchObject({ page: 3, perPage: 5 });
    act(() => result.current.onPerPage(25));
    expect(result.current).toMatchObject({ page: 1, perPage: 25 });
  });
});
