import { useDividendImport, usePreviewDividendImport } from "@/api/dividends";
import { DIVIDEND_CSV_HEADER, dividendImportCountsText } from "../utils/dividend-text";
import { ImportFileDialog } from "./import-file-dialog";
import { DividendImportPreview } from "./import-preview";

/**
 * **Import dividends**: a CSV of dividends (issue 31's columns) → a dry run with the rows, duplicates
 * and errors with their lines → Import writes one batch (undone from Data History) → a toast.
 */
export function ImportDividendsDialog() {
  const preview = usePreviewDividendImport();
  const importer = useDividendImport();
  return (
    <ImportFileDialog
      title="Import dividends"
      description={
        <>
          A CSV with the columns <span className="font-mono break-words">{DIVIDEND_CSV_HEADER}</span> (dates as 14/08/2024 or 2024-08-14;
          Pay Date, Units, DRP Units and DRP Price may be blank). A row replaces the estimate of the same ex-date. Nothing is written until
          you choose Import; importing the same file again adds nothing.
        </>
      }
      fileLabel="Dividends CSV file"
      preview={preview}
      importer={importer}
      renderPreview={(result) => <DividendImportPreview result={result} />}
      doneTitle="Dividends imported"
      doneText={dividendImportCountsText}
    />
  );
}
