import { Check, X } from "lucide-react";
import { formatDateTimeAU } from "@shared/domain/format";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { PublicUser } from "@/api/auth";

const STATUS_LABEL: Record<PublicUser["status"], string> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
};

// The line under the email names what the date means for each status.
const DATE_LABEL: Record<PublicUser["status"], string> = {
  pending: "Requested",
  approved: "Approved",
  rejected: "Rejected",
};

const STATUS_VARIANT = { pending: "warning", approved: "success", rejected: "destructive" } as const;

export interface UserDecisionState {
  onApprove: (user: PublicUser) => void;
  onReject: (user: PublicUser) => void;
  /** True while any approve or reject call runs: every decision button is disabled then. */
  busy: boolean;
  approvingId?: string;
  rejectingId?: string;
}

export function UserCard({ user, decisions }: { user: PublicUser; decisions?: UserDecisionState }) {
  const showActions = decisions && user.status === "pending";
  const approving = decisions?.approvingId === user.id;
  const rejecting = decisions?.rejectingId === user.id;

  return (
    <article
      aria-label={user.email}
      className="flex flex-col gap-3 rounded-lg border bg-card p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="truncate font-medium">{user.email}</span>
          <Badge variant={STATUS_VARIANT[user.status]}>{STATUS_LABEL[user.status]}</Badge>
          {user.role === "owner" && <Badge variant="outline">Owner</Badge>}
        </div>
        <p className="text-sm text-muted-foreground">
          {DATE_LABEL[user.status]} {formatDateTimeAU(user.createdAt)}
        </p>
      </div>
      {showActions && (
        <div className="flex shrink-0 gap-2">
          <Button size="sm" variant="success" onClick={() => decisions.onApprove(user)} disabled={decisions.busy} loading={approving}>
            {!approving && <Check aria-hidden="true" />}
            {approving ? "Approving..." : "Approve"}
          </Button>
          <Button size="sm" variant="destructive" onClick={() => decisions.onReject(user)} disabled={decisions.busy} loading={rejecting}>
            {!rejecting && <X aria-hidden="true" />}
            {rejecting ? "Rejecting..." : "Reject"}
          </Button>
        </div>
      )}
    </article>
  );
}
