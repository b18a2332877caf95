// The dashboard's read model: GET /api/portfolio?isPortfolio=true|false, each stock with its fair
// values and the figures worked out from them.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { StockView } from "@shared/contracts/portfolio";
import { apiJson } from "@/lib/api-client";

export const portfolioKeys = {
  // The flag is an object part, so it cannot be joined into the path: this read has its own queryFn.
  list: (isPortfolio: boolean) => ["/api/portfolio", { isPortfolio }] as const,
};

export const portfolioQueries = {
  /** The portfolio table, or the Other Stocks table. */
  list: (isPortfolio: boolean) =>
    queryOptions<StockView[]>({
      queryKey: portfolioKeys.list(isPortfolio),
      queryFn: () => apiJson<StockView[]>("GET", `/api/portfolio?isPortfolio=${isPortfolio}`),
      meta: { reads: ["stocks", "fairValues"] },
    }),
};

/** `enabled: false` holds the read back until a screen needs it (the Alerts page's detail dialog). */
export const usePortfolioStocks = (isPortfolio: boolean, enabled = true) => useQuery({ ...portfolioQueries.list(isPortfolio), enabled });
