// GET /api/portfolio?isPortfolio=: the read model of the user's stocks, one table at a time.
import { z } from "zod";
import type { BrokerFigures } from "../domain/consensus";
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

/** A stock as GET /api/portfolio returns it (the read model of docs/domain.md "Current value per source and month"). */
export type StockView = Omit<StockSummary, "createdAt" | "updatedAt"> & {
  /** Morningstar's value per month label ("Mar-25") for the six previous months that have data. */
  monthlyFVs: Record<string, number>;
  prev6MAvg: number | null;
  prev6MAvgVsTrade: number | null;
  current5StarVsTrade: number | null;
  currentVsFairPrice: number | null;
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
} & SourceFields<"morningstar"> &
  SourceFields<"intelligentInvestor"> &
  SourceFields<"motleyFool"> &
  SourceFields<"bellPotter"> &
  BrokerFigures;
