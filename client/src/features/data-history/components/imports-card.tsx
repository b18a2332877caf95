// Data History's **Imports** (issue 44 items 2 and 13): every import batch, newest first; choosing one
// shows what it holds now (GET /api/import/batches/:id) — its trades and dividends as tables, the
// other kinds counted with the tab that lists them — and Undo Import, whose confirmation lists
// everything that will go (docs/decisions/037-undo-removes-its-own-rows.md).
import { useMemo, useState, type ReactNode } from "react";
import type { ImportBatchDetail, ImportBatchView } from "@shared/contracts/imports";
import { formatDateTimeAU } from "@shared/domain/format";
import { useImportBatch } from "@/api/imports";
import { undoImportLines } from "@/components/undo-import-lines";
import { batchLabel } from "../utils/display";
import { ALL } from "../utils/filters";
import { BatchDividends, BatchTrades } from "./batch-rows";
import { FilterSelect } from "./history-controls";
import { TabQueryState } from "./tab-query-state";
import { UndoImportButton } from "./undo-import-button";

// Wide enough for "Trades · commsec-transactions.csv · 21 Nov 2026, 8:22 pm · 1,200 rows".
const IMPORT_SELECT_WIDTH_PX = 440;

function Fact({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="m-0 font-medium break-words tabular-nums">{value}</dd>
    </div>
  );
}

/** Where the kinds this card does not list are shown. */
function elsewhereLines({ holds }: ImportBatchDetail): string[] {
  const lines: string[] = [];
  if (holds.fairValues > 0) lines.push("Its fair values are in the Fair Values tab below: choose this import in 'Filter by import'.");
  if (holds.shareholders > 0) lines.push("Its shareholder rows are in the Shareholders tab below.");
  if (holds.journalEntries > 0) lines.push("Its journal entries are in the Journal Entries tab below.");
  if (holds.taxStatements > 0) lines.push("Its tax statements are on the Tax page, under each one's financial year.");
  return lines;
}

/** One kind of the import's rows under its heading. */
function RowsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="grid min-w-0 gap-2" aria-labelledby={id}>
      <h3 id={id} className="text-base font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

function BatchContents({ batch, detail }: { batch: ImportBatchView; detail: ImportBatchDetail }) {
  const lines = undoImportLines(detail);
  return (
    <div className="grid min-w-0 gap-4" data-testid="import-contents">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-md border p-3 text-sm sm:grid-cols-4">
        <Fact label="File" value={batch.fileName} />
        <Fact label="Imported" value={formatDateTimeAU(batch.createdAt)} />
        <Fact label="Rows imported" value={batch.rowsImported.toLocaleString("en-AU")} />
        <Fact label="Rows not imported" value={batch.rowsSkipped.toLocaleString("en-AU")} />
      </dl>
      <div className="grid gap-1 text-sm break-words">
        <p className="font-medium">{lines.removes.length > 0 ? "What it holds now (Undo Import removes it):" : "It holds nothing now."}</p>
        {lines.removes.length > 0 && (
          <ul className="list-disc space-y-0.5 pl-5" aria-label="What the import holds">
            {lines.removes.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
        {lines.keeps.map((line) => (
          <p key={line} className="text-muted-foreground">
            {line}
          </p>
        ))}
        {detail.undo.refusal && (
          <p role="alert" className="text-destructive">
            It cannot be undone now: {detail.undo.refusal.charAt(0).toLowerCase()}
            {detail.undo.refusal.slice(1)}.
          </p>
        )}
        {elsewhereLines(detail).map((line) => (
          <p key={line} className="text-muted-foreground">
            {line}
          </p>
        ))}
      </div>
      {detail.holds.trades > 0 && (
        <RowsSection id="import-trades-heading" title="Trades">
          <BatchTrades batchId={batch.id} total={detail.holds.trades} />
        </RowsSection>
      )}
      {detail.holds.dividends > 0 && (
        <RowsSection id="import-dividends-heading" title="Dividends">
          <BatchDividends batchId={batch.id} total={detail.holds.dividends} />
        </RowsSection>
      )}
    </div>
  );
}

export function ImportsCard({ batches }: { batches: readonly ImportBatchView[] }) {
  const [chosen, setChosen] = useState(ALL);
  // An import undone elsewhere (the Fair Values tab, Settings) is no longer chosen.
  const batch = batches.find((b) => b.id === chosen);
  const detail = useImportBatch(batch ? batch.id : null);
  const options = useMemo(() => batches.map((b) => ({ value: b.id, label: batchLabel(b) })), [batches]);

  return (
    <section aria-labelledby="imports-heading" className="grid min-w-0 gap-4 rounded-lg border bg-card p-4">
      <div className="space-y-1">
        <h2 id="imports-heading" className="text-lg font-semibold">
          Imports
        </h2>
        <p className="text-sm text-muted-foreground">
          {batches.length === 0
            ? "Nothing imported yet. Pastes, uploads and trade, dividend or tax statement files appear here, each to be looked at or undone."
            : "Choose a paste, upload or file to see what it holds before you undo it."}
        </p>
      </div>
      {batches.length > 0 && (
        // One column on a phone, where the chosen import's long name is cut to the screen's width.
        <div className="grid min-w-0 grid-cols-1 gap-3 sm:flex sm:flex-wrap sm:items-center">
          <FilterSelect
            label="Choose an import"
            allLabel="Choose an import"
            value={batch ? batch.id : ALL}
            onChange={setChosen}
            options={options}
            widthPx={IMPORT_SELECT_WIDTH_PX}
          />
          {batch && <UndoImportButton batch={batch} onDone={() => setChosen(ALL)} />}
        </div>
      )}
      {batch && (
        <TabQueryState query={detail} loadingLabel="Reading what the import holds..." what="the import">
          {detail.data && <BatchContents batch={batch} detail={detail.data} />}
        </TabQueryState>
      )}
    </section>
  );
}
