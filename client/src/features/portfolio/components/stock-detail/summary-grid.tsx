import type { ReactNode } from "react";
import { formatMoney, formatPercent } from "@shared/domain/format";
import type { StockRow } from "../../utils/stock-rows";
import { ConsensusBadge, PercentBadge } from "../value-badges";

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-md border bg-muted/30 px-3 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

/** The dialog's key figures, over the same visible brokers as the table row it came from. */
export function SummaryGrid({ stock }: { stock: StockRow }) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      <Item label="Last Price">{formatMoney(stock.lastPrice)}</Item>
      <Item label="Broker Average FV">{formatMoney(stock.brokerAvg)}</Item>
      <Item label="Discount">
        <PercentBadge value={stock.currentVsBrokerAvg} inverted />
      </Item>
      <Item label="Dividend Yield">{formatPercent(stock.dividendYield)}</Item>
      <Item label="Broker Count">{stock.brokerCount}</Item>
      <Item label="Divergence">{formatPercent(stock.divergence)}</Item>
      <Item label="Consensus">
        <ConsensusBadge rating={stock.consensusRating} />
      </Item>
      <Item label="Upside">{formatMoney(stock.upsidePotential)}</Item>
    </dl>
  );
}
