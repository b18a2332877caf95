// Cell renderers per column kind. Kept free of state so memoised rows stay cheap.
import { isHighDivergence, isHighYield, momentumTone } from "@shared/domain/badges";
import { formatMoney } from "@shared/domain/format";
import { MISSING_VALUE_TEXT } from "@shared/constants";
import { LastPrice } from "@/components/last-price";
import { cn } from "@/lib/utils";
import { cellText } from "../../utils/cell-format";
import type { StockColumn } from "../../utils/column-definitions";
import type { StockRow } from "../../utils/stock-rows";
import { HeldMark } from "../held-mark";
import { ConsensusBadge, PercentBadge } from "../value-badges";

const missing = <span className="text-muted-foreground">{MISSING_VALUE_TEXT}</span>;

/** Last $: amber with a clock when stale; the tooltip gives the age and the exact time (components/last-price.tsx). */
export function LastPriceCell({ row, now }: { row: StockRow; now: Date }) {
  return <LastPrice text={formatMoney(row.lastPrice)} updatedAt={row.lastPriceUpdatedAt} now={now} />;
}

/** Every data cell except the checkbox, Last $ and the actions (the row draws those). */
export function DataCell({ column, row }: { column: StockColumn; row: StockRow }) {
  switch (column.kind) {
    case "symbol":
      return (
        <span className="inline-flex items-center gap-1">
          <span className="font-semibold">{row.symbol}</span>
          <HeldMark stockId={row.id} />
        </span>
      );
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
