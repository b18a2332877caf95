// SVG paths for the chart's step series: each fair value holds from its point until the next point,
// then steps to it (the shape of d3's curveStepAfter, which recharts draws for type="stepAfter").
// The step series are drawn from their few change points (withStepPoints) rather than handed to
// recharts, whose per-point work on 1,250 rows for each of nine series was most of the History
// tab's opening (docs/performance.md).

export interface Point {
  x: number;
  y: number;
}

/** A step line through the points: each y holds until the next point's x. Empty without points. */
export function stepLinePath(points: readonly Point[]): string {
  if (points.length === 0) return "";
  let d = `M${points[0].x},${points[0].y}`;
  for (let i = 1; i < points.length; i++) d += `H${points[i].x}V${points[i].y}`;
  return d;
}

/** The area between the step line and the horizontal line at `baseY`. Empty below two points, as recharts draws none. */
export function stepAreaPath(points: readonly Point[], baseY: number): string {
  if (points.length < 2) return "";
  return `${stepLinePath(points)}V${baseY}H${points[0].x}Z`;
}

/**
 * The band between two step lines over the same days (`top[i]` and `bottom[i]` share their x): along
 * the top, then back along the bottom. Empty below two points.
 */
export function stepBandPath(top: readonly Point[], bottom: readonly Point[]): string {
  if (top.length < 2 || top.length !== bottom.length) return "";
  let d = `${stepLinePath(top)}L${bottom[bottom.length - 1].x},${bottom[bottom.length - 1].y}`;
  for (let i = bottom.length - 1; i > 0; i--) d += `V${bottom[i - 1].y}H${bottom[i - 1].x}`;
  return `${d}Z`;
}
