import { useCallback, useState } from "react";

interface Size {
  width: number;
  height: number;
}

// The last size a chart box had. The History tab is mounted afresh at every opening (Radix keeps
// only the shown tab), almost always in a box of the same size: starting from the last size lets the
// chart draw in the opening's first frame, without the synchronous layout a measurement would force
// (recharts' own `responsive` sizing reads getBoundingClientRect while the page commits).
let lastSize: Size = { width: 0, height: 0 };

/**
 * The size of the element `observe` is given to (as its ref), kept up to date by a ResizeObserver
 * (which reports after layout, never forcing one). Zero until the first report on a first opening.
 */
export function useChartSize() {
  const [size, setSize] = useState<Size>(lastSize);
  const observe = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      const next = { width: Math.floor(entry.contentRect.width), height: Math.floor(entry.contentRect.height) };
      lastSize = next;
      setSize((current) => (current.width === next.width && current.height === next.height ? current : next));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { observe, size };
}
