// One stock on a phone: what a row of the table says that matters at a glance, readable without a
// sideways swipe. The whole card opens the detail sheet (or, in select mode, ticks the card); the
// menu and the checkbox act on their own.
import { memo, type ReactNode } from "react";
import { Clock } from "lucide-react";
import { isHighDivergence } from "@shared/domain/badges";
import { formatMoney, formatPercent } from "@shared/domain/format";
import { isHighConfidence } from "@shared/domain/picks";
import { isPriceStale, relativeAge } from "@shared/domain/price-age";
import { MISSING_VALUE_TEXT } from "@shared/constants";
import { Badge } from "@/components/ui/badge";
import { Checkbox } from "@/components/ui/checkbox";
import { cn } from "@/lib/utils";
import { useLongPress } from "../../hooks/use-long-press";
import type { StockRow } from "../../utils/stock-rows";
import { HeldMark } from "../held-mark";
import type { RowHandlers } from "../stock-table/stock-table-row";
import { ConsensusBadge, PercentBadge } from "../value-badges";
import { CardMenu } from "./card-menu";

/** Fixed, so the virtualiser never measures: 152 px of card and an 8 px gap. */
export const CARD_HEIGHT_PX = 152;
export const CARD_GAP_PX = 8;

export interface CardHandlers extends RowHandlers {
  /** Long press: select mode on, this card ticked. */
  onLongPress: (row: StockRow) => void;
}

interface StockCardProps {
  row: StockRow;
  selecting: boolean;
  selected: boolean;
  refreshing: boolean;
  moving: boolean;
  showMove: boolean;
  now: Date;
  handlers: CardHandlers;
}

function Fact({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn("min-w-0", className)}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="m-0 truncate text-sm tabular-nums">{children}</dd>
    </div>
  );
}

function StockCardImpl({ row, selecting, selected, refreshing, moving, showMove, now, handlers }: StockCardProps) {
  const stale = isPriceStale(row.lastPriceUpdatedAt, now);
  const age = relativeAge(row.lastPriceUpdatedAt, now);
  const upside = row.upsidePotential;
  const pressHandlers = useLongPress(() => handlers.onLongPress(row));

  const onMainClick = () => {
    if (selecting) handlers.onToggleSelect(row.id);
    else handlers.onOpen(row);
  };

  return (
    <article
      data-symbol={row.symbol}
      data-row-id={row.id}
      aria-label={`${row.symbol} ${row.cleanName}`}
      className={cn(
        "relative h-full rounded-lg border bg-card text-card-foreground shadow-xs select-none [-webkit-touch-callout:none]",
        selected && "border-primary bg-secondary",
      )}
      onContextMenu={(event) => event.preventDefault()}
    >
      {/* The card's main action covers the whole card, so a tap anywhere lands on it; the content
          above lets taps through, except its own controls (the checkbox and the menu). The long
          press listens here, not on the card: React passes a portal's events up to its owner, so
          on the card a finger held on the menu's button or on an item of the open menu counted
          as holding the card, entered select mode and took the menu away before its action ran. */}
      <button
        type="button"
        {...pressHandlers}
        onClick={onMainClick}
        aria-pressed={selecting ? selected : undefined}
        aria-label={selecting ? `${selected ? "Deselect" : "Select"} ${row.symbol}` : `Open ${row.symbol} details`}
        className="absolute inset-0 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring"
      />
      <div className="pointer-events-none relative flex h-full flex-col gap-1.5 p-3 pt-1.5 *:shrink-0">
        <div className="flex min-h-11 items-center gap-2">
          {selecting && (
            <label className="pointer-events-auto -ml-3 flex size-11 shrink-0 cursor-pointer items-center justify-center">
              <Checkbox aria-label={`Select ${row.symbol}`} checked={selected} onCheckedChange={() => handlers.onToggleSelect(row.id)} />
            </label>
          )}
          <span className="text-base font-semibold">{row.symbol}</span>
          <HeldMark stockId={row.id} className="-ml-1" />
          <span
            className={cn("inline-flex items-center gap-1 text-sm tabular-nums", stale && "text-warning")}
            title={[age ?? "Never updated", stale ? "Price data is stale" : null].filter(Boolean).join(" · ")}
            data-stale={stale || undefined}
          >
            {stale && <Clock className="size-3.5" aria-label="Stale price" />}
            {formatMoney(row.lastPrice)}
          </span>
          <span className="ml-auto flex shrink-0 items-center">
            <span data-field="consensusRating">
              <ConsensusBadge rating={row.consensusRating} />
            </span>
            {!selecting && (
              <span className="pointer-events-auto -mr-2">
                <CardMenu row={row} showMove={showMove} refreshing={refreshing} moving={moving} {...handlers} />
              </span>
            )}
          </span>
        </div>
        <p className="-mt-1.5 truncate text-sm text-muted-foreground" title={row.cleanName}>
          {row.cleanName}
        </p>
        <dl className="m-0 grid grid-cols-[1fr_1fr_auto] items-end gap-x-3">
          <Fact label="Upside $">
            <span
              data-field="upsidePotential"
              className={cn(upside !== null && upside > 0 && "text-success", upside !== null && upside < 0 && "text-destructive")}
            >
              {upside === null ? MISSING_VALUE_TEXT : formatMoney(upside)}
            </span>
          </Fact>
          <Fact label="vs Broker Avg">
            <PercentBadge value={row.currentVsBrokerAvg} inverted />
          </Fact>
          <Fact label="Brokers" className="text-right">
            {row.brokerCount}
          </Fact>
        </dl>
        <div className="flex min-w-0 items-center gap-2 text-xs text-muted-foreground">
          <span>
            Divergence{" "}
            <span className={cn("tabular-nums", isHighDivergence(row.divergence) ? "font-semibold text-warning" : "text-foreground")}>
              {row.divergence === null ? MISSING_VALUE_TEXT : formatPercent(row.divergence)}
            </span>
          </span>
          {isHighConfidence(row.divergence) && (
            <Badge variant="success" className="ml-auto">
              High Confidence
            </Badge>
          )}
        </div>
      </div>
    </article>
  );
}

/** Re-renders only when its own row, selection or busy state changes (handlers are stable). */
export const StockCard = memo(StockCardImpl);
