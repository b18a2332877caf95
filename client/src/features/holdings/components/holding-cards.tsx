// Below 768 px the holdings are cards: the code, the name and every figure, with no sideways scroll.
// Only the cards in view (plus overscan) are in the DOM, as in Data History's phone lists.
import { useVirtualizer } from "@tanstack/react-virtual";
import { useRef } from "react";
import type { HoldingView } from "@shared/contracts/holdings";
import { HOLDING_COLUMNS } from "./holding-columns";

const ESTIMATED_CARD_HEIGHT_PX = 260;

export function HoldingCards({ rows, onOpen }: { rows: readonly HoldingView[]; onOpen: (holding: HoldingView) => void }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_CARD_HEIGHT_PX,
    overscan: 4,
    getItemKey: (index) => rows[index].stockId,
  });
  return (
    <div
      ref={scrollRef}
      role="region"
      aria-label="Holdings"
      tabIndex={0}
      className="relative max-h-[70dvh] overflow-x-hidden overflow-y-auto overscroll-contain rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <ul className="relative m-0 list-none p-0" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          return (
            <li
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              aria-posinset={item.index + 1}
              aria-setsize={rows.length}
              className="absolute top-0 left-0 w-full pb-2"
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <article className="rounded-md border bg-card p-3 text-sm">
                <h3 className="min-w-0">
                  <button
                    type="button"
                    onClick={() => onOpen(row)}
                    className="min-h-11 max-w-full rounded-sm text-left break-words outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                    aria-label={`${row.symbol} ${row.name}: open its holding`}
                  >
                    <span className="font-semibold">{row.symbol}</span> <span className="text-muted-foreground">{row.name}</span>
                  </button>
                </h3>
                <dl className="mt-1 grid grid-cols-2 gap-x-3 gap-y-2">
                  {HOLDING_COLUMNS.map((column) => (
                    <div key={column.key} className="min-w-0">
                      <dt className="text-xs text-muted-foreground">{column.header}</dt>
                      <dd className="m-0 break-words tabular-nums">{column.cell(row)}</dd>
                    </div>
                  ))}
                </dl>
              </article>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
