import type { WorkbookSource } from "@shared/contracts/imports";
import { formatDateTimeAU } from "@shared/domain/format";

export interface BatchLike {
  source: string;
  createdAt: string;
}

export const NEVER_UPLOADED = "Never";

/**
 * The newest upload of one workbook kind. The server lists batches newest first, but this does not
 * rely on it: comparing timestamps costs nothing and survives a change of order.
 */
export function latestBatch<T extends BatchLike>(batches: readonly T[] | undefined, source: WorkbookSource): T | undefined {
  let latest: T | undefined;
  let latestTime = -Infinity;
  for (const batch of batches ?? []) {
    if (batch.source !== source) continue;
    const time = Date.parse(batch.createdAt);
    if (Number.isNaN(time)) continue;
    if (time > latestTime) {
      latest = batch;
      latestTime = time;
    }
  }
  return latest;
}

/** 'Last upload' text: en-AU date and time of the newest batch, or 'Never'. */
export function lastUploadText(batches: readonly BatchLike[] | undefined, source: WorkbookSource): string {
  const batch = latestBatch(batches, source);
  return batch ? formatDateTimeAU(batch.createdAt) : NEVER_UPLOADED;
}
