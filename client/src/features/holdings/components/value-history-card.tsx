import { lazy, Suspense, useState } from "react";
import { VALUE_HISTORY_RANGES, type ValueHistoryRange } from "@shared/contracts/holdings";
import { QueryStates } from "@/components/query-states";
import { RangeButtons } from "@/components/range-buttons";
import { Card, CardContent, CardTitle } from "@/components/ui/card";
import { LoadingState } from "@/components/ui/spinner";
import { useHoldingValueHistory } from "@/api/holdings";
import { cn } from "@/lib/utils";
import { dateText, moneyText } from "../utils/ledger-text";

// recharts arrives with the chart, after the totals and the table have drawn.
const ValueHistoryChart = lazy(() => import("./value-history-chart"));

const RANGE_LABELS: Partial<Record<ValueHistoryRange, string>> = { ALL: "All" };

function Swatch({ colour, dashed, label }: { colour: string; dashed?: boolean; label: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
      <span aria-hidden="true" className={cn("inline-block w-4 border-t-2", dashed && "border-dashed")} style={{ borderColor: colour }} />
      {label}
    </span>
  );
}

/** Market value against cost base over time (1Y / 3Y / 5Y / All), from the stored daily closes. */
export function ValueHistoryCard() {
  const [range, setRange] = useState<ValueHistoryRange>("1Y");
  const history = useHoldingValueHistory(range);
  const points = history.data ?? [];
  const last = points.at(-1);
  const summary = last
    ? `Market value ${moneyText(last.marketValue)} against cost base ${moneyText(last.costBase)} on ${dateText(last.date)}, ${points.length} trading days shown.`
    : "";

  return (
    <Card className="min-w-0 gap-4" aria-busy={history.isFetching || undefined}>
      <div className="flex flex-wrap items-center justify-between gap-3 px-6">
        <CardTitle>Value over time</CardTitle>
        <RangeButtons ranges={VALUE_HISTORY_RANGES} range={range} onChange={setRange} labels={RANGE_LABELS} />
      </div>
      <CardContent className="grid gap-3">
        <div className="flex flex-wrap gap-4">
          <Swatch colour="var(--chart-1)" label="Market value" />
          <Swatch colour="var(--chart-3)" dashed label="Cost base" />
        </div>
        <QueryStates query={history} loadingLabel="Loading value history..." loadingClassName="h-64">
          {() =>
            points.length === 0 ? (
              <p className="py-8 text-center text-sm text-muted-foreground">No daily closes for your holdings in this range yet.</p>
            ) : (
              <figure className="m-0 grid gap-2">
                <div className="h-64 min-w-0" role="img" aria-label={`Chart: ${summary}`}>
                  <Suspense fallback={<LoadingState label="Loading chart..." className="h-64" />}>
                    <ValueHistoryChart points={points} />
                  </Suspense>
                </div>
                <figcaption className="text-xs text-muted-foreground">{summary}</figcaption>
              </figure>
            )
          }
        </QueryStates>
      </CardContent>
    </Card>
  );
}
