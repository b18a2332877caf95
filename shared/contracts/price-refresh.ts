// Price refresh under /api/stocks: POST /refresh-all, GET /refresh-all/progress, POST /:id/refresh
// (which answers the refreshed StockSummary, or 502 `market_data_failed` with a `reason`). Both
// refreshes also say how many alerts the new prices created (`newAlerts`).
import type { CreatesAlerts } from "./alerts";

export interface RefreshCounts {
  total: number;
  successful: number;
  failed: number;
}

/** POST /api/stocks/refresh-all. */
export interface RefreshAllResult extends RefreshCounts, CreatesAlerts {}

/** GET /api/stocks/refresh-all/progress. */
export interface RefreshProgress {
  running: boolean;
  done: number;
  total: number;
}
