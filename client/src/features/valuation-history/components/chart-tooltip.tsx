import { formatDateAU, formatMoney } from "@shared/domain/format";
import type { ChartRow } from "../utils/chart-rows";
import { SERIES_BY_KEY, SOURCE_SERIES, type SeriesInfo, type SeriesKey } from "../utils/series";
import { SeriesSwatch } from "./series-swatch";

interface Line {
  series: SeriesInfo;
  label: string;
  value: number | null;
}

/** Every shown value on the row's day, in legend order; a zone gives its two edges. */
function linesOf(row: ChartRow, shown: ReadonlySet<SeriesKey>): Line[] {
  const line = (key: SeriesKey, value: number | null, label = SERIES_BY_KEY[key].label): Line => ({
    series: SERIES_BY_KEY[key],
    label,
    value,
  });
  const lines: Line[] = [];
  if (shown.has("price")) lines.push(line("price", row.close));
  for (const source of SOURCE_SERIES) if (shown.has(source)) lines.push(line(source, row[source]));
  if (shown.has("brokerAverage")) lines.push(line("brokerAverage", row.brokerAverage));
  if (shown.has("fiveStar")) lines.push(line("fiveStar", row.fiveStar));
  if (shown.has("iiZone")) {
    lines.push(line("iiZone", row.buyBelow, "II Buy Below"), line("iiZone", row.sellAbove, "II Sell Above"));
  }
  return lines;
}

/** The tooltip's card: the day (en-AU, "5 Jan 2024") and every shown value that day. */
export function ChartTooltipCard({ row, shown }: { row: ChartRow; shown: ReadonlySet<SeriesKey> }) {
  return (
    <div className="min-w-44 rounded-md border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-md" data-chart-tooltip="">
      <p className="mb-1 text-sm font-semibold">{formatDateAU(row.date)}</p>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-0.5">
        {linesOf(row, shown).map(({ series, label, value }) => (
          <div key={label} className="contents">
            <dt className="flex items-center gap-1.5 text-muted-foreground">
              <SeriesSwatch series={series} />
              {label}
            </dt>
            <dd className="text-right font-medium tabular-nums">{formatMoney(value)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
