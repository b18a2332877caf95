// GET /api/portfolio?isPortfolio=: the read model of the user's stocks, one table at a time.
import { z } from "zod";
import type { DerivedStockFigures } from "../domain/stock-figures";
import type { MonthKey } from "../domain/months";
import type { StockSummary } from "./stocks";

export const portfolioQuery = z.object({
  isPortfolio: z
    .enum(["true", "false"], { error: "isPortfolio must be true or false" })
    .optional()
    .transform((v) => v !== "false"),
});

/** Per-source fields, e.g. morningstarFV, morningstarFVDate ("2025-03-01"), morningstarPrev6MAvg. */
type SourceFields<P extends string> = {
  [K in `${P}FV`]: number | null;
} & {
  [K in `${P}FVDate`]: MonthKey | null;
} & {
  [K in `${P}Prev6MAvg`]: number | null;
};

/**
 * A stock as GET /api/portfolio sends it (the read model of docs/domain.md "Current value per source
 * and month"): the stored values and what only the server can work out from the stock's history.
 * Nothing here can be worked out from the other fields: those figures (StockView's) are left out of
 * the body and completed by toStockView (shared/domain/stock-figures.ts), on the client and wherever
 * the server needs them.
 */
export type StockViewWire = Omit<StockSummary, "createdAt" | "updatedAt"> & {
  /** The codes the stock had before its code changes (WPL for WDS), oldest first: search finds it by them. */
  formerSymbols: readonly string[];
  /** Morningstar's value per month label ("Mar-25") for the six previous months that have data, oldest first. */
  monthlyFVs: Record<string, number>;
  /** Needs the months before the window, so only the server can work it out. */
  fvMomentum: number | null;
  msUncertainty: string | null;
  msMoat: string | null;
  msFinancialHealth: string | null;
  iiBuyBelow: number | null;
  iiSellAbove: number | null;
  /** Bell Potter's own recommendation text and the "Consensus" figure its files carry (not in brokerAvg). */
  bellPotterRecommendation: string | null;
  bellPotterConsensusFV: number | null;
  bellPotterConsensusFVDate: MonthKey | null;
  /** The user's alert target on the stock (PUT /api/stocks/:id/alert-target). */
  alertBelow: number | null;
  alertAbove: number | null;
} & Omit<SourceFields<"morningstar">, "morningstarPrev6MAvg"> &
  SourceFields<"intelligentInvestor"> &
  SourceFields<"motleyFool"> &
  SourceFields<"bellPotter">;

/** Every field of StockViewWire, in the order the server writes them (the API tests hold the body to it). */
export const STOCK_VIEW_WIRE_FIELDS = [
  "id",
  "symbol",
  "name",
  "sector",
  "lastPrice",
  "lastPriceUpdatedAt",
  "dividendYield",
  "isPortfolio",
  "formerSymbols",
  "morningstarFV",
  "morningstarFVDate",
  "intelligentInvestorFV",
  "intelligentInvestorFVDate",
  "intelligentInvestorPrev6MAvg",
  "motleyFoolFV",
  "motleyFoolFVDate",
  "motleyFoolPrev6MAvg",
  "bellPotterFV",
  "bellPotterFVDate",
  "bellPotterPrev6MAvg",
  "bellPotterConsensusFV",
  "bellPotterConsensusFVDate",
  "bellPotterRecommendation",
  "monthlyFVs",
  "fvMomentum",
  "msUncertainty",
  "msMoat",
  "msFinancialHealth",
  "iiBuyBelow",
  "iiSellAbove",
  "alertBelow",
  "alertAbove",
] as const satisfies readonly (keyof StockViewWire)[];
// The list names every field: a field added to the type but not here fails to compile.
const everyWireFieldListed: Exclude<keyof StockViewWire, (typeof STOCK_VIEW_WIRE_FIELDS)[number]> extends never ? true : never = true;
void everyWireFieldListed;

/**
 * A stock as the screens read it: the body's fields plus the figures worked out from them
 * (morningstarPrev6MAvg and prev6MAvg from monthlyFVs, the "vs Trade" and "vs Fair Price"
 * percentages, and the broker figures over all four brokers).
 */
export type StockView = StockViewWire & DerivedStockFigures;
