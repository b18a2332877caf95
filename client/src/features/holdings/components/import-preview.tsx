import type { DividendImportResult } from "@shared/contracts/dividends";
import type { SkippedRow } from "@shared/contracts/imports";
import type { TaxStatementImportResult } from "@shared/contracts/tax-statements";
import type { TradeImportResult } from "@shared/contracts/trade-import";

// Every row is listed in full, in the dialog's own scroll: an inner box that scrolled too could not
// be reached from the keyboard and showed a cut last line on a phone (issue 44 item 22).
function RowList({ title, rows, tone }: { title: string; rows: readonly SkippedRow[]; tone?: "error" }) {
  if (rows.length === 0) return null;
  return (
    <section className="grid min-w-0 gap-1" aria-label={title}>
      <h3 className={tone === "error" ? "text-sm font-medium text-destructive" : "text-sm font-medium"}>
        {title} ({rows.length})
      </h3>
      <ul className="grid min-w-0 gap-1 rounded-md border p-2 text-sm">
        {rows.map((row) => (
          <li key={`${row.line}-${row.reason}`} className="break-words">
            <span className="font-medium">Line {row.line}:</span> {row.reason}
          </li>
        ))}
      </ul>
    </section>
  );
}

interface PreviewFactsProps {
  testId: string;
  facts: [string, string | number][];
  inserted: number;
  errors: readonly SkippedRow[];
  skipped: readonly SkippedRow[];
  children?: React.ReactNode;
}

/** A dry run's answer: its counts, then every row that will not import named with its line. */
function PreviewFacts({ testId, facts, inserted, errors, skipped, children }: PreviewFactsProps) {
  return (
    <div className="grid min-w-0 gap-3" data-testid={testId}>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-md border p-3 text-sm sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="m-0 font-medium break-words tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {children}
      {inserted === 0 && <p className="text-sm text-muted-foreground">Nothing new to import from this file.</p>}
      <RowList title="Errors" rows={errors} tone="error" />
      <RowList title="Skipped" rows={skipped} />
    </div>
  );
}

/** Import trades' dry run: the format, the counts and the stocks the import adds to Portfolio. */
export function ImportPreview({ result }: { result: TradeImportResult }) {
  return (
    <PreviewFacts
      testId="trade-import-preview"
      facts={[
        ["Format", result.formatName],
        ["Trades in the file", result.rows],
        ["New trades", result.inserted],
        ["Duplicates", result.duplicates],
        ["Skipped rows", result.skipped.length],
        ["Error rows", result.errors.length],
      ]}
      inserted={result.inserted}
      errors={result.errors}
      skipped={result.skipped}
    >
      {result.newStocks.length > 0 && (
        <p className="text-sm break-words">
          <span className="font-medium">New stocks</span> (added to Portfolio): {result.newStocks.join(", ")}
        </p>
      )}
    </PreviewFacts>
  );
}

/** Import dividends' dry run: the counts, estimates the file replaces included. */
export function DividendImportPreview({ result }: { result: DividendImportResult }) {
  return (
    <PreviewFacts
      testId="dividend-import-preview"
      facts={[
        ["Dividends in the file", result.rows],
        ["New dividends", result.inserted],
        ["Estimates replaced", result.replacedEstimates],
        ["Duplicates", result.duplicates],
        ["Skipped rows", result.skipped.length],
        ["Error rows", result.errors.length],
      ]}
      inserted={result.inserted}
      errors={result.errors}
      skipped={result.skipped}
    />
  );
}

/** Import tax statements' dry run (issue 47): the counts, then each line that will not import. */
export function TaxStatementImportPreview({ result }: { result: TaxStatementImportResult }) {
  return (
    <PreviewFacts
      testId="tax-statement-import-preview"
      facts={[
        ["Statements in the file", result.rows],
        ["New statements", result.inserted],
        ["Duplicates", result.duplicates],
        ["Skipped rows", result.skipped.length],
        ["Error rows", result.errors.length],
      ]}
      inserted={result.inserted}
      errors={result.errors}
      skipped={result.skipped}
    />
  );
}
