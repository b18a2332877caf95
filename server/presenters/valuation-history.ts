// The one shape of GET /api/stocks/:id/history. Every figure comes from shared/domain; this file only
// sorts the stored months into the response.
import type { DailyPrice, IntelligentInvestorLevels, ValuationHistory } from "@shared/contracts/valuation-history";
import { isSourceKey, SOURCE_KEYS, type SourceKey } from "@shared/domain/sources";
import { fairValueChanges, fiveStarByMonth, type MonthRating, type MonthValue } from "@shared/domain/valuation-history";
import type { StockFairValueMonths } from "../storage/valuation-history";

/** A meta amount stored as a number or a numeric string; null otherwise. */
function amount(value: unknown): number | null {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) ? n : null;
}

export function presentValuationHistory(stock: StockFairValueMonths, prices: DailyPrice[]): ValuationHistory {
  const fairValues = Object.fromEntries(SOURCE_KEYS.map((source) => [source, [] as MonthValue[]])) as Record<SourceKey, MonthValue[]>;
  const ratings: MonthRating[] = [];
  const intelligentInvestorLevels: IntelligentInvestorLevels[] = [];
  // Rows arrive by source, then month: each list is oldest first as it is built.
  for (const [source, month, value, uncertainty, buyBelow, sellAbove] of stock.months) {
    // A source this version does not know (written by hand into the table) has no line to draw.
    if (!isSourceKey(source)) continue;
    fairValues[source].push({ month, value });
    if (source === "morningstar" && uncertainty !== null) ratings.push({ month, uncertainty });
    if (source === "intelligent-investor") {
      const levels = { month, buyBelow: amount(buyBelow), sellAbove: amount(sellAbove) };
      if (levels.buyBelow !== null || levels.sellAbove !== null) intelligentInvestorLevels.push(levels);
    }
  }
  return {
    symbol: stock.symbol,
    prices,
    fairValues,
    fiveStar: fiveStarByMonth(fairValues.morningstar, ratings),
    intelligentInvestorLevels,
    changes: fairValueChanges(fairValues),
  };
}
