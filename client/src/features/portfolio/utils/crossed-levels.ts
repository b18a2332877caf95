// Which price levels of a stock the price has reached now, for the detail dialog's marks. The same
// level rules as the alerts (shared/domain/alerts.ts): a price the app only holds as an import's
// placeholder crosses nothing.
import { levelCrossed, type LevelCondition } from "@shared/domain/alerts";
import { fiveStarPrice } from "@shared/domain/valuation";
import type { StockView } from "@shared/contracts/portfolio";

export interface LevelMark {
  level: number | null;
  crossed: boolean;
}

export function crossedLevels(stock: StockView): Record<LevelCondition, LevelMark> {
  const price = stock.lastPriceUpdatedAt !== null ? stock.lastPrice : null;
  const mark = (condition: LevelCondition, level: number | null): LevelMark => ({ level, crossed: levelCrossed(condition, price, level) });
  return {
    "five-star": mark("five-star", fiveStarPrice(stock.morningstarFV, stock.msUncertainty)),
    "buy-below": mark("buy-below", stock.iiBuyBelow),
    "sell-above": mark("sell-above", stock.iiSellAbove),
    "target-below": mark("target-below", stock.alertBelow),
    "target-above": mark("target-above", stock.alertAbove),
  };
}
