// Below 768 px a Data History tab lists its rows as cards: each shows the row's key facts and its own
// delete button, so nothing needs a sideways scroll. Like the table, only the cards in view (plus
// overscan) are in the DOM; cards differ in height (long names wrap), so each one is measured.
import { VirtualCards } from "@/components/virtual-cards";
import { cn } from "@/lib/utils";
import { DeleteRowButton } from "./history-controls";
import type { HistoryColumn } from "./virtual-table";

interface VirtualCardListProps<T> {
  rows: readonly T[];
  columns: readonly HistoryColumn<T>[];
  rowKey: (row: T) => string;
  /** Accessible name of the scrolling region, the same as the table's ("Fair values"). */
  label: string;
  emptyMessage: string;
  /** Without them the cards have no delete button (an import's trades, read-only here). */
  deleteLabel?: (row: T) => string;
  onDelete?: (row: T) => void;
}

// A typical card: heading, two or three rows of facts, the 8 px gap below.
const ESTIMATED_CARD_HEIGHT_PX = 150;
const OVERSCAN_CARDS = 5;

export function VirtualCardList<T>({ rows, columns, rowKey, label, emptyMessage, deleteLabel, onDelete }: VirtualCardListProps<T>) {
  const title = columns.find((column) => column.card === "title");
  const subtitle = columns.find((column) => column.card === "subtitle");
  const facts = columns.filter((column) => column.card === undefined || column.card === "wide");

  return (
    <VirtualCards
      rows={rows}
      rowKey={rowKey}
      label={label}
      estimatedCardHeightPx={ESTIMATED_CARD_HEIGHT_PX}
      overscan={OVERSCAN_CARDS}
      className="max-h-[65vh]"
      empty={<p className="rounded-md border bg-card px-4 py-8 text-center text-sm text-muted-foreground">{emptyMessage}</p>}
      card={(row) => (
        <article className="rounded-md border bg-card p-3 text-sm">
          <div className="flex items-start gap-2">
            <div className="min-w-0 flex-1">
              {title && <p className="font-semibold break-words">{title.cell(row)}</p>}
              {subtitle && <div className="break-words text-muted-foreground">{subtitle.cell(row)}</div>}
            </div>
            {deleteLabel && onDelete && <DeleteRowButton label={deleteLabel(row)} onClick={() => onDelete(row)} touch />}
          </div>
          <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-2">
            {facts.map((column) => (
              <div key={column.id} className={cn("min-w-0", column.card === "wide" && "col-span-2")}>
                <dt className="text-xs text-muted-foreground">{column.header}</dt>
                <dd className="m-0 min-w-0 break-words tabular-nums [&_*]:whitespace-normal">{column.cell(row)}</dd>
              </div>
            ))}
          </dl>
        </article>
      )}
    />
  );
}
