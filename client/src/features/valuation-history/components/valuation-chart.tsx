// The chart itself, the one part of the History tab that needs recharts (the tab is loaded on
// demand, so the dashboard's first bytes never carry it). No animation: the chart paints at once.
// Recharts draws the axes, the grid, the price line and the tooltip; the step series are paths of
// their thinned points (withStepPoints) on its scales (StepSeriesLayer).
import { CartesianGrid, ComposedChart, Line, Tooltip, XAxis, YAxis, type TooltipContentProps } from "recharts";
import { monthLabel } from "@shared/domain/months";
import type { ChartRow, DrawnRow } from "../utils/chart-rows";
import { SERIES_BY_KEY, type SeriesKey } from "../utils/series";
import { ChartTooltipCard } from "./chart-tooltip";
import { StepSeriesLayer } from "./step-series-layer";

interface ValuationChartProps {
  rows: readonly DrawnRow[];
  shown: ReadonlySet<SeriesKey>;
  axis: { domain: [number, number]; ticks: number[] };
  /** The dates labelled on the time axis (monthTicks). */
  dateTicks: readonly string[];
  width: number;
  height: number;
}

// The month under each tick in the product's month format, as in the change list ("Nov-25").
const tickDate = (date: string) => monthLabel(`${date.slice(0, 8)}01`);
const tickMoney = (value: number) => `$${value >= 100 ? value.toFixed(0) : value.toFixed(2).replace(/\.00$/, "")}`;
const AXIS_TICK = { fill: "var(--muted-foreground)", fontSize: 12 };
const NO_ANIMATION = { isAnimationActive: false } as const;

export default function ValuationChart({ rows, shown, axis, dateTicks, width, height }: ValuationChartProps) {
  const tooltip = ({ active, payload }: Pick<TooltipContentProps<number, string>, "active" | "payload">) => {
    const row = payload?.[0]?.payload as ChartRow | undefined;
    return active && row ? <ChartTooltipCard row={row} shown={shown} /> : null;
  };
  return (
    <ComposedChart
      width={width}
      height={height}
      data={rows as DrawnRow[]}
      margin={{ top: 8, right: 22, bottom: 0, left: 0 }}
      title="Price and fair values over time"
    >
      <CartesianGrid stroke="var(--border)" vertical={false} />
      {/* Explicit ticks, all shown (interval 0): the chart measures no label to find room. */}
      <XAxis
        dataKey="date"
        ticks={dateTicks as string[]}
        interval={0}
        tickFormatter={tickDate}
        tick={AXIS_TICK}
        stroke="var(--border)"
        tickLine={false}
      />
      <YAxis
        domain={axis.domain}
        ticks={axis.ticks}
        interval={0}
        allowDataOverflow
        tickFormatter={tickMoney}
        tick={AXIS_TICK}
        width={52}
        stroke="var(--border)"
      />
      <Tooltip content={tooltip} {...NO_ANIMATION} cursor={{ stroke: "var(--muted-foreground)", strokeDasharray: "3 3" }} />
      <StepSeriesLayer rows={rows} shown={shown} axisMin={axis.domain[0]} />
      {/* Always there, if unseen when hidden: the tooltip reads each day's row from it. */}
      <Line
        type="linear"
        dataKey="close"
        stroke={SERIES_BY_KEY.price.colour}
        strokeOpacity={shown.has("price") ? 1 : 0}
        strokeWidth={1.5}
        dot={false}
        activeDot={shown.has("price") ? undefined : false}
        {...NO_ANIMATION}
      />
    </ComposedChart>
  );
}
