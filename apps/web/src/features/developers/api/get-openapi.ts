import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { OpenApiDocument } from '../reference/openapi-model';

/**
 * GET /api/v1/openapi.json, public: the reference page renders the document the server publishes, so the page
 * never disagrees with the API. It is not a route contract of the app (the document is built from all of them).
 */
const openApiQuery = queryOptions({
  queryKey: queryKeys.openApi,
  queryFn: () => api.get<OpenApiDocument>('/v1/openapi.json'),
  staleTime: Number.POSITIVE_INFINITY,
});
export const useOpenApi = () => useQuery(openApiQuery);
