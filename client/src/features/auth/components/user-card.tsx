import { Ban, Check, KeyRound, RotateCcw, Trash2, X, type LucideIcon } from "lucide-react";
import { formatDateTimeAU } from "@shared/domain/format";
import { Badge } from "@/components/ui/badge";
import { Button, type ButtonProps } from "@/components/ui/button";
import type { PublicUser } from "@/api/auth";
import { ACTION_LABELS, actionsFor, type UserCardAction } from "../utils/user-actions";

const STATUS_LABEL: Record<PublicUser["status"], string> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
  disabled: "Disabled",
};

// The line under the email names what the date means for each status.
const DATE_LABEL: Record<PublicUser["status"], string> = {
  pending: "Requested",
  approved: "Approved",
  rejected: "Rejected",
  disabled: "Registered",
};

const STATUS_VARIANT = { pending: "warning", approved: "success", rejected: "destructive", disabled: "secondary" } as const;

const ACTION_LOOK: Record<UserCardAction, { icon: LucideIcon; variant: ButtonProps["variant"] }> = {
  approve: { icon: Check, variant: "success" },
  reject: { icon: X, variant: "destructive" },
  resetLink: { icon: KeyRound, variant: "outline" },
  disable: { icon: Ban, variant: "outline" },
  enable: { icon: RotateCcw, variant: "outline" },
  delete: { icon: Trash2, variant: "outline" },
};

/** A long address wraps after its "@" on a phone rather than inside a word. */
function EmailText({ email }: { email: string }) {
  const at = email.indexOf("@");
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

export interface UserActionState {
  run: (action: UserCardAction, user: PublicUser) => void;
  /** True while any action on any user runs: every action button is disabled then. */
  busy: boolean;
  running?: { action: UserCardAction; userId: string };
  currentUserId?: string;
}

export function UserCard({ user, actions }: { user: PublicUser; actions: UserActionState }) {
  const available = actionsFor(user, actions.currentUserId);

  return (
    <article
      aria-label={user.email}
      className="flex flex-col gap-3 rounded-lg border bg-card p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="min-w-0 font-medium [overflow-wrap:anywhere]">
            <EmailText email={user.email} />
          </span>
          <Badge variant={STATUS_VARIANT[user.status]}>{STATUS_LABEL[user.status]}</Badge>
          {user.role === "owner" && <Badge variant="outline">Owner</Badge>}
        </div>
        <p className="text-sm text-muted-foreground">
          {DATE_LABEL[user.status]} {formatDateTimeAU(user.createdAt)}
        </p>
      </div>
      {available.length > 0 && (
        <div className="flex shrink-0 flex-wrap gap-2">
          {available.map((action) => {
            const { icon: Icon, variant } = ACTION_LOOK[action];
            const running = actions.running?.action === action && actions.running.userId === user.id;
            return (
              <Button
                key={action}
                size="sm"
                variant={variant}
                className={action === "delete" ? "text-destructive hover:text-destructive" : undefined}
                onClick={() => actions.run(action, user)}
                disabled={actions.busy}
                loading={running}
              >
                {!running && <Icon aria-hidden="true" />}
                {running ? ACTION_LABELS[action].busy : ACTION_LABELS[action].idle}
              </Button>
            );
          })}
        </div>
      )}
    </article>
  );
}
