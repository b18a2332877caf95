// A stock's valuation history (GET /api/stocks/:id/history): its daily closes against every fair value
// over time. It reads the stock, its fair values and the symbol's shared closes, so an import, a fair
// value's deletion and a price refresh each refresh it.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ValuationHistory } from "@shared/contracts/valuation-history";

export const valuationHistoryKeys = {
  ofStock: (stockId: string) => ["/api/stocks", stockId, "history"] as const,
};

export const valuationHistoryQueries = {
  /** Fetched only while a stock's History tab is shown (null: none). */
  ofStock: (stockId: string | null) =>
    queryOptions<ValuationHistory>({
      queryKey: valuationHistoryKeys.ofStock(stockId ?? ""),
      meta: { reads: ["stocks", "fairValues", "priceHistory"] },
      enabled: stockId !== null,
    }),
};

export const useValuationHistory = (stockId: string | null) => useQuery(valuationHistoryQueries.ofStock(stockId));
