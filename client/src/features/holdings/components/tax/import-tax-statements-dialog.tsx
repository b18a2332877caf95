// **Import tax statements** beside the Tax page's statements section (issue 47): a CSV of the annual
// statements, one row per fund per year → a dry run with the rows to add, the duplicates and each
// bad line with its reason → Import writes one batch (undone from Data History) → a toast.
import { TAX_STATEMENT_CSV_HEADER, type TaxStatementImportResult } from "@shared/contracts/tax-statements";
import { usePreviewTaxStatementImport, useTaxStatementImport } from "@/api/tax-statements";
import { ImportFileDialog } from "../import-file-dialog";
import { TaxStatementImportPreview } from "../import-preview";

const plural = (count: number, one: string, many: string) => `${count.toLocaleString("en-AU")} ${count === 1 ? one : many}`;

/** "2 statements imported, 1 duplicate, 1 error". */
export function taxStatementImportCountsText(result: TaxStatementImportResult): string {
  const parts = [`${plural(result.inserted, "statement", "statements")} imported`, plural(result.duplicates, "duplicate", "duplicates")];
  if (result.skipped.length > 0) parts.push(`${plural(result.skipped.length, "row", "rows")} skipped`);
  if (result.errors.length > 0) parts.push(plural(result.errors.length, "error", "errors"));
  return parts.join(", ");
}

export function ImportTaxStatementsDialog() {
  const preview = usePreviewTaxStatementImport();
  const importer = useTaxStatementImport();
  return (
    <ImportFileDialog
      title="Import tax statements"
      description={
        <>
          A CSV with one row per fund per financial year and the columns{" "}
          <span className="font-mono break-words">{TAX_STATEMENT_CSV_HEADER}</span>. A blank amount is 0; leave both AMIT amounts blank for
          a fund that is not an AMIT. Nothing is written until you choose Import; importing the same file again adds nothing.
        </>
      }
      fileLabel="Tax statements CSV file"
      preview={preview}
      importer={importer}
      renderPreview={(result) => <TaxStatementImportPreview result={result} />}
      doneTitle="Tax statements imported"
      doneText={taxStatementImportCountsText}
    />
  );
}
