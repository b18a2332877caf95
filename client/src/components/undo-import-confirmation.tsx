import type { ReactNode } from "react";
import { DestructiveConfirmation } from "./destructive-confirmation";

/**
 * The body of the 'Undo this import?' confirmation (Data History and Settings), inside the caller's
 * AlertDialog: what the undo removes, Cancel, and 'Undo Import', busy until the call returns.
 */
export function UndoImportConfirmation({
  description,
  pending,
  onConfirm,
}: {
  description: ReactNode;
  pending: boolean;
  onConfirm: () => void;
}) {
  return (
    <DestructiveConfirmation
      title="Undo this import?"
      description={description}
      action="Undo Import"
      pendingAction="Undoing..."
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}
