// Delete a corporate action, after confirmation: the ledger is replayed without it. A refusal (a
// later sale needs the parcels it made) stays in the confirmation in the API's words, where a screen
// reader hears it (the stock dialog hides the toasts behind it).
import type { CorporateActionView } from "@shared/contracts/corporate-action-views";
import { DestructiveConfirmation } from "@/components/destructive-confirmation";
import { AlertDialog } from "@/components/ui/alert-dialog";
import { useDeleteCorporateAction } from "@/api/corporate-actions";
import { toast } from "@/hooks/use-toast";
import { errorDescription } from "@/lib/api-client";
import { actionTypeLabel } from "../../utils/corporate-actions/action-fields";
import { dateText } from "../../utils/ledger-text";

export function DeleteActionDialog({ action, onDone }: { action: CorporateActionView | null; onDone: () => void }) {
  const remove = useDeleteCorporateAction();
  const close = () => {
    remove.reset();
    onDone();
  };
  return (
    <AlertDialog open={action !== null} onOpenChange={(open) => !open && !remove.isPending && close()}>
      {action && (
        <DestructiveConfirmation
          title="Delete this corporate action?"
          description={
            <>
              <p>
                The {actionTypeLabel(action.type).toLowerCase()} of {action.symbol} on {dateText(action.date)} is removed, with the parcels,
                capital gains and income it made.
              </p>
              {remove.error && (
                <p role="alert" className="mt-2 break-words text-destructive">
                  {errorDescription(remove.error)}
                </p>
              )}
            </>
          }
          action="Delete"
          pendingAction="Deleting..."
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(action.id, {
              onSuccess: () => {
                toast({ variant: "success", title: "Corporate action deleted" });
                close();
              },
            })
          }
        />
      )}
    </AlertDialog>
  );
}
