import type { TradeImportResult } from "@shared/contracts/trade-import";
import { usePreviewTradeImport, useTradeImport } from "@/api/trades";
import { useFollowAddedPrices } from "../hooks/use-follow-added-prices";
import { ImportFileDialog } from "./import-file-dialog";
import { ImportPreview } from "./import-preview";

/** The counts a finished import's toast reports: "12 trades imported, 3 duplicates, 2 rows skipped, 1 error". */
export function importCountsText(result: TradeImportResult): string {
  const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
  const parts = [`${plural(result.inserted, "trade")} imported`, plural(result.duplicates, "duplicate")];
  if (result.skipped.length > 0) parts.push(`${plural(result.skipped.length, "row")} skipped`);
  if (result.errors.length > 0) parts.push(plural(result.errors.length, "error"));
  if (result.newStocks.length > 0) parts.push(`${result.newStocks.join(", ")} added to Portfolio`);
  return parts.join(", ");
}

/**
 * **Import trades**: choose a broker's CSV → a dry run shows the detected format, the rows, duplicates,
 * skipped and error rows with their lines and the new stocks → Import writes the batch (undone from
 * Data History) → a toast with the counts.
 */
export function ImportTradesDialog() {
  const preview = usePreviewTradeImport();
  const importer = useTradeImport();
  const followPrices = useFollowAddedPrices();
  return (
    <ImportFileDialog
      title="Import trades"
      description={
        <>
          A CSV from CommSec (Transactions or Confirmations), SelfWealth (Movements), Sharesight, or this app&apos;s trades export. Nothing
          is written until you choose Import; importing the same file again adds nothing.
        </>
      }
      fileLabel="Trades CSV file"
      preview={preview}
      importer={importer}
      renderPreview={(result) => <ImportPreview result={result} />}
      doneTitle="Trades imported"
      doneText={importCountsText}
      onImported={(result) => followPrices(result.priceJobId, result.newStocks)}
    />
  );
}
