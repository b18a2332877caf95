// Below 768 px the holdings are cards: the code, the name and every figure, with no sideways scroll.
// Only the cards in view (plus overscan) are in the DOM; they scroll with the page, not in a box of their own.
import type { HoldingView } from "@shared/contracts/holdings";
import { VirtualCards } from "@/components/virtual-cards";
import { ProvisionalBadge } from "./corporate-actions/provisional-badge";
import { HOLDING_COLUMNS } from "./holding-columns";

const ESTIMATED_CARD_HEIGHT_PX = 330;

export function HoldingCards({ rows, onOpen }: { rows: readonly HoldingView[]; onOpen: (holding: HoldingView) => void }) {
  return (
    <VirtualCards
      rows={rows}
      rowKey={(row) => row.stockId}
      label="Holdings"
      estimatedCardHeightPx={ESTIMATED_CARD_HEIGHT_PX}
      overscan={4}
      scroll="page"
      card={(row) => (
        <article className="rounded-md border bg-card p-3 text-sm">
          <h3 className="flex min-w-0 flex-wrap items-center gap-x-2">
            <button
              type="button"
              onClick={() => onOpen(row)}
              className="min-h-11 max-w-full rounded-sm text-left break-words outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
              aria-label={`${row.symbol} ${row.name}: open its holding`}
            >
              <span className="font-semibold">{row.symbol}</span> <span className="text-muted-foreground">{row.name}</span>
            </button>
            {row.provisional && <ProvisionalBadge figure={row} />}
          </h3>
          <dl className="mt-1 grid grid-cols-2 gap-x-3 gap-y-2">
            {HOLDING_COLUMNS.map((column) => (
              <div key={column.key} className="min-w-0">
                <dt className="text-xs text-muted-foreground">{column.header}</dt>
                <dd className="m-0 whitespace-nowrap tabular-nums">{column.cell(row)}</dd>
                {column.note?.(row) && (
                  <dd data-note="" className="m-0 text-xs break-words text-muted-foreground">
                    {column.note(row)}
                  </dd>
                )}
              </div>
            ))}
          </dl>
        </article>
      )}
    />
  );
}
