import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { useOrgId } from '../../../lib/session';

/** After a quote changes: every list, detail and history of the organisation's quotes. */
export function useInvalidateQuotes() {
  const queryClient = useQueryClient();
  const orgId = useOrgId();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.quotes.all(orgId) });
}
