// A list of cards of which only those in view (plus overscan) are in the DOM, each measured, since
// cards differ in height (long names wrap). Data History's phone lists scroll in a region of their
// own ("region"); the Holdings page's lists scroll with the page ("page"): a phone then scrolls one
// thing, and no list shows one and a half cards in a box (issue 44 item 21).
import { useVirtualizer, useWindowVirtualizer, type Virtualizer } from "@tanstack/react-virtual";
import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { cn } from "@/lib/utils";

interface VirtualCardsProps<T> {
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Accessible name of the list's region. */
  label: string;
  estimatedCardHeightPx: number;
  overscan: number;
  /** "region" (the default): the cards scroll in a box of their own, its height limit in className; "page": with the page. */
  scroll?: "region" | "page";
  /** The region's height limit ("max-h-[65vh]"). */
  className?: string;
  /** Shown instead of the list when there are no rows. */
  empty?: ReactNode;
  card: (row: T) => ReactNode;
}

type CardsProps<T> = Omit<VirtualCardsProps<T>, "scroll">;

export function VirtualCards<T>({ scroll = "region", ...props }: VirtualCardsProps<T>) {
  return scroll === "page" ? <PageCards {...props} /> : <RegionCards {...props} />;
}

function RegionCards<T>({ rows, rowKey, label, estimatedCardHeightPx, overscan, className, empty, card }: CardsProps<T>) {
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
      {rows.length === 0 && empty !== undefined ? empty : <CardItems rows={rows} virtualizer={virtualizer} card={card} />}
    </div>
  );
}

/**
 * Where the list starts on the page, kept current: the virtualiser counts the window's scroll from
 * there. What is above it (a chart arriving, a notice) moves it, so it is read again when the page
 * changes size and as the page scrolls (one read of a laid-out box).
 */
function useOffsetOnPage(ref: RefObject<HTMLElement | null>): number {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOffset(Math.round(element.getBoundingClientRect().top + window.scrollY));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    window.addEventListener("scroll", measure, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener("scroll", measure);
    };
  }, [ref]);
  return offset;
}

function PageCards<T>({ rows, rowKey, label, estimatedCardHeightPx, overscan, className, empty, card }: CardsProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  const scrollMargin = useOffsetOnPage(listRef);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => estimatedCardHeightPx,
    overscan,
    scrollMargin,
    getItemKey: (index) => rowKey(rows[index]),
  });
  return (
    <div ref={listRef} role="region" aria-label={label} className={cn("relative", className)}>
      {rows.length === 0 && empty !== undefined ? (
        empty
      ) : (
        <CardItems rows={rows} virtualizer={virtualizer} card={card} startsAt={scrollMargin} />
      )}
    </div>
  );
}

function CardItems<T, S extends Element | Window>({
  rows,
  virtualizer,
  card,
  startsAt = 0,
}: {
  rows: readonly T[];
  virtualizer: Virtualizer<S, Element>;
  card: (row: T) => ReactNode;
  /**
   * Where the list starts among the virtualiser's positions (its offset on the page, for "page"):
   * the items' starts count it, the total size does not.
   */
  startsAt?: number;
}) {
  return (
    <ul className="relative m-0 list-none p-0" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => (
        <li
          key={item.key}
          data-index={item.index}
          ref={virtualizer.measureElement}
          aria-posinset={item.index + 1}
          aria-setsize={rows.length}
          className="absolute top-0 left-0 w-full pb-2"
          style={{ transform: `translateY(${item.start - startsAt}px)` }}
        >
          {card(rows[item.index])}
        </li>
      ))}
    </ul>
  );
}
