import { useIsMutating, useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { ApiError, apiJson } from "@/lib/api-client";
import { authKeys, type PublicUser } from "./auth-keys";

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

/** Sets the current user and drops every other cached read, so one user's data never shows to another. */
function switchUser(queryClient: QueryClient, user: PublicUser | null) {
  void queryClient.cancelQueries();
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== authKeys.me[0] });
  queryClient.setQueryData(authKeys.me, user);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Credentials) => apiJson<PublicUser>("POST", "/api/auth/login", body),
    onSuccess: (user) => switchUser(queryClient, user),
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (body: Credentials) => apiJson<RegisterResponse>("POST", "/api/auth/register", body),
  });
}

const LOGOUT_KEY = ["auth", "logout"] as const;

/**
 * Signs out, then opens /login (spec: "after logout the user goes to /login"). The page changes
 * before React sees the cleared user, so the login page's guard asks useLogoutInProgress() to
 * avoid bouncing a still-cached user back to "/".
 */
export function useLogout() {
  const queryClient = useQueryClient();
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
    onSuccess: () => {
      navigate("/login");
      switchUser(queryClient, null);
    },
  });
}

export function useLogoutInProgress(): boolean {
  return useIsMutating({ mutationKey: LOGOUT_KEY }) > 0;
}

export function useRequestReset() {
  return useMutation({
    mutationFn: (body: { email: string }) => apiJson<RequestResetResponse>("POST", "/api/auth/request-reset", body),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) => apiJson<MessageResponse>("POST", "/api/auth/reset-password", body),
  });
}
