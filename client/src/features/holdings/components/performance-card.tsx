// The Holdings page's Performance card (issue 48, docs/decisions/058-performance-card.md): over a
// period, the dollar gain and the money-weighted return, each method beside the ASX 200 and the
// same cash flows put into it (the shadow portfolio), the chart, each holding's contribution and a
// plain-words explanation. Every figure is the API's (GET /api/returns and /api/returns/series).
import { lazy, Suspense, useState } from "react";
import { BENCHMARKS, DEFAULT_BENCHMARK, type ReturnPeriodName } from "@shared/contracts/returns";
import { useReturns, useReturnsSeries, type ReturnsChoice } from "@/api/returns";
import { QueryStates } from "@/components/query-states";
import { Card, CardContent, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RangeButtons } from "@/components/range-buttons";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { LoadingState } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { PerformanceExplainer } from "./performance-explainer";
import { PerformanceFigures } from "./performance-figures";
import { PerformanceHoldings } from "./performance-holdings";
import { nothingInPeriod } from "../utils/returns-text";

// recharts arrives with the chart, after the figures have drawn.
const PerformanceChart = lazy(() => import("./performance-chart"));

type PeriodOption = ReturnPeriodName | "dates";
const PERIOD_OPTIONS: readonly PeriodOption[] = ["fy", "last-fy", "1y", "3y", "5y", "all", "dates"];
const PERIOD_LABELS: Record<PeriodOption, string> = {
  fy: "This FY",
  "last-fy": "Last FY",
  "1y": "1Y",
  "3y": "3Y",
  "5y": "5Y",
  all: "All",
  dates: "Dates",
};
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function PerformanceCard() {
  const [option, setOption] = useState<PeriodOption>("fy");
  const [dates, setDates] = useState({ from: "", to: "" });
  const [franking, setFranking] = useState(false);
  const [benchmark, setBenchmark] = useState(DEFAULT_BENCHMARK);
  const datesReady = DATE.test(dates.from) && DATE.test(dates.to) && dates.from <= dates.to;
  // Until both dates are given, in order, the card shows this financial year.
  const choice: ReturnsChoice =
    option === "dates" && datesReady
      ? { from: dates.from, to: dates.to, franking: franking ? "include" : "exclude", benchmark }
      : { period: option === "dates" ? "fy" : option, franking: franking ? "include" : "exclude", benchmark };
  const returns = useReturns(choice);
  const series = useReturnsSeries(choice);
  const busy = returns.isFetching || series.isFetching;

  return (
    <Card className="min-w-0 gap-4" aria-labelledby="performance-title" aria-busy={busy || undefined} role="region">
      <div className="flex flex-wrap items-center justify-between gap-3 px-4 sm:px-6">
        <CardTitle id="performance-title">Performance</CardTitle>
        <RangeButtons label="Period" ranges={PERIOD_OPTIONS} range={option} onChange={setOption} labels={PERIOD_LABELS} />
      </div>
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4 px-4 sm:px-6">
        {option === "dates" && (
          <div className="flex flex-wrap items-end gap-3">
            <div className="grid gap-1.5">
              <Label htmlFor="performance-from">From</Label>
              <Input
                id="performance-from"
                type="date"
                className="w-44"
                value={dates.from}
                onChange={(event) => setDates((current) => ({ ...current, from: event.target.value }))}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="performance-to">To</Label>
              <Input
                id="performance-to"
                type="date"
                className="w-44"
                value={dates.to}
                onChange={(event) => setDates((current) => ({ ...current, to: event.target.value }))}
              />
            </div>
            {!datesReady && <p className="pb-2 text-sm text-muted-foreground">Choose both dates, the first not after the second.</p>}
          </div>
        )}
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          <div className="flex items-center gap-2">
            <Switch id="performance-franking" checked={franking} onCheckedChange={setFranking} />
            <Label htmlFor="performance-franking">Include franking credits</Label>
          </div>
          <p className="text-xs text-muted-foreground">The index ignores franking credits, so the comparison is fairest without them.</p>
          <div className="flex w-full min-w-0 items-center gap-2 sm:w-auto">
            <Label htmlFor="performance-benchmark" className="whitespace-nowrap">
              Compare with
            </Label>
            <Select value={benchmark} onValueChange={setBenchmark}>
              <SelectTrigger id="performance-benchmark" className="min-w-0 flex-1 sm:w-96 sm:flex-none">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {BENCHMARKS.map((series) => (
                  <SelectItem key={series.symbol} value={series.symbol}>
                    {series.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>
        <QueryStates query={returns} loadingLabel="Working out your returns..." loadingClassName="h-48">
          {(view) =>
            nothingInPeriod(view) ? (
              <p className="py-8 text-center text-sm text-muted-foreground">
                Nothing was held, bought, sold or paid in this period: there is no return to show.
              </p>
            ) : (
              <>
                {busy && <LoadingState label="Updating..." className="py-0 justify-start" />}
                <PerformanceFigures view={view} />
                <Suspense fallback={<LoadingState label="Loading chart..." className="h-64" />}>
                  <PerformanceChart series={series.data} loading={series.isLoading} />
                </Suspense>
                <PerformanceHoldings view={view} />
              </>
            )
          }
        </QueryStates>
        <PerformanceExplainer />
      </CardContent>
    </Card>
  );
}
