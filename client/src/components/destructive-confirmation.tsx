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
 * The body of every "are you sure?" dialog, inside the caller's AlertDialog: title, what goes (or
 * changes), Cancel, and the action (destructive unless `actionVariant` says otherwise), busy (and
 * Cancel disabled) until the call returns.
 */
export function DestructiveConfirmation({
  title,
  description,
  action,
  pendingAction = action,
  pending,
  onConfirm,
  blocked = false,
  actionVariant = "destructive",
}: {
  title: string;
  /** Text, or (a list of what goes) blocks: it is drawn in a <div>, never a <p>. */
  description: ReactNode;
  action: string;
  /** The action's label while its call runs; the same label if not given. */
  pendingAction?: string;
  pending: boolean;
  onConfirm: () => void;
  /** The action cannot run (the description says why): its button is left out. */
  blocked?: boolean;
  /** "default" for a change that deletes nothing (the Tax page's method). */
  actionVariant?: "destructive" | "default";
}) {
  return (
    <AlertDialogContent>
      <AlertDialogHeader>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription asChild>
          <div>{description}</div>
        </AlertDialogDescription>
      </AlertDialogHeader>
      <AlertDialogFooter>
        <AlertDialogCancel disabled={pending}>{blocked ? "Close" : "Cancel"}</AlertDialogCancel>
        {!blocked && (
          <Button variant={actionVariant} loading={pending} onClick={onConfirm}>
            {pending ? pendingAction : action}
          </Button>
        )}
      </AlertDialogFooter>
    </AlertDialogContent>
  );
}
