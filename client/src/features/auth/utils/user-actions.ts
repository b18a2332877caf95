// Which actions the owner has on each account card (docs/product.md "User Management"): approve and
// reject a registration; a reset link, disable and delete for an approved user; enable and delete
// for a disabled one; delete for a rejected one. None on the owner's own card.
import type { PublicUser } from "@/api/auth";

export type UserCardAction = "approve" | "reject" | "resetLink" | "disable" | "enable" | "delete";

const BY_STATUS: Record<PublicUser["status"], UserCardAction[]> = {
  pending: ["approve", "reject", "delete"],
  approved: ["resetLink", "disable", "delete"],
  disabled: ["enable", "delete"],
  rejected: ["delete"],
};

export function actionsFor(user: PublicUser, currentUserId: string | undefined): UserCardAction[] {
  if (user.role === "owner" || user.id === currentUserId) return [];
  return BY_STATUS[user.status];
}

/** Each action's button label, and the label while its call runs. */
export const ACTION_LABELS: Record<UserCardAction, { idle: string; busy: string }> = {
  approve: { idle: "Approve", busy: "Approving..." },
  reject: { idle: "Reject", busy: "Rejecting..." },
  resetLink: { idle: "Reset link", busy: "Making link..." },
  disable: { idle: "Disable", busy: "Disabling..." },
  enable: { idle: "Enable", busy: "Enabling..." },
  delete: { idle: "Delete", busy: "Deleting..." },
};
