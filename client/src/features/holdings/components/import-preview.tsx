import type { SkippedRow } from "@shared/contracts/imports";
import type { TradeImportResult } from "@shared/contracts/trade-import";

function RowList({ title, rows, tone }: { title: string; rows: readonly SkippedRow[]; tone?: "error" }) {
  if (rows.length === 0) return null;
  return (
    <section className="grid min-w-0 gap-1" aria-label={title}>
      <h3 className={tone === "error" ? "text-sm font-medium text-destructive" : "text-sm font-medium"}>
        {title} ({rows.length})
      </h3>
      <ul className="max-h-48 min-w-0 overflow-y-auto rounded-md border p-2 text-sm">
        {rows.map((row) => (
          <li key={`${row.line}-${row.reason}`} className="break-words">
            <span className="font-medium">Line {row.line}:</span> {row.reason}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The dry run's answer: what Import would do with the file, every row that will not import named with its line. */
export function ImportPreview({ result }: { result: TradeImportResult }) {
  const facts: [string, string | number][] = [
    ["Format", result.formatName],
    ["Trades in the file", result.rows],
    ["New trades", result.inserted],
    ["Duplicates", result.duplicates],
    ["Skipped rows", result.skipped.length],
    ["Error rows", result.errors.length],
  ];
  return (
    <div className="grid min-w-0 gap-3" data-testid="trade-import-preview">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-md border p-3 text-sm sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="m-0 font-medium break-words tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {result.newStocks.length > 0 && (
        <p className="text-sm break-words">
          <span className="font-medium">New stocks</span> (added to Portfolio): {result.newStocks.join(", ")}
        </p>
      )}
      {result.inserted === 0 && <p className="text-sm text-muted-foreground">Nothing new to import from this file.</p>}
      <RowList title="Errors" rows={result.errors} tone="error" />
      <RowList title="Skipped" rows={result.skipped} />
    </div>
  );
}
