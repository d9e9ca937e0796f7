import { QueryClient } from '@tanstack/react-query';
import { isTransientError } from '../lib/api-client';

/**
 * The app's one query cache. Route loaders (app/route-preload.ts) fill it while a page's code is still loading,
 * so it lives outside React.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Only reads (GET) retry by themselves, and only when no answer came or the server failed: a 4xx will
      // not fix itself, and a write sent twice could apply twice. Offline, queries pause and resume on
      // reconnecting (networkMode 'online'). docs/product/README.md#network-and-server-failures
      retry: (count, err) =>
        count < 3 && isTransientError(err) && (err as { method?: string }).method === 'GET',
      refetchOnWindowFocus: false,
    },
  },
});
