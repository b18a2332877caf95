// The figures a stock's read model works out from values it already carries (docs/domain.md "Price
// against value" and "Broker figures"). GET /api/portfolio leaves them out of its body: the client
// works them out for every row anyway (over the brokers the user has chosen to see), and sending them
// too was a third of the body's compressed bytes (docs/decisions/023-portfolio-payload-and-first-paint.md).
// (The types come from the contract; this file stays free of zod, which the dashboard does not load.)
import type { StockView, StockViewWire } from "../contracts/portfolio";
import { deriveBrokerFigures, type BrokerFairValues, type BrokerFigures } from "./consensus";
import { averageOfMonthlyFVs } from "./fair-value-stats";
import { ALL_BROKERS_VISIBLE } from "./sources";
import { currentVsValue, fiveStarPrice, percentVsTrade } from "./valuation";

/** What the Morningstar figures read. */
export interface MorningstarInputs {
  lastPrice: number | null | undefined;
  morningstarFV: number | null | undefined;
  msUncertainty: string | null | undefined;
  /** The previous six months' Morningstar values by label ("Mar-25"), oldest first. */
  monthlyFVs: Readonly<Record<string, number>>;
}

export interface MorningstarFigures {
  morningstarPrev6MAvg: number | null;
  /** The same average under the name the month columns use. */
  prev6MAvg: number | null;
  /** (prev6MAvg − lastPrice) / lastPrice × 100. */
  prev6MAvgVsTrade: number | null;
  /** (5-star price − lastPrice) / lastPrice × 100; the 5-star price needs a known uncertainty. */
  current5StarVsTrade: number | null;
  /** (lastPrice − morningstarFV) / lastPrice × 100. */
  currentVsFairPrice: number | null;
}

export function morningstarFigures(stock: MorningstarInputs): MorningstarFigures {
  const average = averageOfMonthlyFVs(stock.monthlyFVs);
  return {
    morningstarPrev6MAvg: average,
    prev6MAvg: average,
    prev6MAvgVsTrade: percentVsTrade(average, stock.lastPrice),
    current5StarVsTrade: percentVsTrade(fiveStarPrice(stock.morningstarFV, stock.msUncertainty), stock.lastPrice),
    currentVsFairPrice: currentVsValue(stock.lastPrice, stock.morningstarFV),
  };
}

export type DerivedStockFigures = MorningstarFigures & BrokerFigures;

/** Every derived figure, the broker ones over all four brokers (the sector analytics' and a stock's default view). */
export function deriveStockFigures(stock: MorningstarInputs & BrokerFairValues): DerivedStockFigures {
  return { ...morningstarFigures(stock), ...deriveBrokerFigures(stock, ALL_BROKERS_VISIBLE) };
}

/** Completes a stock of GET /api/portfolio's body (StockViewWire) with its derived figures. */
export function toStockView(stock: StockViewWire): StockView {
  return { ...stock, ...deriveStockFigures(stock) };
}
