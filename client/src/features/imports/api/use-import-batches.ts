import { useQuery } from "@tanstack/react-query";
import { importKeys, type ImportBatch } from "./import-keys";

/** The user's import history; the Upload page reads the newest workbook batch per tab from it. */
export function useImportBatches() {
  return useQuery<ImportBatch[]>({ queryKey: importKeys.batches });
}
