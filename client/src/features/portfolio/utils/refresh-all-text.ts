// Wording of the Refresh All Prices button and its completion notice (docs/product.md "Messages").

export interface RefreshCounts {
  total: number;
  successful: number;
  failed: number;
}

/** 'Successfully refreshed all N stocks!' or 'Refreshed X/Y stocks. Z failed.' */
export function refreshAllMessage({ total, successful, failed }: RefreshCounts): string {
  return failed === 0 ? `Successfully refreshed all ${total} stocks!` : `Refreshed ${successful}/${total} stocks. ${failed} failed.`;
}

/** 'Refresh All Prices'; while running 'Refreshing...' until the first progress answer, then 'Refreshing 12/40...'. */
export function refreshAllLabel(running: boolean, progress: { done: number; total: number } | null): string {
  if (!running) return "Refresh All Prices";
  return progress && progress.total > 0 ? `Refreshing ${progress.done}/${progress.total}...` : "Refreshing...";
}
