import type { ReactNode } from "react";
import { DestructiveConfirmation } from "@/components/destructive-confirmation";
import { AlertDialog } from "@/components/ui/alert-dialog";

interface ConfirmDeleteDialogProps {
  open: boolean;
  title: string;
  /** What goes; the dialog adds 'This action cannot be undone.' */
  description: ReactNode;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * docs/product.md "Data History": fair value, shareholder and journal deletes need dialog confirmation. The dialog
 * stays open and busy until the call returns, so the user sees the delete happen.
 */
export function ConfirmDeleteDialog({ open, title, description, deleting, onConfirm, onCancel }: ConfirmDeleteDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && !deleting && onCancel()}>
      <DestructiveConfirmation
        title={title}
        description={<>{description} This action cannot be undone.</>}
        action="Delete"
        pendingAction="Deleting..."
        pending={deleting}
        onConfirm={onConfirm}
      />
    </AlertDialog>
  );
}
