// Each holding's figures over a period (docs/domain.md#returns "Per holding"): the portfolio's
// measures on one stock's own values and flows. A holding is valued only on the days its chain needs
// (values.ts `linkingDays`), which gives the same time-weighted return as every trading day.
import type { ReplayResult, StockCloses } from "../ledger";
import type { Receivable, ReturnFlow } from "./flows";
import type { ReturnPeriod } from "./period";
import { periodFlows, periodReturns, type PeriodFigures } from "./period-returns";
import { linkingDays, stockValuesOn } from "./values";

function groupByStock<T extends { stockId: string }>(items: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(item.stockId);
    if (group) group.push(item);
    else groups.set(item.stockId, [item]);
  }
  return groups;
}

/** Per stock with a value or a flow in the period, its figures (PeriodFigures), in the order of `positions`. */
export function holdingReturns(
  period: ReturnPeriod,
  positions: ReplayResult["positions"],
  closes: ReadonlyMap<string, StockCloses>,
  flows: readonly ReturnFlow[],
  receivables: readonly Receivable[],
  franking: boolean,
): { stockId: string; figures: PeriodFigures }[] {
  const flowsOf = groupByStock(flows);
  const owedOf = groupByStock(receivables);
  const rows: { stockId: string; figures: PeriodFigures }[] = [];
  for (const [stockId, steps] of positions) {
    const own = flowsOf.get(stockId) ?? [];
    const counted = periodFlows(own, period, franking);
    const days = linkingDays(
      period,
      counted.map((flow) => flow.date),
    );
    const values = stockValuesOn(steps, closes.get(stockId), days, owedOf.get(stockId));
    const figures = periodReturns(period, values, own, franking);
    if (counted.length > 0 || figures.startValue !== 0n || figures.endValue !== 0n) rows.push({ stockId, figures });
  }
  return rows;
}
