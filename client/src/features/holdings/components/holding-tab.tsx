// The stock dialog's Holding tab (issue 30): the position (issue 44 item 24), the stock's open parcels (acquired, units, cost base,
// discount date) and its trades, each with Edit and Delete (with confirmation), and for a sale,
// 'Choose parcels'; then its corporate actions (issue 46, corporate-actions/) and its dividends (issue 31,
// stock-dividends.tsx). Loaded with the dialog's other tabs only while it is shown;
// the trades and the dividends come a page at a time (issue 45), the next on 'Show more'.
import { useState } from "react";
import { TRADE_TYPE_LABELS, type TradeView } from "@shared/contracts/trades";
import { EditDeleteButtons } from "@/components/edit-delete-buttons";
import { ShowMoreButton } from "@/components/show-more-button";
import { Button } from "@/components/ui/button";
import { LoadingState } from "@/components/ui/spinner";
import { useParcels } from "@/api/holdings";
import { useStockTrades } from "@/api/trades";
import { errorDescription } from "@/lib/api-client";
import { dateText, moneyText, priceText, unitsText } from "../utils/ledger-text";
import { ChooseParcelsDialog } from "./choose-parcels-dialog";
import { CorporateActionsSection } from "./corporate-actions/corporate-actions-section";
import { ProvisionalBadge } from "./corporate-actions/provisional-badge";
import { DeleteTradeDialog } from "./delete-trade-dialog";
import { EditTradeDialog } from "./edit-trade-dialog";
import { HoldingPosition } from "./holding-position";
import { StockDividends } from "./stock-dividends";

export interface HoldingTabProps {
  stockId: string;
  symbol: string;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="m-0 break-words tabular-nums">{value}</dd>
    </div>
  );
}

/** "100 @ $132.00 + $19.95", "1:2": what the trade moved. */
function tradeFigures(trade: TradeView): string {
  if (trade.ratioFrom !== null && trade.ratioTo !== null) return `Ratio ${trade.ratioFrom}:${trade.ratioTo}`;
  const brokerage = trade.brokerage === "0" ? "" : ` + ${moneyText(trade.brokerage)} brokerage`;
  return `${unitsText(trade.units)} @ ${priceText(trade.price)}${brokerage}`;
}

function Parcels({ stockId }: { stockId: string }) {
  const parcels = useParcels(stockId);
  if (parcels.isLoading) return <LoadingState label="Loading parcels..." />;
  if (parcels.error)
    return (
      <p role="alert" className="text-sm text-destructive">
        {errorDescription(parcels.error)}
      </p>
    );
  const rows = parcels.data ?? [];
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">No units held.</p>;
  return (
    <ul className="grid gap-1.5">
      {rows.map((parcel) => (
        <li key={parcel.tradeId} className="grid gap-2 rounded-md border px-3 py-2 text-sm">
          {parcel.provisional && <ProvisionalBadge figure={{ stockId, provisionalActionIds: parcel.provisionalActionIds }} />}
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            <Fact label="Acquired" value={dateText(parcel.acquiredOn)} />
            <Fact label="Units" value={unitsText(parcel.units)} />
            <Fact label="Cost base" value={moneyText(parcel.costBase)} />
            <Fact label="Discount from" value={dateText(parcel.discountEligibleFrom)} />
          </dl>
        </li>
      ))}
    </ul>
  );
}

export default function HoldingTab({ stockId, symbol }: HoldingTabProps) {
  const trades = useStockTrades(stockId);
  const rows = trades.data?.pages.flatMap((page) => page.trades) ?? [];
  const [editing, setEditing] = useState<TradeView | null>(null);
  const [deleting, setDeleting] = useState<TradeView | null>(null);
  const [choosing, setChoosing] = useState<TradeView | null>(null);

  return (
    <div className="grid min-w-0 gap-5">
      <div className="grid gap-2">
        <h3 className="text-base font-semibold">Position</h3>
        <HoldingPosition stockId={stockId} />
      </div>
      <section className="grid gap-2" aria-labelledby="holding-parcels-heading">
        <h3 id="holding-parcels-heading" className="text-base font-semibold">
          Parcels
        </h3>
        <Parcels stockId={stockId} />
      </section>
      <section className="grid gap-2" aria-labelledby="holding-trades-heading">
        <h3 id="holding-trades-heading" className="text-base font-semibold">
          Trades
        </h3>
        {trades.isLoading ? (
          <LoadingState label="Loading trades..." />
        ) : trades.error ? (
          <p role="alert" className="text-sm text-destructive">
            {errorDescription(trades.error)}
          </p>
        ) : rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">No trades for {symbol}.</p>
        ) : (
          <ul className="grid gap-1.5">
            {rows.map((trade) => {
              const name = `${TRADE_TYPE_LABELS[trade.type]} of ${dateText(trade.tradeDate)}`;
              return (
                <li key={trade.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border px-3 py-2 text-sm">
                  <div className="min-w-0 flex-1 basis-48">
                    <p className="font-medium">
                      {TRADE_TYPE_LABELS[trade.type]} · {dateText(trade.tradeDate)}
                      {trade.allocations.length > 0 && <span className="font-normal text-muted-foreground"> · parcels chosen</span>}
                    </p>
                    <p className="break-words text-muted-foreground tabular-nums">{tradeFigures(trade)}</p>
                    {trade.note && <p className="break-words text-muted-foreground">{trade.note}</p>}
                  </div>
                  <div className="flex flex-wrap gap-1">
                    {trade.type === "SELL" && (
                      <Button variant="outline" size="sm" onClick={() => setChoosing(trade)} aria-label={`Choose parcels for the ${name}`}>
                        Choose parcels
                      </Button>
                    )}
                    <EditDeleteButtons name={name} onEdit={() => setEditing(trade)} onDelete={() => setDeleting(trade)} />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <ShowMoreButton
          hasMore={trades.hasNextPage}
          loading={trades.isFetchingNextPage}
          onClick={() => void trades.fetchNextPage()}
          noun="trades"
        />
      </section>
      <CorporateActionsSection stockId={stockId} symbol={symbol} />
      <StockDividends stockId={stockId} symbol={symbol} />
      <EditTradeDialog trade={editing} onDone={() => setEditing(null)} />
      <DeleteTradeDialog trade={deleting} onDone={() => setDeleting(null)} />
      <ChooseParcelsDialog sale={choosing} onDone={() => setChoosing(null)} />
    </div>
  );
}
