import type { ReactNode } from "react";
import { formatMoney } from "@shared/domain/format";
import { currentVsValue } from "@shared/domain/valuation";
import { Badge } from "@/components/ui/badge";
import type { StockRow } from "../../utils/stock-rows";
import { PercentBadge } from "../value-badges";

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 border-b py-2 last:border-b-0">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-sm font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

export function AnalysisTab({ stock }: { stock: StockRow }) {
  return (
    <section className="grid gap-3" aria-labelledby="analysis-heading">
      <h3 id="analysis-heading" className="text-base font-semibold">
        Stock Information
      </h3>
      <dl className="rounded-lg border px-4">
        <Line label="Sector">
          <Badge variant="secondary">{stock.sector ?? "N/A"}</Badge>
        </Line>
        <Line label="6-Month Avg FV">{formatMoney(stock.prev6MAvg)}</Line>
        <Line label="Current vs FV">
          <PercentBadge value={stock.currentVsFairPrice} inverted />
        </Line>
        <Line label="Current vs 6M Avg">
          <PercentBadge value={currentVsValue(stock.lastPrice, stock.prev6MAvg)} inverted />
        </Line>
      </dl>
    </section>
  );
}
