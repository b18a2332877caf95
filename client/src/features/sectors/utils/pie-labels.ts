// Where the pie's share labels go. Each label sits just outside its slice; labels on the same side
// that would touch (small neighbouring slices, such as 0.4% next to 1.9%) are pushed apart vertically,
// and each keeps a short line to its slice. Pure, so it is tested without drawing a chart.

export interface PieGeometry {
  cx: number;
  cy: number;
  outerRadius: number;
}

export interface PieLabelPlace {
  /** Where the label's line leaves the slice's rim. */
  rim: { x: number; y: number };
  /** The label's anchor point (text is centred on it vertically). */
  x: number;
  y: number;
  anchor: "start" | "end";
}

/** Rim line length and the gap between the rim and the text: small, so labels fit beside a 90 px pie on a phone. */
export const LABEL_GAP_PX = 10;
/** The least distance between two labels' centres on the same side (12 px text plus room). */
export const LABEL_LINE_HEIGHT_PX = 15;

const RADIAN = Math.PI / 180;

/**
 * Mid angle of each slice in degrees, as recharts draws a pie from 0° (3 o'clock) counter-clockwise
 * over 360° without padding.
 */
export function sliceMidAngles(values: readonly number[]): number[] {
  const total = values.reduce((sum, value) => sum + value, 0);
  let start = 0;
  return values.map((value) => {
    const sweep = total > 0 ? (value / total) * 360 : 0;
    const mid = start + sweep / 2;
    start += sweep;
    return mid;
  });
}

/** Moves the given label centres (sorted top to bottom) apart to at least `gap`, staying inside [top, bottom]. */
function spread(ys: number[], gap: number, top: number, bottom: number): number[] {
  const out = [...ys];
  for (let i = 1; i < out.length; i++) out[i] = Math.max(out[i], out[i - 1] + gap);
  if (out.length > 0 && out[out.length - 1] > bottom) {
    out[out.length - 1] = bottom;
    for (let i = out.length - 2; i >= 0; i--) out[i] = Math.min(out[i], out[i + 1] - gap);
  }
  for (let i = 0; i < out.length; i++) out[i] = Math.max(out[i], top + i * gap);
  return out;
}

/** One place per value, in the values' order. */
export function layoutPieLabels(values: readonly number[], { cx, cy, outerRadius }: PieGeometry): PieLabelPlace[] {
  const labelRadius = outerRadius + LABEL_GAP_PX;
  const places = sliceMidAngles(values).map((angle) => {
    const cos = Math.cos(-angle * RADIAN);
    const sin = Math.sin(-angle * RADIAN);
    return {
      rim: { x: cx + outerRadius * cos, y: cy + outerRadius * sin },
      x: cx + labelRadius * cos,
      y: cy + labelRadius * sin,
      anchor: (cos >= 0 ? "start" : "end") as PieLabelPlace["anchor"],
    };
  });
  // Labels may move at most one line beyond the top and bottom of the pie's label circle.
  const top = cy - labelRadius - LABEL_LINE_HEIGHT_PX;
  const bottom = cy + labelRadius + LABEL_LINE_HEIGHT_PX;
  for (const anchor of ["start", "end"] as const) {
    const side = places.map((place, index) => ({ place, index })).filter(({ place }) => place.anchor === anchor);
    side.sort((a, b) => a.place.y - b.place.y);
    const ys = spread(
      side.map(({ place }) => place.y),
      LABEL_LINE_HEIGHT_PX,
      top,
      bottom,
    );
    side.forEach(({ place }, i) => {
      if (ys[i] === place.y) return;
      // A moved label slides along its circle, so it never lands on the pie.
      const dy = ys[i] - cy;
      const dx = Math.sqrt(Math.max(labelRadius * labelRadius - dy * dy, 0));
      place.y = ys[i];
      place.x = anchor === "start" ? cx + dx : cx - dx;
    });
  }
  return places;
}
