import { useMemo } from "react";
import { formatMoney, formatPercent } from "@shared/domain/format";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useSectorValues } from "@/api/sectors";
import type { SectorValue } from "@shared/domain/sectors";
import { sectorBreakdown, type AllocationStock } from "../utils/allocation-rows";

/** Each sector's share (one decimal), its stocks and its value, then 'Total Portfolio'. */
export function SectorBreakdownCard({
  stocks,
  className,
  values,
  heldStocks,
  totalLabel = "Total Portfolio",
}: {
  /** The portfolio stocks: their sectors decide the colours (and, without `values`, the symbols listed). */
  stocks: readonly Pick<AllocationStock, "symbol" | "sector">[];
  className?: string;
  /** Sector values instead of the allocations' (the holdings' market values)... */
  values?: readonly SectorValue[];
  /** ...and the held stocks each sector lists. */
  heldStocks?: readonly Pick<AllocationStock, "symbol" | "sector">[];
  totalLabel?: string;
}) {
  const sectors = useSectorValues({ enabled: values === undefined });
  const data = values ?? sectors.data;
  const breakdown = useMemo(() => sectorBreakdown(data ?? [], heldStocks ?? stocks, stocks), [data, heldStocks, stocks]);
  // The chart card already shows the loading, failure and empty states for the same read.
  if (!data || breakdown.lines.length === 0) return null;

  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>Sector Breakdown</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-1 gap-3" aria-label="Sector breakdown">
          {breakdown.lines.map((line) => (
            <li key={line.name} data-sector={line.name} className="flex min-w-0 items-start gap-3">
              <span className="mt-1.5 size-3 shrink-0 rounded-full" style={{ backgroundColor: line.color }} aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className="flex items-baseline justify-between gap-2">
                  <span className="truncate font-medium">{line.name}</span>
                  <span className="shrink-0 text-sm font-semibold tabular-nums" data-field="percent">
                    {formatPercent(line.percent)}
                  </span>
                </p>
                <p className="flex items-baseline justify-between gap-2 text-sm text-muted-foreground">
                  <span className="min-w-0 break-words">{line.symbols.join(", ")}</span>
                  <span className="shrink-0 tabular-nums" data-field="value">
                    {formatMoney(line.value)}
                  </span>
                </p>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-4 flex items-baseline justify-between gap-2 border-t pt-3 font-semibold" data-field="total">
          <span>{totalLabel}</span>
          <span className="tabular-nums">{formatMoney(breakdown.total)}</span>
        </p>
      </CardContent>
    </Card>
  );
}
