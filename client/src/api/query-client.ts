import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError, getQueryFn } from "@/lib/api-client";
import { authKeys } from "./auth";
import { invalidateChanged } from "./resources";

// docs/product.md "Limits": data never goes stale, no interval or focus refetches, no retries. Reads use the
// default query function (the key parts joined with '/' form the GET path, docs/product.md "Calls").
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        // A 401 on any read means the session ended (expired or signed out elsewhere). Clearing the
        // current user lets the route guard send the user to the login page.
        if (error instanceof ApiError && error.status === 401) {
          client.setQueryData(authKeys.me, null);
        }
      },
    }),
    mutationCache: new MutationCache({
      // Every write refreshes what it changed (api/resources.ts). A failure refreshes too, without
      // holding back its notice: a bulk delete or a refresh-all may have half succeeded, and a 404
      // means the cached list was already out of date.
      onSuccess: (_data, _variables, _context, mutation) => {
        const refetched = invalidateChanged(client, mutation.meta);
        return mutation.meta?.awaitRefetch ? refetched : undefined;
      },
      onError: (_error, _variables, _context, mutation) => {
        void invalidateChanged(client, mutation.meta);
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        staleTime: Infinity,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
  return client;
}

export const queryClient = createQueryClient();
