// The owner's actions on User Management: each call with its toast, one busy state for all of them
// (so two never run at once), and the two that open a dialog: delete asks first, and a reset link
// is shown to copy.
import { useState } from "react";
import type { ResetLinkResponse } from "@shared/contracts/auth";
import { toast } from "@/hooks/use-toast";
import { errorDescription } from "@/lib/api-client";
import type { PublicUser } from "@/api/auth";
import { useApproveUser, useDeleteUser, useDisableUser, useEnableUser, useMakeResetLink, useRejectUser } from "@/api/users";
import type { UserActionState } from "../components/user-card";
import type { UserCardAction } from "../utils/user-actions";

const FAILED: Record<UserCardAction, string> = {
  approve: "Failed to approve user",
  reject: "Failed to reject user",
  resetLink: "Failed to make a reset link",
  disable: "Failed to disable user",
  enable: "Failed to enable user",
  delete: "Failed to delete user",
};

export function useUserActions(currentUserId: string | undefined) {
  const approve = useApproveUser();
  const reject = useRejectUser();
  const disable = useDisableUser();
  const enable = useEnableUser();
  const remove = useDeleteUser();
  const resetLink = useMakeResetLink();
  const [confirmDelete, setConfirmDelete] = useState<PublicUser | null>(null);
  const [madeLink, setMadeLink] = useState<{ user: PublicUser; link: ResetLinkResponse } | null>(null);

  const calls = { approve, reject, disable, enable, delete: remove, resetLink };
  const runningEntry = (Object.entries(calls) as [UserCardAction, (typeof calls)[UserCardAction]][]).find(([, call]) => call.isPending);
  const onError = (action: UserCardAction) => (error: unknown) =>
    toast({ variant: "destructive", title: FAILED[action], description: errorDescription(error) });

  const deleteUser = (user: PublicUser) =>
    remove.mutate(user.id, {
      onSuccess: (result) => {
        setConfirmDelete(null);
        toast({ title: "User deleted", description: result.message });
      },
      onError: onError("delete"),
    });

  const run: UserActionState["run"] = (action, user) => {
    switch (action) {
      case "delete":
        return setConfirmDelete(user);
      case "resetLink":
        return resetLink.mutate(user.id, { onSuccess: (link) => setMadeLink({ user, link }), onError: onError(action) });
      case "approve":
        return approve.mutate(user.id, {
          onSuccess: (result) => toast({ variant: "success", title: "User approved", description: result.message }),
          onError: onError(action),
        });
      case "reject":
        return reject.mutate(user.id, {
          onSuccess: (result) => toast({ title: "User rejected", description: result.message }),
          onError: onError(action),
        });
      case "disable":
        return disable.mutate(user.id, {
          onSuccess: (result) => toast({ title: "User disabled", description: result.message }),
          onError: onError(action),
        });
      case "enable":
        return enable.mutate(user.id, {
          onSuccess: (result) => toast({ variant: "success", title: "User enabled", description: result.message }),
          onError: onError(action),
        });
    }
  };

  const state: UserActionState = {
    run,
    busy: runningEntry !== undefined,
    running: runningEntry && { action: runningEntry[0], userId: String(runningEntry[1].variables) },
    currentUserId,
  };
  return {
    state,
    confirmDelete,
    cancelDelete: () => setConfirmDelete(null),
    deleteUser,
    deleting: remove.isPending,
    madeLink,
    closeLink: () => setMadeLink(null),
  };
}
