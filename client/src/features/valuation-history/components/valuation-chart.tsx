// The chart itself, the one part of the History tab that needs recharts (the tab is loaded on
// demand, so the dashboard's first bytes never carry it). No animation: the chart paints at once.
// Step series draw from their thinned points (withStepPoints), joined across the days between.
import { Area, CartesianGrid, ComposedChart, Line, Tooltip, XAxis, YAxis, type TooltipContentProps } from "recharts";
import { monthLabel } from "@shared/domain/months";
import type { ChartRow, DrawnRow } from "../utils/chart-rows";
import { SERIES_BY_KEY, SOURCE_SERIES, type SeriesKey } from "../utils/series";
import { ChartTooltipCard } from "./chart-tooltip";

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
      {shown.has("fiveStar") && (
        <Area
          type="stepAfter"
          dataKey="step.fiveStar"
          connectNulls
          baseValue="dataMin"
          stroke={SERIES_BY_KEY.fiveStar.colour}
          strokeOpacity={0.6}
          fill={SERIES_BY_KEY.fiveStar.colour}
          fillOpacity={0.12}
          activeDot={false}
          {...NO_ANIMATION}
        />
      )}
      {shown.has("iiZone") && (
        <Area
          type="stepAfter"
          dataKey="iiZone"
          stroke={SERIES_BY_KEY.iiZone.colour}
          strokeOpacity={0.6}
          fill={SERIES_BY_KEY.iiZone.colour}
          fillOpacity={0.12}
          activeDot={false}
          {...NO_ANIMATION}
        />
      )}
      {SOURCE_SERIES.filter((source) => shown.has(source)).map((source) => (
        <Line
          key={source}
          type="stepAfter"
          dataKey={`step.${source}`}
          connectNulls
          activeDot={false}
          stroke={SERIES_BY_KEY[source].colour}
          strokeWidth={2}
          dot={false}
          {...NO_ANIMATION}
        />
      ))}
      {shown.has("brokerAverage") && (
        <Line
          type="stepAfter"
          dataKey="step.brokerAverage"
          connectNulls
          activeDot={false}
          stroke={SERIES_BY_KEY.brokerAverage.colour}
          strokeWidth={2}
          strokeDasharray="6 4"
          dot={false}
          {...NO_ANIMATION}
        />
      )}
      {shown.has("price") && (
        <Line type="linear" dataKey="close" stroke={SERIES_BY_KEY.price.colour} strokeWidth={1.5} dot={false} {...NO_ANIMATION} />
      )}
    </ComposedChart>
  );
}
