// Price refresh under /api/stocks: POST /refresh-all, GET /refresh-all/progress, POST /:id/refresh
// (which answers the refreshed StockSummary, or 502 `market_data_failed` with a `reason`).

/** POST /api/stocks/refresh-all. */
export interface RefreshCounts {
  total: number;
  successful: number;
  failed: number;
}

/** GET /api/stocks/refresh-all/progress. */
export interface RefreshProgress {
  running: boolean;
  done: number;
  total: number;
}
