import type { ReactNode } from "react";
import {
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";

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
    <AlertDialogContent>
      <AlertDialogHeader>
        <AlertDialogTitle>Undo this import?</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
      </AlertDialogHeader>
      <AlertDialogFooter>
        <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
        <Button variant="destructive" loading={pending} onClick={onConfirm}>
          {pending ? "Undoing..." : "Undo Import"}
        </Button>
      </AlertDialogFooter>
    </AlertDialogContent>
  );
}
