import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TableQuery } from '../../../lib/org-settings/types';
import { useOrgId } from '../../../lib/session';

/**
 * One page of a settings table (sales tax, SPTO), filtered and sorted on the server: asked once the
 * organisation is known, keyed by it and by the query, the page on screen kept while the next one is read.
 */
export function useTablePage<T>(
  keyOf: (orgId: number | undefined) => readonly unknown[],
  q: TableQuery,
  read: (query: TableQuery) => Promise<T>,
) {
  const orgId = useOrgId();
  return useQuery({
    queryKey: [...keyOf(orgId), q],
    queryFn: () => read(q),
    enabled: orgId !== undefined,
    placeholderData: keepPreviousData,
  });
}
