// The Performance card's chart (issue 48), the one part of it that needs recharts (loaded on
// demand): the portfolio's time-weighted return against the benchmark's, both from 0 % on the day
// before the period, or the portfolio's value against the shadow portfolio's (the same cash flows
// in the index). Figures become numbers here only to be drawn; the printed ones are the API's text.
import { useMemo, useState } from "react";
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { ReturnsSeriesView } from "@shared/contracts/returns";
import { RangeButtons } from "@/components/range-buttons";
import { LoadingState } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";
import { dateText, moneyText } from "../utils/ledger-text";
import { monthAxisTicks, tickDate } from "../utils/month-axis";
import { rateText } from "../utils/returns-text";

const AXIS_TICK = { fill: "var(--muted-foreground)", fontSize: 12 };
const PORTFOLIO_COLOUR = "var(--chart-1)";
const BENCHMARK_COLOUR = "var(--chart-3)";
const Y_AXIS_WIDTH_PX = 60;
const RIGHT_MARGIN_PX = 12;
const VIEWS = ["return", "value"] as const;
type ChartView = (typeof VIEWS)[number];
const VIEW_LABELS: Record<ChartView, string> = { return: "Return", value: "Value" };

const tickPercent = (value: number) => `${(value * 100).toFixed(Math.abs(value) < 0.1 ? 1 : 0)}%`;
const tickMoney = (value: number) => {
  const size = Math.abs(value);
  if (size >= 1_000_000) return `$${(value / 1_000_000).toFixed(1)}m`;
  if (size >= 1000) return `$${(value / 1000).toFixed(size >= 10_000 ? 0 : 1)}k`;
  return `$${Math.round(value)}`;
};

function Swatch({ colour, dashed, label }: { colour: string; dashed?: boolean; label: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
      <span aria-hidden="true" className={cn("inline-block w-4 border-t-2", dashed && "border-dashed")} style={{ borderColor: colour }} />
      {label}
    </span>
  );
}

interface Drawn {
  date: string;
  mine: number;
  theirs: number | null;
  mineText: string;
  theirsText: string | null;
}

export default function PerformanceChart({ series, loading }: { series: ReturnsSeriesView | undefined; loading: boolean }) {
  const [view, setView] = useState<ChartView>("return");
  const [width, setWidth] = useState(0);
  const points = useMemo(() => series?.points ?? [], [series]);
  const ticks = useMemo(() => monthAxisTicks(points, width, Y_AXIS_WIDTH_PX, RIGHT_MARGIN_PX), [points, width]);
  const name = series?.benchmark.label ?? "the benchmark";
  const returns = view === "return";
  const rows: Drawn[] = points.map((point) => {
    const mineText = returns ? point.portfolio : point.value;
    const theirsText = returns ? point.benchmark : point.shadowValue;
    return { date: point.date, mine: Number(mineText), theirs: theirsText === null ? null : Number(theirsText), mineText, theirsText };
  });
  const print = (text: string | null) => (text === null ? "-" : returns ? rateText(text) : moneyText(text));
  const theirLabel = returns ? name : `The same money in ${name}`;
  const mineLabel = returns ? "Your portfolio (time-weighted)" : "Your portfolio's value";
  const last = rows.at(-1);
  const summary = last
    ? `${mineLabel} ${print(last.mineText)}, ${theirLabel} ${print(last.theirsText)}, on ${dateText(last.date)}; ${rows.length} days shown.`
    : "";

  return (
    <section aria-label="Performance chart" className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap gap-4">
          <Swatch colour={PORTFOLIO_COLOUR} label={mineLabel} />
          <Swatch colour={BENCHMARK_COLOUR} dashed label={theirLabel} />
        </div>
        <RangeButtons label="Chart shows" ranges={VIEWS} range={view} onChange={setView} labels={VIEW_LABELS} />
      </div>
      {loading ? (
        <LoadingState label="Loading chart..." className="h-64" />
      ) : rows.length < 2 ? (
        <p className="py-8 text-center text-sm text-muted-foreground">Not enough days in this period to draw.</p>
      ) : (
        <figure className="m-0 grid gap-2">
          <div className="h-64 min-w-0" role="img" aria-label={`Chart: ${summary}`}>
            <ResponsiveContainer width="100%" height="100%" onResize={(next) => setWidth(next)}>
              <LineChart data={rows} margin={{ top: 8, right: RIGHT_MARGIN_PX, bottom: 0, left: 0 }}>
                <CartesianGrid stroke="var(--border)" vertical={false} />
                <XAxis
                  dataKey="date"
                  ticks={ticks.length >= 2 ? ticks : undefined}
                  interval={ticks.length >= 2 ? 0 : "preserveStartEnd"}
                  tickFormatter={ticks.length >= 2 ? tickDate : (date: string) => dateText(date)}
                  tick={AXIS_TICK}
                  stroke="var(--border)"
                  tickLine={false}
                />
                <YAxis
                  tickFormatter={returns ? tickPercent : tickMoney}
                  tick={AXIS_TICK}
                  width={Y_AXIS_WIDTH_PX}
                  stroke="var(--border)"
                  domain={["auto", "auto"]}
                />
                <Tooltip
                  isAnimationActive={false}
                  content={({ active, payload }) => {
                    const row = payload?.[0]?.payload as Drawn | undefined;
                    if (!active || !row) return null;
                    return (
                      <div className="rounded-md border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-md">
                        <p className="font-medium">{dateText(row.date)}</p>
                        <p>
                          {mineLabel}: {print(row.mineText)}
                        </p>
                        <p>
                          {theirLabel}: {print(row.theirsText)}
                        </p>
                      </div>
                    );
                  }}
                />
                <Line type="linear" dataKey="mine" stroke={PORTFOLIO_COLOUR} strokeWidth={1.5} dot={false} isAnimationActive={false} />
                <Line
                  type="linear"
                  dataKey="theirs"
                  stroke={BENCHMARK_COLOUR}
                  strokeWidth={1.5}
                  strokeDasharray="4 3"
                  dot={false}
                  connectNulls
                  isAnimationActive={false}
                />
              </LineChart>
            </ResponsiveContainer>
          </div>
          <figcaption className="text-xs text-muted-foreground">{summary}</figcaption>
        </figure>
      )}
    </section>
  );
}
