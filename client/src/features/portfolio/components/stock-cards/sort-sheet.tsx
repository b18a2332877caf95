// The card list's sort: the table's sortable columns, in the table's order, in a sheet from the
// bottom edge. Choosing a column applies the table's rule (a new column starts descending, the
// active one flips) and closes the sheet.
import { ArrowDown, ArrowUp } from "lucide-react";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { cn } from "@/lib/utils";
import type { StockColumn } from "../../utils/column-definitions";
import type { TableSort } from "../../utils/sort-rows";

interface SortSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  columns: readonly StockColumn[];
  sort: TableSort;
  onSort: (columnId: string) => void;
}

export const directionWord = (direction: TableSort["direction"]) => (direction === "desc" ? "descending" : "ascending");

export function SortSheet({ open, onOpenChange, columns, sort, onSort }: SortSheetProps) {
  const sortable = columns.filter((column) => column.sortValue);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="bottom" className="gap-2 p-4">
        <div className="pr-10">
          <SheetTitle className="text-base font-semibold">Sort stocks</SheetTitle>
          <SheetDescription className="text-sm text-muted-foreground">
            A new column sorts from the highest value; choose it again to reverse. Missing values stay last.
          </SheetDescription>
        </div>
        <ul className="m-0 grid list-none grid-cols-1 gap-1 p-0 sm:grid-cols-2" aria-label="Sort by">
          {sortable.map((column) => {
            const active = column.id === sort.column;
            const Arrow = sort.direction === "desc" ? ArrowDown : ArrowUp;
            return (
              <li key={column.id}>
                <button
                  type="button"
                  aria-pressed={active}
                  data-column={column.id}
                  onClick={() => {
                    onSort(column.id);
                    onOpenChange(false);
                  }}
                  className={cn(
                    "flex min-h-11 w-full items-center justify-between gap-2 rounded-md px-3 text-left text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring",
                    active && "bg-secondary font-semibold",
                  )}
                >
                  <span>{column.header}</span>
                  {active && (
                    <span className="inline-flex items-center gap-1 text-xs font-normal text-muted-foreground">
                      <Arrow className="size-4" aria-hidden="true" />
                      {directionWord(sort.direction)}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      </SheetContent>
    </Sheet>
  );
}
