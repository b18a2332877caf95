import { useMemo } from "react";
import type { ShareholderPreview } from "@shared/contracts/shareholders";
import { previewSummary, skippedLineText } from "../utils/import-form";
import { HolderTable } from "./shareholder-table";

/** What an import would store, in the list's own order, and each line it would skip, by number. */
export function ImportPreview({ preview }: { preview: ShareholderPreview }) {
  const rows = useMemo(() => preview.rows.map((row) => ({ ...row, key: row.line })), [preview.rows]);
  return (
    <section aria-label="Preview" className="grid gap-3">
      <p className="text-sm font-medium" aria-live="polite">
        {previewSummary(preview)}
      </p>
      {rows.length > 0 && (
        <div className="max-h-96 overflow-y-auto rounded-md border">
          <HolderTable rows={rows} label="Preview of the shareholder list" />
        </div>
      )}
      {preview.errors.length > 0 && (
        <div className="rounded-md border border-destructive/50 p-3">
          <h3 className="text-sm font-medium text-destructive">Lines that will be skipped</h3>
          <ul className="mt-2 grid gap-1 text-sm" aria-label="Lines that will be skipped">
            {preview.errors.map((error) => (
              <li key={`${error.line}-${error.reason}`}>{skippedLineText(error)}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
