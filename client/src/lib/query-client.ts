import { QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError, getQueryFn } from "./api-client";

/** The query key of the signed-in user; shared here so a 401 anywhere can sign the app out. */
export const CURRENT_USER_KEY = ["/api/auth/me"] as const;

// Spec section 9: data never goes stale, no interval or focus refetches, no retries.
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        // A 401 on any read means the session ended (expired or signed out elsewhere). Clearing the
        // current user lets the route guard send the user to the login page.
        if (error instanceof ApiError && error.status === 401) {
          client.setQueryData(CURRENT_USER_KEY, null);
        }
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
