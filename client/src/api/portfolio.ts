// The dashboard's read model: GET /api/portfolio?isPortfolio=true|false, each stock with its fair
// values. The body leaves out what can be worked out from it; toStockView adds those figures once,
// as the answer arrives, so every screen reads complete StockViews.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { StockView, StockViewWire } from "@shared/contracts/portfolio";
import { toStockView } from "@shared/domain/stock-figures";
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
      queryFn: async () => (await apiJson<StockViewWire[]>("GET", `/api/portfolio?isPortfolio=${isPortfolio}`)).map(toStockView),
      meta: { reads: ["stocks", "fairValues"] },
    }),
};

/** `enabled: false` holds the read back until a screen needs it (the Alerts page's detail dialog). */
export const usePortfolioStocks = (isPortfolio: boolean, enabled = true) => useQuery({ ...portfolioQueries.list(isPortfolio), enabled });
