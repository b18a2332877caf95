import { Undo2 } from "lucide-react";
import { useState } from "react";
import { DIVIDEND_IMPORT_SOURCE, TRADE_IMPORT_SOURCE } from "@shared/contracts/import-rules";
import type { ImportBatchView } from "@shared/contracts/imports";
import { AlertDialog } from "@/components/ui/alert-dialog";
import { UndoImportConfirmation } from "@/components/undo-import-confirmation";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { errorDescription } from "@/lib/api-client";
import { useImportBatch, useUndoImport } from "@/api/imports";
import { batchLabel, undoResultText } from "../utils/display";

interface UndoImportButtonProps {
  batch: ImportBatchView;
  /** After a successful undo, e.g. to clear the choice that named the removed batch. */
  onDone: () => void;
}

/** What follows from an undo beyond the rows it removes. */
function undoNote(batch: ImportBatchView): string {
  if (batch.source === TRADE_IMPORT_SOURCE) return "Holdings, capital gains and income are worked out again without its trades.";
  if (batch.source === DIVIDEND_IMPORT_SOURCE)
    return "Income is worked out again without its dividends; Sync dividends brings back a market-data estimate one of them replaced.";
  return "Values its rows superseded come back.";
}

/**
 * Undo one import: a confirmation listing everything that goes (read when it opens), then
 * DELETE /api/import/batches/:id.
 */
export function UndoImportButton({ batch, onDone }: UndoImportButtonProps) {
  const [open, setOpen] = useState(false);
  const undo = useUndoImport();
  const detail = useImportBatch(open ? batch.id : null);

  const confirm = () =>
    undo.mutate(batch.id, {
      onSuccess: (result) => {
        toast({ variant: "success", title: result.message, description: undoResultText(result) });
        onDone();
      },
      onError: (error) => toast({ variant: "destructive", title: "Failed to undo import", description: errorDescription(error) }),
      onSettled: () => setOpen(false),
    });

  return (
    <AlertDialog open={open} onOpenChange={(next) => !undo.isPending && setOpen(next)}>
      <Button variant="destructive" onClick={() => setOpen(true)} className="w-full sm:w-auto">
        <Undo2 aria-hidden="true" />
        Undo Import
      </Button>
      <UndoImportConfirmation
        name={batchLabel(batch)}
        detail={detail.data}
        loading={detail.isPending}
        loadError={detail.error}
        note={undoNote(batch)}
        pending={undo.isPending}
        onConfirm={confirm}
      />
    </AlertDialog>
  );
}
