import { useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";
import { authKeys, type PublicUser } from "./auth-keys";

/**
 * The signed-in user, or null when signed out (the server answers 401). Any other failure is an
 * error; the route guard then treats the visitor as signed out.
 */
export function useCurrentUser() {
  const query = useQuery<PublicUser | null>({
    queryKey: authKeys.me,
    queryFn: getQueryFn<PublicUser | null>({ on401: "returnNull" }),
    retry: false,
    refetchOnWindowFocus: false,
  });
  const user = query.data ?? null;
  return {
    user,
    isLoading: query.isLoading,
    isAuthenticated: user !== null,
    isOwner: user?.role === "owner",
    error: query.error,
  };
}
