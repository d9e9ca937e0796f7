import type {
  ApiKeyListResponse,
  CreateApiKeyBody,
  CreateApiKeyResponse,
  RevokeApiKeyResponse,
} from '@app/contracts/api-keys/api-keys';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useOrgId } from '../../../lib/session';

// GET /api_keys: the organisation's keys, newest first, and whether its plan allows writing keys.
const apiKeysQueryOptions = (orgId: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.apiKeys(orgId),
    queryFn: () => api.get<ApiKeyListResponse>('/api_keys'),
    enabled: orgId !== undefined,
  });

export const useApiKeys = () => useQuery(apiKeysQueryOptions(useOrgId()));

/** POST /api_keys: the answer carries the whole key, shown once. */
export function useCreateApiKey() {
  const orgId = useOrgId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyBody) => api.post<CreateApiKeyResponse>('/api_keys', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys(orgId) }),
  });
}

/** POST /api_keys/{id}/revoke: the key stops working at once. */
export function useRevokeApiKey() {
  const orgId = useOrgId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<RevokeApiKeyResponse>(`/api_keys/${id}/revoke`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys(orgId) }),
  });
}
