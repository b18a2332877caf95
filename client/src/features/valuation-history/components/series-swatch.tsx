import type { SeriesInfo } from "../utils/series";

/** A series' mark as the chart draws it: a line, a dashed line or a shaded band; decoration only. */
export function SeriesSwatch({ series }: { series: SeriesInfo }) {
  if (series.mark === "band")
    return (
      <span
        aria-hidden="true"
        className="inline-block h-3 w-4 shrink-0 rounded-sm border"
        style={{ backgroundColor: `color-mix(in oklab, ${series.colour} 25%, transparent)`, borderColor: series.colour }}
      />
    );
  return (
    <svg aria-hidden="true" width="16" height="8" className="shrink-0" viewBox="0 0 16 8">
      <line
        x1="0"
        y1="4"
        x2="16"
        y2="4"
        stroke={series.colour}
        strokeWidth="2.5"
        strokeDasharray={series.mark === "dashed" ? "4 3" : undefined}
      />
    </svg>
  );
}
