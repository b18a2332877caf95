// The month axis the Holdings charts share (the value chart's and the Performance card's): one label
// per month named, in the app's month form ("Mar-26"), under the month's first trading day (a tick
// per point let recharts label two days of one month alike, "03/26 03/26"), and no label for a month
// begun too near the right edge to show whole ("Dec-2" on 2 December).
import { monthLabel, monthTicks } from "@shared/domain/months";

/** A label takes some 45 px; 80 px each leaves room between them. */
const LABEL_ROOM_PX = 80;
// Half a label's width ("Dec-26" is some 44 px at 12 px), with a few pixels to spare: a month
// starting nearer the chart's right edge than this, less the margin, is not labelled.
const LABEL_HALF_PX = 26;

export const tickDate = (date: string) => monthLabel(`${date.slice(0, 8)}01`);

/** How many of the last points sit too near the right edge for a label centred on one of them. */
function rowsWithoutLabelRoom(points: number, plot: number, rightMarginPx: number) {
  if (plot <= 0 || points < 2) return 0;
  return Math.ceil(((LABEL_HALF_PX - rightMarginPx) * (points - 1)) / plot);
}

/** The dates to label on a chart `width` px wide with a y axis and right margin of the sizes given. */
export function monthAxisTicks(rows: readonly { date: string }[], width: number, yAxisWidthPx: number, rightMarginPx: number): string[] {
  const labels = Math.max(2, Math.floor((width - yAxisWidthPx) / LABEL_ROOM_PX));
  return monthTicks(rows, labels, rowsWithoutLabelRoom(rows.length, width - yAxisWidthPx - rightMarginPx, rightMarginPx));
}
