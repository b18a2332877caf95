// The answer of GET /api/stocks/refresh-all/:id: the job's progress and counts, none of its bookkeeping
// (its claim, lease, owner).
import type { RefreshJob } from "@shared/contracts/price-refresh";
import type { RefreshJobRow } from "@shared/schema";

export function presentRefreshJob(row: RefreshJobRow): RefreshJob {
  return {
    state: row.state,
    total: row.total,
    processed: row.processed,
    successful: row.successful,
    failed: row.failed,
    rateLimited: row.rateLimited,
    newAlerts: row.newAlerts,
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    error: row.error,
  };
}
