import { Undo2 } from "lucide-react";
import { useState } from "react";
import { ACCOUNT_IMPORT_SOURCE, TRADE_IMPORT_SOURCE } from "@shared/contracts/import-rules";
import type { ImportBatchView } from "@shared/contracts/imports";
import { AlertDialog } from "@/components/ui/alert-dialog";
import { UndoImportConfirmation } from "@/components/undo-import-confirmation";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { errorDescription } from "@/lib/api-client";
import { useUndoImport } from "@/api/imports";
import { batchLabel, fairValueCount, undoResultText } from "../utils/display";

interface UndoImportButtonProps {
  batch: ImportBatchView;
  /** The batch's fair values still stored (single rows may have been deleted since the import). */
  rowCount: number;
  /** After a successful undo, e.g. to clear the batch filter that named the removed batch. */
  onDone: () => void;
}

/** Undo one import from the Fair Values tab: a confirmation, then DELETE /api/import/batches/:id. */
export function UndoImportButton({ batch, rowCount, onDone }: UndoImportButtonProps) {
  const [open, setOpen] = useState(false);
  const undo = useUndoImport();

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
        pending={undo.isPending}
        onConfirm={confirm}
        description={
          <>
            {batch.source === ACCOUNT_IMPORT_SOURCE
              ? `Everything this import (${batchLabel(batch)}) added will be removed: its fair values, shareholder rows, journal entries, allocations and alert settings.`
              : batch.source === TRADE_IMPORT_SOURCE
                ? `The trades from this import (${batchLabel(batch)}) will be removed, and holdings and capital gains are worked out again without them. It is refused if a later sale needs its units.`
                : `The ${fairValueCount(rowCount)} from this import (${batchLabel(batch)}) will be removed, and any values they superseded come back.`}{" "}
            Stocks this import created that hold nothing else are removed too.
          </>
        }
      />
    </AlertDialog>
  );
}
