// GET /api/stocks/:id/history (params: stockIdParams from contracts/stocks.ts): the stock's daily
// closes against every source's fair value over time (docs/domain.md#valuation-history).
import type { MonthKey } from "../domain/months";
import type { TradingDate } from "../domain/price-history";
import type { SourceKey } from "../domain/sources";
import type { FairValueChange, MonthValue } from "../domain/valuation-history";

export interface DailyPrice {
  date: TradingDate;
  close: number;
}

/** Intelligent Investor's Buy Below and Sell Above of one month (from that month's current row). */
export interface IntelligentInvestorLevels {
  month: MonthKey;
  buyBelow: number | null;
  sellAbove: number | null;
}

export interface ValuationHistory {
  symbol: string;
  /** Daily closes of the symbol (shared by every user holding it), oldest first. */
  prices: DailyPrice[];
  /** Each source's current value per month (the newest import of the month), oldest first; [] when none. */
  fairValues: Record<SourceKey, MonthValue[]>;
  /** Morningstar value × (1 − band) with that month's uncertainty, oldest first. */
  fiveStar: MonthValue[];
  /** Beyond the shape: the Buy Below / Sell Above zone the chart shades, oldest first. */
  intelligentInvestorLevels: IntelligentInvestorLevels[];
  /** Each change in a source's value, newest first. */
  changes: FairValueChange[];
}
