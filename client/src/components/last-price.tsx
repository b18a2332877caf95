// A last price with its age, marked as the dashboard marks it (docs/domain.md "Prices and dividends"):
// amber with a clock when stale by shared/domain/price-age.ts, which a price with no market time
// (a trade's or an import's placeholder) always is; the tooltip gives the age, the exact time and
// 'Price data is stale'. The price is not a tab stop of its own (a tab stop per row would bury the
// row's actions); the clock carries an accessible label instead.
import { Clock } from "lucide-react";
import { formatDateTimeAU } from "@shared/domain/format";
import { isPriceStale, relativeAge } from "@shared/domain/price-age";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { cn } from "@/lib/utils";

export function LastPrice({ text, updatedAt, now }: { text: string; updatedAt: string | null; now: Date }) {
  const stale = isPriceStale(updatedAt, now);
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <span className={cn("inline-flex items-center gap-1 tabular-nums", stale && "text-warning")} data-stale={stale || undefined}>
          {stale && <Clock className="size-3.5 shrink-0" aria-label="Stale price" />}
          {text}
        </span>
      </TooltipTrigger>
      <TooltipContent side="right">
        <PriceAgeDetails updatedAt={updatedAt} stale={stale} now={now} />
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
