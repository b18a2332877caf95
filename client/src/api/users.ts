// The owner's user administration: pending registrations, every account, approve and reject,
// disable and enable, delete, and one-time reset links.
import { mutationOptions, queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { PENDING_POLL_MS } from "@shared/constants";
import type { ResetLinkResponse } from "@shared/contracts/auth";
import type { MessageResponse, PublicUser } from "./auth";

export const userKeys = {
  pending: ["/api/auth/pending-users"] as const,
  all: ["/api/auth/users"] as const,
};

export const userQueries = {
  /** Owner only, so the caller passes `enabled: isOwner`; polled while enabled. */
  pending: (enabled: boolean) =>
    queryOptions<PublicUser[]>({
      queryKey: userKeys.pending,
      meta: { reads: ["users"] },
      enabled,
      refetchInterval: enabled ? PENDING_POLL_MS : false,
      // The notification tone is meant to reach an owner whose tab is in the background.
      refetchIntervalInBackground: true,
    }),
  /** Every user, newest first (owner only). */
  all: (enabled: boolean) => queryOptions<PublicUser[]>({ queryKey: userKeys.all, meta: { reads: ["users"] }, enabled }),
};

export const usePendingUsers = ({ enabled }: { enabled: boolean }) => useQuery(userQueries.pending(enabled));
export const useUsers = ({ enabled }: { enabled: boolean }) => useQuery(userQueries.all(enabled));

export interface UserDecisionResponse {
  message: string;
  user: PublicUser;
}

export type UserAction = "approve" | "reject" | "disable" | "enable";

const decision = (action: UserAction) =>
  mutationOptions({
    mutationFn: (userId: string) => apiJson<UserDecisionResponse>("POST", `/api/auth/users/${encodeURIComponent(userId)}/${action}`),
    meta: { writes: ["users"], awaitRefetch: true },
  });

export const userMutations = {
  approve: () => decision("approve"),
  reject: () => decision("reject"),
  disable: () => decision("disable"),
  enable: () => decision("enable"),
  /** The account and everything it owns. */
  remove: () =>
    mutationOptions({
      mutationFn: (userId: string) => apiJson<MessageResponse>("DELETE", `/api/auth/users/${encodeURIComponent(userId)}`),
      meta: { writes: ["users"], awaitRefetch: true },
    }),
  // A new link replaces the user's earlier ones; nothing the list shows changes.
  resetLink: () =>
    mutationOptions({
      mutationFn: (userId: string) => apiJson<ResetLinkResponse>("POST", `/api/auth/users/${encodeURIComponent(userId)}/reset-link`),
      meta: {},
    }),
};

export const useApproveUser = () => useMutation(userMutations.approve());
export const useRejectUser = () => useMutation(userMutations.reject());
export const useDisableUser = () => useMutation(userMutations.disable());
export const useEnableUser = () => useMutation(userMutations.enable());
export const useDeleteUser = () => useMutation(userMutations.remove());
export const useMakeResetLink = () => useMutation(userMutations.resetLink());
