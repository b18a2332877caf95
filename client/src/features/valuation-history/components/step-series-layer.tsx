// The chart's step series, drawn as plain SVG paths from their few change points on the chart's own
// scales: the 5-star band and the II zone with the areas, the sources' lines and the broker average
// under the price line (recharts' layers: areas 100, lines 400). Handed to recharts as series, each
// would cost it work for all 1,250 days, most of the tab's opening (docs/performance.md); recharts
// still draws the price line, and the tooltip reads that day's whole row from it.
import { useMemo } from "react";
import { useXAxisScale, useYAxisScale, ZIndexLayer } from "recharts";
import { zoneStepRuns, type DrawnRow, type StepSeries } from "../utils/chart-rows";
import { SERIES_BY_KEY, SOURCE_SERIES, type SeriesKey } from "../utils/series";
import { stepAreaPath, stepBandPath, stepLinePath, type Point } from "../utils/step-paths";

const AREA_LAYER = 100;
/** Above the areas, under the price line (a recharts Line, at 400). */
const LINE_LAYER = 390;
const LINE_SERIES: readonly StepSeries[] = [...SOURCE_SERIES, "brokerAverage"];

interface StepSeriesLayerProps {
  rows: readonly DrawnRow[];
  shown: ReadonlySet<SeriesKey>;
  /** The value axis' lower bound: the 5-star band is shaded from it up. */
  axisMin: number;
}

/** Each step series' points (days with a value to draw), the scale aside. */
function stepPoints(rows: readonly DrawnRow[], key: StepSeries) {
  const points: { date: string; value: number }[] = [];
  for (const row of rows) {
    const value = row.step[key];
    if (value !== null) points.push({ date: row.date, value });
  }
  return points;
}

export function StepSeriesLayer({ rows, shown, axisMin }: StepSeriesLayerProps) {
  const x = useXAxisScale();
  const y = useYAxisScale();
  const lines = useMemo(() => LINE_SERIES.map((key) => ({ key, points: stepPoints(rows, key) })), [rows]);
  const fiveStar = useMemo(() => stepPoints(rows, "fiveStar"), [rows]);
  const zone = useMemo(() => zoneStepRuns(rows), [rows]);
  if (!x || !y) return null;
  // A day's x in the middle of its band, where recharts draws the price line's point.
  const at = (date: string, value: number): Point => ({ x: x(date, { position: "middle" }) ?? 0, y: y(value) ?? 0 });

  const fiveStarPoints = fiveStar.map((p) => at(p.date, p.value));
  const fiveStarColour = SERIES_BY_KEY.fiveStar.colour;
  const zoneColour = SERIES_BY_KEY.iiZone.colour;
  const zoneRuns = zone.map((run) => ({ top: run.map((p) => at(p.date, p.high)), bottom: run.map((p) => at(p.date, p.low)) }));
  return (
    <>
      <ZIndexLayer zIndex={AREA_LAYER}>
        {shown.has("fiveStar") && fiveStarPoints.length > 1 && (
          <g data-series="fiveStar" className="history-band">
            <path d={stepAreaPath(fiveStarPoints, y(axisMin) ?? 0)} fill={fiveStarColour} fillOpacity={0.12} stroke="none" />
            <path d={stepLinePath(fiveStarPoints)} fill="none" stroke={fiveStarColour} strokeOpacity={0.6} />
          </g>
        )}
        {shown.has("iiZone") && zoneRuns.some((run) => run.top.length > 1) && (
          <g data-series="iiZone" className="history-band">
            {zoneRuns.map(({ top, bottom }) => (
              <g key={`${top[0].x}`}>
                <path d={stepBandPath(top, bottom)} fill={zoneColour} fillOpacity={0.12} stroke="none" />
                <path d={stepLinePath(top)} fill="none" stroke={zoneColour} strokeOpacity={0.6} />
                <path d={stepLinePath(bottom)} fill="none" stroke={zoneColour} strokeOpacity={0.6} />
              </g>
            ))}
          </g>
        )}
      </ZIndexLayer>
      <ZIndexLayer zIndex={LINE_LAYER}>
        {lines
          .filter(({ key, points }) => shown.has(key) && points.length > 0)
          .map(({ key, points }) => (
            <path
              key={key}
              data-series={key}
              className="history-step-line"
              d={stepLinePath(points.map((p) => at(p.date, p.value)))}
              fill="none"
              stroke={SERIES_BY_KEY[key].colour}
              strokeWidth={2}
              strokeDasharray={key === "brokerAverage" ? "6 4" : undefined}
            />
          ))}
      </ZIndexLayer>
    </>
  );
}
