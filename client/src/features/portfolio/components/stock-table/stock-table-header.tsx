import { ArrowDown, ArrowUp, ArrowUpDown, ChevronRight } from "lucide-react";
import { Checkbox } from "@/components/ui/checkbox";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { cn } from "@/lib/utils";
import { groupSpans, type ColumnGroup, type StockColumn } from "../../utils/column-definitions";
import type { TableSort } from "../../utils/sort-rows";
import { isLastPinned, pinnedStyle } from "./pinned-style";

export interface HeaderToggles {
  monthsExpanded: boolean;
  onToggleMonths: () => void;
  brokerTargetsExpanded: boolean;
  onToggleBrokerTargets: () => void;
}

interface StockTableHeaderProps extends HeaderToggles {
  columns: readonly StockColumn[];
  sort: TableSort;
  onSort: (columnId: string) => void;
  selection: "all" | "some" | "none";
  onToggleAll: () => void;
}

const GROUP_LABELS: Record<Exclude<ColumnGroup, "months" | "brokerTargets">, string> = {
  stock: "",
  vsTrade: "Valuation",
  brokerFV: "Broker Fair Values",
  consensus: "Consensus",
  quality: "Yield & Quality",
};

const headCell = "border-b bg-card px-2 text-left align-middle text-xs font-medium text-muted-foreground";

function GroupToggle({ label, expanded, onToggle }: { label: string; expanded: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      aria-expanded={expanded}
      onClick={onToggle}
      className="inline-flex items-center gap-1 rounded-sm px-1 py-0.5 font-semibold text-foreground outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
    >
      <ChevronRight className={cn("size-3.5 transition-transform", expanded && "rotate-90")} aria-hidden="true" />
      {label}
    </button>
  );
}

function SortIcon({ direction }: { direction: "asc" | "desc" | null }) {
  if (direction === "asc") return <ArrowUp className="size-3 shrink-0" aria-hidden="true" />;
  if (direction === "desc") return <ArrowDown className="size-3 shrink-0" aria-hidden="true" />;
  return <ArrowUpDown className="size-3 shrink-0 opacity-40" aria-hidden="true" />;
}

interface HeaderControlProps {
  column: StockColumn;
  active: "asc" | "desc" | null;
  selection: "all" | "some" | "none";
  onSort: (columnId: string) => void;
  onToggleAll: () => void;
}

/** What a header holds: the select-all box, a sort button, or (Actions) a label that takes focus for its help. */
function HeaderControl({ column, active, selection, onSort, onToggleAll }: HeaderControlProps) {
  if (column.kind === "select") {
    return (
      <Checkbox
        aria-label="Select all"
        checked={selection === "all" ? true : selection === "some" ? "indeterminate" : false}
        onCheckedChange={onToggleAll}
      />
    );
  }
  if (column.sortValue) {
    return (
      <button
        type="button"
        onClick={() => onSort(column.id)}
        className={cn(
          "-mx-1 flex w-[calc(100%+0.5rem)] items-center gap-1 rounded-sm px-1 py-1 text-left leading-tight outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring",
          active && "text-foreground",
        )}
      >
        <span className="line-clamp-2">{column.header}</span>
        <SortIcon direction={active} />
      </button>
    );
  }
  // Not sortable: focusable all the same, so keyboard users reach its help like every other header's.
  return (
    <span tabIndex={0} className="rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring">
      {column.header}
    </span>
  );
}

/** Two header rows: column groups (with the two expand toggles), then sortable column headers. */
export function StockTableHeader({ columns, sort, onSort, selection, onToggleAll, ...toggles }: StockTableHeaderProps) {
  // Group labels stick just right of the pinned columns, so a wide expanded group keeps its
  // collapse toggle in view while the user scrolls through it.
  const labelLeft = columns.reduce((sum, column) => sum + (column.pinnedLeft !== undefined ? column.width : 0), 0) + 8;
  return (
    <thead className="sticky top-0 z-table-header">
      <tr className="h-8">
        {groupSpans(columns).map((span) => (
          <th
            key={span.key}
            scope="colgroup"
            colSpan={span.span}
            style={span.pinned ? { position: "sticky", left: 0 } : undefined}
            className={cn(headCell, "border-l first:border-l-0 whitespace-nowrap", span.pinned && "z-pinned border-r")}
          >
            {span.pinned ? null : (
              <span className="sticky inline-flex" style={{ left: labelLeft }}>
                {span.group === "months" ? (
                  <GroupToggle label="Prev 6M FV" expanded={toggles.monthsExpanded} onToggle={toggles.onToggleMonths} />
                ) : span.group === "brokerTargets" ? (
                  <GroupToggle
                    label="vs Broker Targets"
                    expanded={toggles.brokerTargetsExpanded}
                    onToggle={toggles.onToggleBrokerTargets}
                  />
                ) : (
                  <span className="px-1">{GROUP_LABELS[span.group]}</span>
                )}
              </span>
            )}
          </th>
        ))}
      </tr>
      <tr className="h-12">
        {columns.map((column, index) => {
          const active = sort.column === column.id ? sort.direction : null;
          return (
            // The whole cell is the help's trigger: the pointer anywhere over the header, or the
            // keyboard on its control, shows the help (focus inside the cell reaches the trigger).
            <Tooltip key={column.id}>
              <TooltipTrigger asChild>
                <th
                  scope="col"
                  style={pinnedStyle(column)}
                  aria-sort={active === "asc" ? "ascending" : active === "desc" ? "descending" : undefined}
                  data-column={column.id}
                  className={cn(headCell, column.pinnedLeft !== undefined && "z-pinned", isLastPinned(columns, index) && "border-r")}
                >
                  <HeaderControl column={column} active={active} selection={selection} onSort={onSort} onToggleAll={onToggleAll} />
                </th>
              </TooltipTrigger>
              <TooltipContent side="bottom" className="max-w-sm text-left">
                {column.help}
              </TooltipContent>
            </Tooltip>
          );
        })}
      </tr>
    </thead>
  );
}
