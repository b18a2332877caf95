// The tax summary (issue 47): one financial year's figures where the return asks for them — for an
// individual with the return's labels, for a trust, an SMSF or a company the same figures without
// them — each opening onto the lines that make it; Download CSV and Print. Not tax advice.
import { Printer } from "lucide-react";
import { useState } from "react";
import { NOT_TAX_ADVICE } from "@shared/contracts/cgt";
import { fyLabel } from "@shared/contracts/tax-statements";
import type { SummaryFigureView, SummaryLineView } from "@shared/contracts/tax-summary";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { QueryStates } from "@/components/query-states";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { FinancialYearChoice } from "@/api/cgt";
import { useDownloadTaxSummaryCsv, useTaxSummary } from "@/api/tax-statements";
import { toast } from "@/hooks/use-toast";
import { errorDescription } from "@/lib/api-client";
import { saveFile } from "@/lib/save-file";
import { ProvisionalNote } from "../corporate-actions/provisional-badge";
import { DownloadCsvButton, financialYearLabel } from "../tax-controls";
import { dateText, moneyText, signedMoneyText } from "../../utils/ledger-text";

const LINE_KIND_LABELS: Record<SummaryLineView["kind"], string> = {
  sale: "Sale",
  "trust-gain": "Trust capital gain",
  dividend: "Dividend",
  statement: "Tax statement",
  "loss-brought-forward": "Losses brought forward",
};

function lineText(line: SummaryLineView): string {
  const parts = [LINE_KIND_LABELS[line.kind], line.symbol, line.date ? dateText(line.date) : ""].filter((part) => part !== "");
  return parts.join(" · ");
}

function FigureRow({ figure }: { figure: SummaryFigureView }) {
  return (
    <li className="rounded-md border bg-card">
      <details className="group">
        <summary className="flex cursor-pointer list-none items-start gap-3 px-3 py-3 outline-none focus-visible:ring-2 focus-visible:ring-ring">
          {figure.label && (
            <span className="w-10 shrink-0 rounded bg-muted px-1.5 py-0.5 text-center text-xs font-semibold tabular-nums">
              {figure.label}
            </span>
          )}
          <span className="min-w-0 flex-1 text-sm">
            {figure.title}
            <span className="block text-xs text-muted-foreground">
              {figure.lines.length === 0 ? "No lines" : `${figure.lines.length} line${figure.lines.length === 1 ? "" : "s"}: show`}
            </span>
          </span>
          <span className="shrink-0 text-right font-semibold tabular-nums">{moneyText(figure.amount)}</span>
        </summary>
        {figure.lines.length > 0 && (
          <ul className="grid gap-1 border-t px-3 py-2 text-sm" aria-label={`Lines of ${figure.label ?? figure.title}`}>
            {figure.lines.map((line, index) => (
              <li key={`${line.kind}-${line.id ?? "bf"}-${index}`} className="flex justify-between gap-3">
                <span className="min-w-0 break-words text-muted-foreground">{lineText(line)}</span>
                <span className="shrink-0 tabular-nums">{signedMoneyText(line.amount)}</span>
              </li>
            ))}
          </ul>
        )}
      </details>
    </li>
  );
}

export function TaxSummary() {
  const [fy, setFy] = useState<FinancialYearChoice>(null);
  const summary = useTaxSummary(fy);
  const download = useDownloadTaxSummaryCsv();
  const onDownload = () => {
    if (!summary.data) return;
    download.mutate(summary.data.fy, {
      onSuccess: ({ text, fileName }) => saveFile(new Blob([text], { type: "text/csv" }), fileName),
      onError: (error) => toast({ variant: "destructive", title: "Download failed", description: errorDescription(error) }),
    });
  };
  return (
    <div className="grid min-w-0 gap-5">
      <p role="note" className="rounded-md border border-warning/50 bg-warning/10 px-4 py-3 text-sm">
        {NOT_TAX_ADVICE}
      </p>
      <QueryStates query={summary} loadingLabel="Loading the tax summary..." title="Could not load the tax summary">
        {(data) => (
          <>
            <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end print:hidden">
              <div className="grid gap-2">
                <Label htmlFor="summary-fy">Financial year</Label>
                <Select value={String(data.fy)} onValueChange={(value) => setFy(Number(value))}>
                  <SelectTrigger id="summary-fy" className="w-full sm:w-80">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {data.financialYears.map((year) => (
                      <SelectItem key={year} value={String(year)}>
                        {financialYearLabel(year)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
              <div className="flex gap-2 sm:ml-auto">
                <Button variant="outline" onClick={() => window.print()}>
                  <Printer aria-hidden="true" />
                  Print
                </Button>
                <DownloadCsvButton onDownload={onDownload} downloading={download.isPending} />
              </div>
            </div>
            <div className="grid min-w-0 gap-3" aria-busy={summary.isFetching || undefined}>
              <p className="text-sm">
                <span className="font-semibold">{fyLabel(data.fy)}</span> · {data.taxEntityLabel} · CGT discount {data.cgtDiscount}
                {data.taxEntity !== "individual" && (
                  <span className="text-muted-foreground"> · the individual return&apos;s labels do not apply</span>
                )}
              </p>
              {data.provisional && <ProvisionalNote />}
              {data.estimatedFunds.length > 0 && (
                <p role="note" className="rounded-md border border-warning/50 bg-warning/10 px-4 py-3 text-sm">
                  No tax statement yet for {data.estimatedFunds.join(", ")}: their figures are cash distributions only.
                </p>
              )}
              <ul className="grid gap-2" aria-label="Tax summary figures">
                {data.figures.map((figure) => (
                  <FigureRow key={figure.key} figure={figure} />
                ))}
              </ul>
            </div>
          </>
        )}
      </QueryStates>
    </div>
  );
}
