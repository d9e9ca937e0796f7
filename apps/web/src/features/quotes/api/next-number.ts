import type { NextQuoteNumberResponse } from '@app/contracts/quotes/responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useOrgId } from '../../../lib/session';

// GET /organization_team/quote/next-number: the number the form suggests (unique in the organisation).
const nextNumberQueryOptions = (orgId: number | undefined, enabled: boolean) =>
  queryOptions({
    queryKey: queryKeys.quotes.nextNumber(orgId),
    queryFn: async () =>
      (await api.get<NextQuoteNumberResponse>('/organization_team/quote/next-number')).data.quote_number,
    enabled: enabled && orgId !== undefined,
    staleTime: 0,
  });

export function useNextQuoteNumber(enabled: boolean) {
  return useQuery(nextNumberQueryOptions(useOrgId(), enabled));
}
