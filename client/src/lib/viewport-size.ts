// The window's size, read without making the browser lay the page out. Reading innerWidth or
// innerHeight first finishes any pending style and layout work; inside React's render that is the
// whole page's (about 18 ms of the dashboard's first draw, unthrottled; docs/performance.md,
// issue #15). main.tsx reads it once before the first render, while the page is only index.html's
// frame, and each resize reads it again.

export interface ViewportSize {
  width: number;
  height: number;
}

let size: ViewportSize | undefined;

const read = (): ViewportSize => ({ width: window.innerWidth, height: window.innerHeight });

/** The window's inner size as of start-up or its last resize. */
export function viewportSize(): ViewportSize {
  if (!size) {
    size = read();
    window.addEventListener("resize", () => (size = read()), { passive: true });
  }
  return size;
}
