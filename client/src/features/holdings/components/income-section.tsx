// The Tax page's Income section (issue 31), under capital gains: the chosen financial year's
// dividends by pay date (an estimate without one by its ex-date), their totals (cash, franked,
// unfranked, franking credits, grossed-up, and how many are estimates) and Download CSV.
import { incomeActionLabel, type IncomeLineView } from "@shared/contracts/income";
import { Badge } from "@/components/ui/badge";
import { QueryStates } from "@/components/query-states";
import { useDownloadIncomeCsv, useIncome } from "@/api/dividends";
import { useIsMobile } from "@/hooks/use-mobile";
import { toast } from "@/hooks/use-toast";
import { errorDescription } from "@/lib/api-client";
import { saveFile } from "@/lib/save-file";
import { cn } from "@/lib/utils";
import { frankingText, incomeTotalFacts } from "../utils/dividend-text";
import { dateText, moneyText, priceText, unitsText } from "../utils/ledger-text";
import { EstimatedBadge } from "./stock-dividends";
import { DownloadCsvButton } from "./tax-controls";

const cell = "px-3 py-2 whitespace-nowrap";

/** "In specie: WDS", "Bonus issue": a dividend a corporate action paid says so (decision 071). */
function ActionLabel({ line }: { line: IncomeLineView }) {
  const label = incomeActionLabel(line);
  return label === null ? null : <Badge variant="secondary">{label}</Badge>;
}

/** One line's figures, as the table's columns and a card's facts. */
function lineFacts(line: IncomeLineView): [string, string][] {
  return [
    ["Ex-date", dateText(line.exDate)],
    ["Pay date", line.payDate ? dateText(line.payDate) : "Unknown"],
    ["Units", unitsText(line.units)],
    ["Per share", priceText(line.amountPerShare)],
    ["Cash", moneyText(line.cash)],
    ["Franking", frankingText(line.frankingPercent)],
    ["Franking credit", line.frankingCredit === null ? "Unknown" : moneyText(line.frankingCredit)],
    ["Grossed-up", moneyText(line.grossedUp)],
  ];
}

function IncomeLines({ lines }: { lines: readonly IncomeLineView[] }) {
  const mobile = useIsMobile();
  if (lines.length === 0)
    return <p className="rounded-md border px-4 py-8 text-center text-sm text-muted-foreground">No dividends in this financial year.</p>;
  if (mobile)
    return (
      <ul className="grid gap-2" aria-label="Income lines">
        {lines.map((line) => (
          <li key={line.dividendId} className="rounded-md border bg-card p-3 text-sm">
            <p className="flex flex-wrap items-center gap-2 font-semibold">
              {line.symbol} <ActionLabel line={line} /> {line.status === "estimated" && <EstimatedBadge />}
            </p>
            <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-2">
              {lineFacts(line).map(([label, value]) => (
                <div key={label} className="min-w-0">
                  <dt className="text-xs text-muted-foreground">{label}</dt>
                  <dd className="m-0 tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    );
  const headers = ["Code", ...lineFacts(lines[0]).map(([label]) => label), "Status"];
  const right = new Set(["Units", "Per share", "Cash", "Franking", "Franking credit", "Grossed-up"]);
  return (
    <div
      role="region"
      aria-label="Income lines"
      tabIndex={0}
      className="max-h-[60vh] overflow-auto rounded-md border bg-card outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <table className="w-full border-separate border-spacing-0 text-sm">
        <thead className="sticky top-0 bg-card text-muted-foreground">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className={cn(cell, "border-b font-medium", right.has(header) ? "text-right" : "text-left")}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.dividendId}>
              <th scope="row" className={cn(cell, "border-b text-left font-semibold")}>
                <span className="inline-flex items-center gap-2">
                  {line.symbol} <ActionLabel line={line} />
                </span>
              </th>
              {lineFacts(line).map(([label, value]) => (
                <td key={label} className={cn(cell, "border-b tabular-nums", right.has(label) && "text-right")}>
                  {value}
                </td>
              ))}
              <td className={cn(cell, "border-b")}>{line.status === "estimated" ? <EstimatedBadge /> : "Confirmed"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function IncomeSection({ fy }: { fy: number }) {
  const income = useIncome(fy);
  const download = useDownloadIncomeCsv();
  const onDownload = () =>
    download.mutate(fy, {
      onSuccess: ({ text, fileName }) => saveFile(new Blob([text], { type: "text/csv" }), fileName),
      onError: (error) => toast({ variant: "destructive", title: "Download failed", description: errorDescription(error) }),
    });
  const estimated = income.data?.totals.estimated ?? 0;

  return (
    <section className="grid min-w-0 gap-4 border-t pt-5" aria-labelledby="tax-income-heading">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h2 id="tax-income-heading" className="text-lg font-semibold">
            Income
          </h2>
          <p className="text-sm text-muted-foreground">Dividends by pay date; an estimate without a pay date counts by its ex-date.</p>
        </div>
        <DownloadCsvButton onDownload={onDownload} downloading={download.isPending} />
      </div>
      <QueryStates query={income} loadingLabel="Loading income..." title="Could not load the income">
        {(data) => (
          <div className="grid min-w-0 gap-4" aria-busy={income.isFetching || undefined}>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5" aria-label="Income totals">
              {incomeTotalFacts(data.totals).map(({ label, value, note }) => (
                <div key={label} className="min-w-0 rounded-xl border bg-card p-4 shadow-sm last:col-span-2 sm:last:col-span-1">
                  <dt className="text-sm text-muted-foreground">{label}</dt>
                  <dd className="m-0 mt-1 text-lg font-semibold break-words tabular-nums">{value}</dd>
                  {note && <dd className="m-0 mt-1 text-sm text-muted-foreground">{note}</dd>}
                </div>
              ))}
            </dl>
            {estimated > 0 && (
              <p role="note" className="rounded-md border border-warning/50 bg-warning/10 px-4 py-3 text-sm">
                <span className="font-medium">{estimated} estimated</span>: their franking is unknown and counted as unfranked. Confirm them
                with the payment advice in each stock&apos;s Holding tab.
              </p>
            )}
            <IncomeLines lines={data.lines} />
          </div>
        )}
      </QueryStates>
    </section>
  );
}
