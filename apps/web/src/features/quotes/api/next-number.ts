import { nextQuoteNumberRoute } from '@app/contracts/quotes/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeys } from '../../../lib/query-keys';
import { useOrgId } from '../../../lib/session';

// The number the form suggests (unique in the organisation).
const nextNumberQueryOptions = (orgId: number | undefined, enabled: boolean) =>
  queryOptions({
    queryKey: queryKeys.quotes.nextNumber(orgId),
    queryFn: async () => (await call(nextQuoteNumberRoute)).data.quote_number,
    enabled: enabled && orgId !== undefined,
    staleTime: 0,
  });

export function useNextQuoteNumber(enabled: boolean) {
  return useQuery(nextNumberQueryOptions(useOrgId(), enabled));
}
