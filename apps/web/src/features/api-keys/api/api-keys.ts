import type { CreateApiKeyBody } from '@app/contracts/api-keys/api-keys';
import { createApiKeyRoute, listApiKeysRoute, revokeApiKeyRoute } from '@app/contracts/api-keys/routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeys } from '../../../lib/query-keys';
import { useOrgId } from '../../../lib/session';

// GET /api_keys: the organisation's keys, newest first, and whether its plan allows writing keys.
const apiKeysQueryOptions = (orgId: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.apiKeys(orgId),
    queryFn: () => call(listApiKeysRoute),
    enabled: orgId !== undefined,
  });

export const useApiKeys = () => useQuery(apiKeysQueryOptions(useOrgId()));

/** POST /api_keys: the answer carries the whole key, shown once. */
export function useCreateApiKey() {
  const orgId = useOrgId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyBody) => call(createApiKeyRoute, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys(orgId) }),
  });
}

/** POST /api_keys/{id}/revoke: the key stops working at once. */
export function useRevokeApiKey() {
  const orgId = useOrgId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(revokeApiKeyRoute, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys(orgId) }),
  });
}
