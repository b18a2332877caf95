// The session and the account flows: /api/auth/me, login, register, logout and password reset.
import { mutationOptions, queryOptions, useIsMutating, useMutation, useQuery, type QueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import type { PublicUser } from "@shared/contracts/auth";
import { ApiError, apiJson, getQueryFn } from "@/lib/api-client";
import { clearAppCaches } from "@/lib/service-worker";

export type { PublicUser };

export const authKeys = {
  me: ["/api/auth/me"] as const,
};

export const authQueries = {
  /** 401 means signed out (null); no retry and no refetch on focus (docs/product.md "Calls"). */
  me: () =>
    queryOptions<PublicUser | null>({
      queryKey: authKeys.me,
      queryFn: getQueryFn<PublicUser | null>({ on401: "returnNull" }),
      meta: { reads: ["session"] },
      retry: false,
      refetchOnWindowFocus: false,
    }),
};

/**
 * The signed-in user, or null when signed out (the server answers 401). Any other failure is an
 * error; the route guard then treats the visitor as signed out.
 */
export function useCurrentUser() {
  const query = useQuery(authQueries.me());
  const user = query.data ?? null;
  return {
    user,
    isLoading: query.isLoading,
    isAuthenticated: user !== null,
    isOwner: user?.role === "owner",
    error: query.error,
  };
}

export interface Credentials {
  email: string;
  password: string;
}

export interface RegisterResponse {
  message: string;
  user: PublicUser;
}

export interface MessageResponse {
  message: string;
}

export interface RequestResetResponse extends MessageResponse {
  /** Present only when the server runs without e-mail delivery (development). */
  resetToken?: string;
}

/**
 * Sets the current user and drops every other cached read, so one user's data never shows to
 * another. Signing in and out replace the cache wholesale, so they declare no changes of their own.
 */
function switchUser(queryClient: QueryClient, user: PublicUser | null) {
  void queryClient.cancelQueries();
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== authKeys.me[0] });
  queryClient.setQueryData(authKeys.me, user);
}

export const authMutations = {
  login: () =>
    mutationOptions({
      mutationFn: (body: Credentials) => apiJson<PublicUser>("POST", "/api/auth/login", body),
      meta: {},
      onSuccess: (user, _body, _result, { client }) => switchUser(client, user),
    }),
  // A pending account changes nothing the signed-in owner (if any) has cached until approved.
  register: () =>
    mutationOptions({
      mutationFn: (body: Credentials) => apiJson<RegisterResponse>("POST", "/api/auth/register", body),
      meta: {},
    }),
  requestReset: () =>
    mutationOptions({
      mutationFn: (body: { email: string }) => apiJson<RequestResetResponse>("POST", "/api/auth/request-reset", body),
      meta: {},
    }),
  resetPassword: () =>
    mutationOptions({
      mutationFn: (body: { token: string; password: string }) => apiJson<MessageResponse>("POST", "/api/auth/reset-password", body),
      meta: {},
    }),
};

export const useLogin = () => useMutation(authMutations.login());
export const useRegister = () => useMutation(authMutations.register());
export const useRequestReset = () => useMutation(authMutations.requestReset());
export const useResetPassword = () => useMutation(authMutations.resetPassword());

const LOGOUT_KEY = ["auth", "logout"] as const;

/**
 * Signs out, then opens /login (spec: "after logout the user goes to /login"). The page changes
 * before React sees the cleared user, so the login page's guard asks useLogoutInProgress() to
 * avoid bouncing a still-cached user back to "/".
 */
export function useLogout() {
  const [, navigate] = useLocation();
  return useMutation({
    mutationKey: LOGOUT_KEY,
    mutationFn: async () => {
      try {
        return await apiJson<MessageResponse>("POST", "/api/auth/logout");
      } catch (error) {
        // A 401 means the session had already ended: the goal (being signed out) is met.
        if (error instanceof ApiError && error.status === 401) return { message: "Signed out" };
        throw error;
      }
    },
    meta: {},
    onSuccess: (_result, _variables, _context, { client }) => {
      navigate("/login");
      switchUser(client, null);
      // What the app keeps in the browser (docs/decisions/021-phone-pwa-compression.md).
      void clearAppCaches();
    },
  });
}

export function useLogoutInProgress(): boolean {
  return useIsMutating({ mutationKey: LOGOUT_KEY }) > 0;
}
