import { elementScroll, observeElementRect, type Rect, type VirtualItem, type Virtualizer } from "@tanstack/react-virtual";

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

/**
 * The virtualiser's observeElementRect, from a ResizeObserver alone. TanStack's own also reads the
 * region's size at once when it mounts, which makes the browser work out the whole page's style and
 * layout inside React's commit (the first draw's longest task); with viewportRegionRect as the
 * initialRect nothing needs that read, and the observer's first report, made after layout and
 * before paint, corrects the size if it differs.
 */
export function observeRegionRect(instance: Virtualizer<HTMLDivElement, Element>, cb: (rect: Rect) => void) {
  const element = instance.scrollElement;
  if (!element || typeof ResizeObserver === "undefined") return observeElementRect(instance, cb);
  // The entry's content box is the region's client size (the regions have no padding), given with
  // the report: reading clientWidth instead lays the page out again whenever an earlier observer's
  // callback changed it.
  const observer = new ResizeObserver(([entry]) => {
    const box = entry?.contentBoxSize?.[0];
    cb(
      box
        ? { width: Math.round(box.inlineSize), height: Math.round(box.blockSize) }
        : { width: element.clientWidth, height: element.clientHeight },
    );
  });
  observer.observe(element, { box: "content-box" });
  return () => observer.disconnect();
}

const startedRegions = new WeakSet<object>();

/**
 * The virtualiser's scrollToFn, minus its first write. When it mounts, TanStack scrolls the region to
 * where it starts (0); a region created in the same commit is already there, and the write would
 * make the browser lay the page out inside React's commit, as the size read above would.
 */
export function scrollRegionTo(
  offset: number,
  options: { adjustments?: number; behavior?: ScrollBehavior },
  instance: Virtualizer<HTMLDivElement, Element>,
) {
  if (!startedRegions.has(instance)) {
    startedRegions.add(instance);
    if (offset === 0 && !options.adjustments) return;
  }
  elementScroll(offset, options, instance);
}
