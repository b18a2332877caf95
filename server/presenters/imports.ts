import type { ImportBatchView, ImportSource } from "@shared/contracts/imports";
import type { ImportBatch } from "@shared/schema";

export function presentImportBatch(batch: ImportBatch): ImportBatchView {
  return {
    id: batch.id,
    source: batch.source as ImportSource,
    fileName: batch.fileName,
    rowsImported: batch.rowsImported,
    rowsSkipped: batch.rowsSkipped,
    createdAt: batch.createdAt.toISOString(),
  };
}
