import { Undo2 } from "lucide-react";
import { useState } from "react";
import type { AccountImportResult } from "@shared/contracts/account-archive";
import { AlertDialog } from "@/components/ui/alert-dialog";
import { UndoImportConfirmation } from "@/components/undo-import-confirmation";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { errorDescription } from "@/lib/api-client";
import { useImportBatch, useUndoImport } from "@/api/imports";
import { importSummaryLines } from "../utils/account-files";

/** What the last import wrote, with its undo (a confirmation, then DELETE /api/import/batches/:id). */
export function ImportSummary({ result, fileName, onUndone }: { result: AccountImportResult; fileName: string; onUndone: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const undo = useUndoImport();
  const batchId = result.batchId;
  const detail = useImportBatch(confirming ? batchId : null);

  const confirm = () => {
    if (!batchId) return;
    undo.mutate(batchId, {
      onSuccess: (answer) => {
        toast({ variant: "success", title: answer.message, description: `Everything ${fileName} added was removed` });
        onUndone();
      },
      onError: (error) => toast({ variant: "destructive", title: "Failed to undo import", description: errorDescription(error) }),
      onSettled: () => setConfirming(false),
    });
  };

  return (
    <section aria-labelledby="last-import-heading" className="space-y-3 rounded-lg bg-muted/50 p-4 text-sm">
      <h3 id="last-import-heading" className="font-medium break-words">
        {result.message} from {fileName}
      </h3>
      {batchId && (
        <ul className="list-disc space-y-0.5 pl-5" aria-label="What the import added">
          {importSummaryLines(result).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {batchId && (
        <AlertDialog open={confirming} onOpenChange={(next) => !undo.isPending && setConfirming(next)}>
          <Button variant="outline" className="w-full sm:w-auto" onClick={() => setConfirming(true)}>
            <Undo2 aria-hidden="true" />
            Undo this import
          </Button>
          <UndoImportConfirmation
            name={fileName}
            detail={detail.data}
            loading={detail.isPending}
            loadError={detail.error}
            note="Stocks you already had keep their data."
            pending={undo.isPending}
            onConfirm={confirm}
          />
        </AlertDialog>
      )}
    </section>
  );
}
