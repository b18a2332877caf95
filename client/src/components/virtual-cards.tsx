// A phone list of cards in a scrolling region: only the cards in view (plus overscan) are in the DOM,
// and each is measured, since cards differ in height (long names wrap). Data History's and the
// holdings' phone lists draw their cards through it.
import { useVirtualizer } from "@tanstack/react-virtual";
import { useRef, type ReactNode } from "react";
import { cn } from "@/lib/utils";

interface VirtualCardsProps<T> {
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Accessible name of the scrolling region. */
  label: string;
  estimatedCardHeightPx: number;
  overscan: number;
  /** The region's height limit ("max-h-[65vh]"). */
  className?: string;
  /** Shown instead of the list when there are no rows. */
  empty?: ReactNode;
  card: (row: T) => ReactNode;
}

export function VirtualCards<T>({ rows, rowKey, label, estimatedCardHeightPx, overscan, className, empty, card }: VirtualCardsProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimatedCardHeightPx,
    overscan,
    getItemKey: (index) => rowKey(rows[index]),
  });
  return (
    <div
      ref={scrollRef}
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(
        "relative overflow-x-hidden overflow-y-auto overscroll-contain rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring",
        className,
      )}
    >
      {rows.length === 0 && empty !== undefined ? (
        empty
      ) : (
        <ul className="relative m-0 list-none p-0" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => (
            <li
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              aria-posinset={item.index + 1}
              aria-setsize={rows.length}
              className="absolute top-0 left-0 w-full pb-2"
              style={{ transform: `translateY(${item.start}px)` }}
            >
              {card(rows[item.index])}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
