// Cell renderers per column kind. Kept free of state so memoised rows stay cheap.
import { Clock } from "lucide-react";
import { isHighDivergence, isHighYield, momentumTone } from "@shared/domain/badges";
import { formatDateTimeAU, formatMoney } from "@shared/domain/format";
import { isPriceStale, relativeAge } from "@shared/domain/price-age";
import { MISSING_VALUE_TEXT } from "@shared/constants";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { cn } from "@/lib/utils";
import { cellText } from "../../utils/cell-format";
import type { StockColumn } from "../../utils/column-definitions";
import type { StockRow } from "../../utils/stock-rows";
import { ConsensusBadge, PercentBadge } from "../value-badges";

const missing = <span className="text-muted-foreground">{MISSING_VALUE_TEXT}</span>;

/**
 * Last $: amber with a clock when stale; the tooltip gives the age and the exact time. The price is
 * not a tab stop of its own (a tab stop per row would bury the row actions); the clock carries an
 * accessible label instead.
 */
export function LastPriceCell({ row, now }: { row: StockRow; now: Date }) {
  const stale = isPriceStale(row.lastPriceUpdatedAt, now);
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <span className={cn("inline-flex items-center gap-1 tabular-nums", stale && "text-warning")} data-stale={stale || undefined}>
          {stale && <Clock className="size-3.5" aria-label="Stale price" />}
          {formatMoney(row.lastPrice)}
        </span>
      </TooltipTrigger>
      <TooltipContent side="right">
        <PriceAgeDetails updatedAt={row.lastPriceUpdatedAt} stale={stale} now={now} />
      </TooltipContent>
    </Tooltip>
  );
}

/** The tooltip's text, worked out only while the tooltip is open rather than for every drawn row. */
function PriceAgeDetails({ updatedAt, stale, now }: { updatedAt: string | null; stale: boolean; now: Date }) {
  return (
    <div className="grid gap-0.5">
      <span>{relativeAge(updatedAt, now) ?? "Never updated"}</span>
      {updatedAt && <span>{formatDateTimeAU(updatedAt)}</span>}
      {stale && <span className="font-medium">Price data is stale</span>}
    </div>
  );
}

/** Every data cell except the checkbox, Last $ and the actions (the row draws those). */
export function DataCell({ column, row }: { column: StockColumn; row: StockRow }) {
  switch (column.kind) {
    case "symbol":
      return <span className="font-semibold">{row.symbol}</span>;
    case "company":
      return (
        <span className="block truncate" title={row.cleanName}>
          {row.cleanName}
        </span>
      );
    case "percentBadge":
      return <PercentBadge value={column.value(row) as number | null} inverted={column.inverted} />;
    case "rating":
      return <ConsensusBadge rating={row.consensusRating} />;
    default:
      break;
  }
  const text = cellText(column, row);
  if (text === null) return missing;
  const value = column.value(row) as number;
  switch (column.kind) {
    case "divergence":
      return <span className={cn("tabular-nums", isHighDivergence(value) && "font-semibold text-warning")}>{text}</span>;
    case "yield":
      return <span className={cn("tabular-nums", isHighYield(value) && "font-semibold text-success")}>{text}</span>;
    case "momentum": {
      const tone = momentumTone(value);
      return (
        <span
          className={cn(
            "tabular-nums",
            tone === "positive" && "font-semibold text-success",
            tone === "negative" && "font-semibold text-destructive",
          )}
        >
          {text}
        </span>
      );
    }
    case "upside":
      return <span className={cn("tabular-nums", value > 0 && "text-success", value < 0 && "text-destructive")}>{text}</span>;
    default:
      return <span className="tabular-nums">{text}</span>;
  }
}
