// The stock detail dialog's History tab (docs/product.md): the daily price against every source's
// fair value over time, and the list of fair value changes. Loaded on demand (React.lazy in the
// dashboard page), with recharts, so the dashboard's first bytes do not grow.
import { useMemo, useState } from "react";
import { monthTicks } from "@shared/domain/months";
import type { BrokerVisibility } from "@shared/domain/sources";
import { RangeButtons } from "@/components/range-buttons";
import { LoadingState } from "@/components/ui/spinner";
import { errorDescription } from "@/lib/api-client";
import { useValuationHistory } from "@/api/valuation-history";
import { useIsMobile } from "@/hooks/use-mobile";
import { useChartSize } from "../hooks/use-chart-size";
import {
  availableSeries,
  buildChartRows,
  CHART_RANGES,
  DEFAULT_CHART_RANGE,
  rowsInRange,
  valueAxis,
  withStepPoints,
  type ChartRange,
} from "../utils/chart-rows";
import { allowedByBrokers, type SeriesKey } from "../utils/series";
import { ChartLegend } from "./chart-legend";
import { FairValueChanges } from "./fair-value-changes";
import { RefreshForHistory } from "./refresh-for-history";
import { tabPastChart } from "./tab-past-chart";
import ValuationChart from "./valuation-chart";

interface StockHistoryTabProps {
  stockId: string;
  symbol: string;
  /** The dashboard's broker checkboxes: a hidden broker leaves the chart, the average and the list. */
  visibility: BrokerVisibility;
}

export default function StockHistoryTab({ stockId, symbol, visibility }: StockHistoryTabProps) {
  const history = useValuationHistory(stockId);
  const [range, setRange] = useState<ChartRange>(DEFAULT_CHART_RANGE);
  const [hidden, setHidden] = useState<ReadonlySet<SeriesKey>>(new Set());

  const data = history.data;
  const rows = useMemo(() => (data ? buildChartRows(data, visibility) : []), [data, visibility]);
  const series = useMemo(() => (data ? availableSeries(data, visibility) : []), [data, visibility]);
  const shown = useMemo(() => new Set(series.filter((key) => !hidden.has(key))), [series, hidden]);
  const inRange = useMemo(() => rowsInRange(rows, range), [rows, range]);
  const drawn = useMemo(() => withStepPoints(inRange), [inRange]);
  const axis = useMemo(() => valueAxis(inRange, shown), [inRange, shown]);
  // Month labels ("Nov-25") fit four to a phone's width, seven to a desktop dialog's.
  const tickCount = useIsMobile() ? 4 : 7;
  const dateTicks = useMemo(() => monthTicks(inRange, tickCount), [inRange, tickCount]);
  const { observe: observeChartBox, size: chartSize } = useChartSize();
  const changes = useMemo(() => (data?.changes ?? []).filter((change) => allowedByBrokers(change.source, visibility)), [data, visibility]);

  if (history.isLoading) return <LoadingState label="Loading history..." />;
  if (history.error || !data) return <p className="py-6 text-center text-sm text-destructive">{errorDescription(history.error)}</p>;

  const toggle = (key: SeriesKey) =>
    setHidden((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const hasFairValues = Object.values(data.fairValues).some((months) => months.length > 0);

  return (
    <section className="grid min-w-0 gap-4" aria-labelledby="history-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="history-heading" className="text-base font-semibold">
          Price vs Fair Value
        </h3>
        {rows.length > 0 && <RangeButtons ranges={CHART_RANGES} range={range} onChange={setRange} />}
      </div>
      {rows.length === 0 ? (
        <RefreshForHistory stockId={stockId} />
      ) : (
        <>
          <figure
            aria-label={`${symbol}: daily price against fair values, ${range === "All" ? "all history" : `last ${range}`}`}
            ref={observeChartBox}
            className="m-0 h-64 min-w-0 sm:h-80"
            data-history-chart=""
            onKeyDown={tabPastChart}
          >
            {chartSize.width > 0 && (
              <ValuationChart
                rows={drawn}
                shown={shown}
                axis={axis}
                dateTicks={dateTicks}
                width={chartSize.width}
                height={chartSize.height}
              />
            )}
          </figure>
          <ChartLegend series={series} hidden={hidden} onToggle={toggle} />
        </>
      )}
      {hasFairValues ? (
        <FairValueChanges changes={changes} />
      ) : (
        <p className="text-sm text-muted-foreground">
          No fair values to compare yet. Import data using the paste importers above the table.
        </p>
      )}
    </section>
  );
}
