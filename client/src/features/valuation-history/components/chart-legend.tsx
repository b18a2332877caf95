import { cn } from "@/lib/utils";
import { SERIES_BY_KEY, type SeriesKey } from "../utils/series";
import { SeriesSwatch } from "./series-swatch";

interface ChartLegendProps {
  series: readonly SeriesKey[];
  hidden: ReadonlySet<SeriesKey>;
  onToggle: (key: SeriesKey) => void;
}

/** The chart's legend: each item a toggle button (pressed = drawn); the row wraps on a phone. */
export function ChartLegend({ series, hidden, onToggle }: ChartLegendProps) {
  return (
    <div role="group" aria-label="Chart series" className="flex flex-wrap gap-1.5">
      {series.map((key) => {
        const info = SERIES_BY_KEY[key];
        const shown = !hidden.has(key);
        return (
          <button
            key={key}
            type="button"
            aria-pressed={shown}
            onClick={() => onToggle(key)}
            className={cn(
              // 44 px tall on a phone, the touch height of the rest of the app there.
              "inline-flex items-center gap-1.5 rounded-md border px-2 py-1 text-xs font-medium outline-none transition-colors max-md:min-h-11",
              "hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50",
              shown ? "text-foreground" : "text-muted-foreground line-through",
            )}
          >
            <SeriesSwatch series={info} />
            {info.label}
          </button>
        );
      })}
    </div>
  );
}
