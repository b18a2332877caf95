import { useRef, useState, type ChangeEvent } from "react";
import { FileUp } from "lucide-react";
import type { TradeImportResult } from "@shared/contracts/trade-import";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { usePreviewTradeImport, useTradeImport } from "@/api/trades";
import { toast } from "@/hooks/use-toast";
import { errorDescription } from "@/lib/api-client";
import { ImportPreview } from "./import-preview";

/** The counts a finished import's toast reports: "12 trades imported, 3 duplicates, 2 rows skipped, 1 error". */
export function importCountsText(result: TradeImportResult): string {
  const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
  const parts = [`${plural(result.inserted, "trade")} imported`, plural(result.duplicates, "duplicate")];
  if (result.skipped.length > 0) parts.push(`${plural(result.skipped.length, "row")} skipped`);
  if (result.errors.length > 0) parts.push(plural(result.errors.length, "error"));
  if (result.newStocks.length > 0) parts.push(`${result.newStocks.join(", ")} added to Portfolio`);
  return parts.join(", ");
}

/**
 * **Import trades**: choose a broker's CSV → a dry run shows the detected format, the rows, duplicates,
 * skipped and error rows with their lines and the new stocks → Import writes the batch (undone from
 * Data History) → a toast with the counts.
 */
export function ImportTradesDialog() {
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const preview = usePreviewTradeImport();
  const importer = useTradeImport();
  const busy = preview.isPending || importer.isPending;

  const onOpenChange = (next: boolean) => {
    if (busy) return;
    if (next) {
      setFile(null);
      preview.reset();
      importer.reset();
    }
    setOpen(next);
  };

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = "";
    if (!chosen) return;
    setFile(chosen);
    importer.reset();
    preview.mutate(chosen);
  };

  const onImport = () => {
    if (!file) return;
    importer.mutate(file, {
      onSuccess: (result) => {
        toast({ variant: "success", title: "Trades imported", description: importCountsText(result) });
        setOpen(false);
      },
    });
  };

  const result = preview.data;
  const canImport = file !== null && result !== undefined && result.inserted > 0 && !busy;
  const failure = preview.error ?? importer.error;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <Button variant="outline" onClick={() => onOpenChange(true)}>
        <FileUp aria-hidden="true" />
        Import trades
      </Button>
      <DialogContent className="sm:max-w-2xl" fullScreenOnPhone>
        <DialogHeader>
          <DialogTitle>Import trades</DialogTitle>
          <DialogDescription>
            A CSV from CommSec (Transactions or Confirmations), SelfWealth (Movements), Sharesight, or this app&apos;s trades export.
            Nothing is written until you choose Import; importing the same file again adds nothing.
          </DialogDescription>
        </DialogHeader>
        <div className="grid min-w-0 gap-4" aria-busy={busy || undefined}>
          <input
            ref={inputRef}
            type="file"
            accept=".csv,text/csv"
            hidden
            tabIndex={-1}
            aria-label="Trades CSV file"
            onChange={onFileChosen}
          />
          <div className="flex min-w-0 flex-col gap-2 sm:flex-row sm:items-center">
            <Button variant="outline" onClick={() => inputRef.current?.click()} loading={preview.isPending} disabled={busy}>
              {preview.isPending ? "Reading file..." : file ? "Choose another file" : "Choose file"}
            </Button>
            {file && <span className="min-w-0 truncate text-sm text-muted-foreground">{file.name}</span>}
          </div>
          {failure && (
            <p role="alert" className="text-sm break-words text-destructive">
              {errorDescription(failure)}
            </p>
          )}
          {result && !preview.isPending && <ImportPreview result={result} />}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={onImport} disabled={!canImport} loading={importer.isPending}>
            {importer.isPending ? "Importing..." : "Import"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
