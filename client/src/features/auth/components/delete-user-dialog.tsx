import { DestructiveConfirmation } from "@/components/destructive-confirmation";
import { AlertDialog } from "@/components/ui/alert-dialog";
import type { PublicUser } from "@/api/auth";

/** Asks before an account goes with everything it owns; stays open, busy, until the call returns. */
export function DeleteUserDialog({
  user,
  deleting,
  onConfirm,
  onCancel,
}: {
  user: PublicUser | null;
  deleting: boolean;
  onConfirm: (user: PublicUser) => void;
  onCancel: () => void;
}) {
  return (
    <AlertDialog open={user !== null} onOpenChange={(open) => !open && !deleting && onCancel()}>
      <DestructiveConfirmation
        title="Delete User"
        description={
          user &&
          `Are you sure you want to delete ${user.email}? This deletes the account and all its data (stocks, fair values, trades, dividends, journal, alerts and import history) and cannot be undone. To keep the user but stop their access, disable them instead.`
        }
        action="Delete user"
        pendingAction="Deleting..."
        pending={deleting}
        onConfirm={() => user && onConfirm(user)}
      />
    </AlertDialog>
  );
}
