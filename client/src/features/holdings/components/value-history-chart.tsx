// The Holdings chart itself, the one part of the page that needs recharts (loaded on demand by
// value-history-card.tsx). Market value against cost base, one point per trading day. The figures
// become numbers here only to be drawn; every figure printed comes from the API's decimal text.
import { useMemo, useState } from "react";
import { Area, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { ValuePointView } from "@shared/contracts/holdings";
import { dateText, moneyText } from "../utils/ledger-text";
import { monthAxisTicks, tickDate } from "../utils/month-axis";

const AXIS_TICK = { fill: "var(--muted-foreground)", fontSize: 12 };
const MARKET_COLOUR = "var(--chart-1)";
const COST_COLOUR = "var(--chart-3)";

interface Drawn {
  date: string;
  market: number;
  cost: number;
  marketText: string;
  costText: string;
}

// Axis labels only (the figures shown are the API's text): one decimal below $10k / $10m, so close
// ticks ($1,200, $1,300) do not all read "$1k".
const tickMoney = (value: number) => {
  if (value >= 1_000_000) return `$${(value / 1_000_000).toFixed(value >= 10_000_000 ? 0 : 1)}m`;
  if (value >= 1000) return `$${(value / 1000).toFixed(value >= 10_000 ? 0 : 1)}k`;
  return `$${Math.round(value)}`;
};
const Y_AXIS_WIDTH_PX = 56;
const RIGHT_MARGIN_PX = 12;

export default function ValueHistoryChart({ points }: { points: readonly ValuePointView[] }) {
  const [width, setWidth] = useState(0);
  const ticks = useMemo(() => monthAxisTicks(points, width, Y_AXIS_WIDTH_PX, RIGHT_MARGIN_PX), [points, width]);
  const rows: Drawn[] = points.map((point) => ({
    date: point.date,
    market: Number(point.marketValue),
    cost: Number(point.costBase),
    marketText: point.marketValue,
    costText: point.costBase,
  }));
  return (
    <ResponsiveContainer width="100%" height="100%" onResize={(next) => setWidth(next)}>
      <ComposedChart data={rows} margin={{ top: 8, right: RIGHT_MARGIN_PX, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="var(--border)" vertical={false} />
        <XAxis
          dataKey="date"
          ticks={ticks}
          interval={0}
          tickFormatter={tickDate}
          tick={AXIS_TICK}
          stroke="var(--border)"
          tickLine={false}
        />
        <YAxis tickFormatter={tickMoney} tick={AXIS_TICK} width={Y_AXIS_WIDTH_PX} stroke="var(--border)" domain={["auto", "auto"]} />
        <Tooltip
          isAnimationActive={false}
          content={({ active, payload }) => {
            const row = payload?.[0]?.payload as Drawn | undefined;
            if (!active || !row) return null;
            return (
              <div className="rounded-md border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-md">
                <p className="font-medium">{dateText(row.date)}</p>
                <p>Market value: {moneyText(row.marketText)}</p>
                <p>Cost base: {moneyText(row.costText)}</p>
              </div>
            );
          }}
        />
        <Area
          type="linear"
          dataKey="market"
          name="Market value"
          stroke={MARKET_COLOUR}
          fill={MARKET_COLOUR}
          fillOpacity={0.15}
          strokeWidth={1.5}
          dot={false}
          isAnimationActive={false}
        />
        <Line
          type="stepAfter"
          dataKey="cost"
          name="Cost base"
          stroke={COST_COLOUR}
          strokeWidth={1.5}
          strokeDasharray="4 3"
          dot={false}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
