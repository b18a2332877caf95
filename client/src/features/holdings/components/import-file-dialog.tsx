// The shell of Import trades and Import dividends: choose a CSV → a dry run shows what importing it
// would do (the rows, duplicates, errors with their lines) → Import writes one batch (undone from Data
// History) → a toast with the counts. Each import passes its own mutations, preview and wording. A
// file refused for its layout shows the formats the import reads and a sample row (issue 44 item 12).
import { useRef, useState, type ChangeEvent, type ReactNode } from "react";
import type { UseMutationResult } from "@tanstack/react-query";
import { FileUp } from "lucide-react";
import { FormatHelp } from "@/components/format-help";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/hooks/use-toast";
import { errorDescription, serverHelp } from "@/lib/api-client";

interface ImportFileDialogProps<R extends { inserted: number }> {
  /** The button and the dialog's title: "Import trades". */
  title: string;
  description: ReactNode;
  /** The hidden file input's name: "Trades CSV file". */
  fileLabel: string;
  preview: UseMutationResult<R, Error, File>;
  importer: UseMutationResult<R, Error, File>;
  renderPreview: (result: R) => ReactNode;
  /** The toast once imported: its title and the counts. */
  doneTitle: string;
  doneText: (result: R) => string;
  /** After the import was written (the trades' new stocks' prices are followed from here). */
  onImported?: (result: R) => void;
}

export function ImportFileDialog<R extends { inserted: number }>({
  title,
  description,
  fileLabel,
  preview,
  importer,
  renderPreview,
  doneTitle,
  doneText,
  onImported,
}: ImportFileDialogProps<R>) {
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
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
        toast({ variant: "success", title: doneTitle, description: doneText(result) });
        onImported?.(result);
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
        {title}
      </Button>
      <DialogContent className="sm:max-w-2xl" fullScreenOnPhone>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <div className="grid min-w-0 gap-4" aria-busy={busy || undefined}>
          <input ref={inputRef} type="file" accept=".csv,text/csv" hidden tabIndex={-1} aria-label={fileLabel} onChange={onFileChosen} />
          <div className="flex min-w-0 flex-col gap-2 sm:flex-row sm:items-center">
            <Button variant="outline" onClick={() => inputRef.current?.click()} loading={preview.isPending} disabled={busy}>
              {preview.isPending ? "Reading file..." : file ? "Choose another file" : "Choose file"}
            </Button>
            {file && <span className="min-w-0 truncate text-sm text-muted-foreground">{file.name}</span>}
          </div>
          {failure && (
            <div className="grid min-w-0 gap-2 text-sm">
              <p role="alert" className="break-words text-destructive">
                {errorDescription(failure)}
              </p>
              <FormatHelp {...serverHelp(failure)} label="Files this import reads" />
            </div>
          )}
          {result && !preview.isPending && renderPreview(result)}
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
