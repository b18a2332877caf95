import type { VirtualItem } from "@tanstack/react-virtual";

/**
 * Heights of the empty space above and below the rendered window of a virtualised <table>: spacer
 * rows keep real table semantics (and the sticky header) while only visible rows are in the DOM.
 */
export function virtualPadding(items: VirtualItem[], totalSize: number) {
  if (items.length === 0) return { top: 0, bottom: 0 };
  return { top: items[0].start, bottom: totalSize - items[items.length - 1].end };
}

/** One invisible row of the given height spanning every column; nothing when the height is 0. */
export function SpacerRow({ height, colSpan }: { height: number; colSpan: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true">
      <td colSpan={colSpan} style={{ height, padding: 0 }} />
    </tr>
  );
}

/** Share of the window a scrolling list region may take (the regions' max-h-[70vh] / max-h-[70dvh]). */
const REGION_SHARE = 0.7;

/**
 * A list region's size before it is measured (the virtualiser's initialRect): its first render
 * then draws the rows that will show, rather than none followed by a synchronous second render.
 */
export function viewportRegionRect() {
  return { width: window.innerWidth, height: Math.round(window.innerHeight * REGION_SHARE) };
}
