import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { authKeys, PENDING_USERS_POLL_MS, type PublicUser } from "./auth-keys";

/** Pending registrations, polled every 30 s. Only the owner may call this, so pass `enabled: isOwner`. */
export function usePendingUsers({ enabled }: { enabled: boolean }) {
  return useQuery<PublicUser[]>({
    queryKey: authKeys.pendingUsers,
    enabled,
    refetchInterval: enabled ? PENDING_USERS_POLL_MS : false,
    // The notification tone is meant to reach an owner whose tab is in the background.
    refetchIntervalInBackground: true,
  });
}

/** Every user, newest first (owner only). */
export function useUsers({ enabled }: { enabled: boolean }) {
  return useQuery<PublicUser[]>({ queryKey: authKeys.users, enabled });
}

export interface UserDecisionResponse {
  message: string;
  user: PublicUser;
}

function useUserDecision(action: "approve" | "reject") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      apiJson<UserDecisionResponse>("POST", `/api/auth/users/${encodeURIComponent(userId)}/${action}`),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: authKeys.users }),
        queryClient.invalidateQueries({ queryKey: authKeys.pendingUsers }),
      ]),
  });
}

export function useApproveUser() {
  return useUserDecision("approve");
}

export function useRejectUser() {
  return useUserDecision("reject");
}
