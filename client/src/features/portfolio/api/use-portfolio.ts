import { useQuery } from "@tanstack/react-query";
import type { StockView } from "@shared/contracts/portfolio";
import type { ShareholderHolding as ShareholderView } from "@shared/contracts/shareholders";
import { apiJson } from "@/lib/api-client";
import { portfolioKeys } from "./portfolio-keys";

/** GET /api/portfolio?isPortfolio=true|false: the portfolio table, or the Other Stocks table. */
export function usePortfolioStocks(isPortfolio: boolean) {
  return useQuery<StockView[]>({
    queryKey: portfolioKeys.list(isPortfolio),
    queryFn: () => apiJson<StockView[]>("GET", `/api/portfolio?isPortfolio=${isPortfolio}`),
  });
}

/** A stock's shareholders; the detail dialog enables it only while it is open on a stock. */
export function useStockShareholders(stockId: string | null, enabled: boolean) {
  return useQuery<ShareholderView[]>({
    queryKey: portfolioKeys.shareholders(stockId ?? ""),
    enabled: enabled && stockId !== null,
  });
}
