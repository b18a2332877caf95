import { FileUp } from "lucide-react";
import { useRef, useState, type ChangeEvent } from "react";
import { SHAREHOLDER_MESSAGES as SHAREHOLDER_IMPORT_MESSAGES, type ShareholderPreview } from "@shared/contracts/shareholders";
import type { StockSummary } from "@shared/contracts/stocks";
import { TEXTAREA_MIN_HEIGHT_FULL_PX } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/hooks/use-toast";
import { errorDescription } from "@/lib/api-client";
import { useImportShareholders, usePreviewShareholders } from "@/api/shareholders";
import {
  CSV_ACCEPT,
  EMPTY_IMPORT_FORM,
  csvFileProblem,
  importNoticeText,
  validateImportForm,
  type ImportFormErrors,
} from "../utils/import-form";
import { ImportPreview } from "./import-preview";

const PLACEHOLDER =
  "1 HSBC CUSTODY NOMINEES (AUSTRALIA) LIMITED 1,234,567,890 24.35%\n2 J P MORGAN NOMINEES AUSTRALIA PTY LIMITED 880,112,301 17.36%";

/**
 * Import a top-20 list for the chosen stock: paste it (or choose a CSV), preview what would be
 * stored and which lines would be skipped, then import. Import waits for a preview of the text as
 * it stands, so nothing is stored that the user has not seen.
 */
export function ShareholderImportCard({ stock }: { stock: Pick<StockSummary, "id" | "symbol"> }) {
  const [values, setValues] = useState(EMPTY_IMPORT_FORM);
  const [errors, setErrors] = useState<ImportFormErrors>({});
  const [preview, setPreview] = useState<{ text: string; result: ShareholderPreview } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const previewList = usePreviewShareholders();
  const importList = useImportShareholders();
  const current = preview && preview.text === values.text ? preview.result : null;
  const busy = previewList.isPending || importList.isPending;

  const runPreview = (text: string) => {
    if (text.trim() === "") {
      setErrors((e) => ({ ...e, text: SHAREHOLDER_IMPORT_MESSAGES.blankText }));
      return;
    }
    setErrors((e) => ({ ...e, text: undefined }));
    previewList.mutate(text, {
      onSuccess: (result) => setPreview({ text, result }),
      onError: (error) => toast({ variant: "destructive", title: "Preview Failed", description: errorDescription(error) }),
    });
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const problem = csvFileProblem(file);
    if (problem) {
      setErrors((e) => ({ ...e, text: problem }));
      return;
    }
    const text = await file.text();
    setValues((v) => ({ ...v, text, fileName: file.name }));
    runPreview(text);
  };

  // The as-of date stays: the next list imported is often another stock's from the same season.
  const clear = () => {
    setValues((v) => ({ ...EMPTY_IMPORT_FORM, asOfDate: v.asOfDate }));
    setPreview(null);
    setErrors({});
  };

  const onImport = () => {
    const result = validateImportForm(values);
    if ("errors" in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    importList.mutate(
      { stockId: stock.id, body: result.body },
      {
        onSuccess: (answer) => {
          toast({ variant: "success", title: "Import Successful", description: importNoticeText(answer) });
          clear();
        },
        onError: (error) => toast({ variant: "destructive", title: "Import Failed", description: errorDescription(error) }),
      },
    );
  };

  return (
    <Card className="min-w-0">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle>Import Shareholder List · {stock.symbol}</CardTitle>
        <CardDescription>
          Paste a top-20 list as an annual report prints it (rank, holder, shares, percentage, optional change), or choose a CSV with Name,
          Shares, Percentage and Change columns. Importing the same as-of date again replaces that list.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 px-4 sm:px-6">
        <FormField id="shareholders-as-of" label="As-of date" error={errors.asOfDate} className="sm:max-w-60">
          {(aria) => (
            <Input
              id="shareholders-as-of"
              type="date"
              value={values.asOfDate}
              onChange={(e) => setValues((v) => ({ ...v, asOfDate: e.target.value }))}
              {...aria}
            />
          )}
        </FormField>
        <FormField
          id="shareholders-text"
          label="Shareholder list"
          error={errors.text}
          hint={values.fileName ? `From ${values.fileName}` : undefined}
          labelAside={
            <Button type="button" variant="outline" size="sm" onClick={() => fileInput.current?.click()} disabled={busy}>
              <FileUp aria-hidden="true" />
              Choose CSV File
            </Button>
          }
        >
          {(aria) => (
            <Textarea
              id="shareholders-text"
              value={values.text}
              placeholder={PLACEHOLDER}
              spellCheck={false}
              style={{ minHeight: TEXTAREA_MIN_HEIGHT_FULL_PX }}
              className="font-mono text-xs md:text-xs"
              // Typed or pasted text is the user's own, no longer the chosen file's.
              onChange={(e) => setValues((v) => ({ ...v, text: e.target.value, fileName: null }))}
              {...aria}
            />
          )}
        </FormField>
        <input ref={fileInput} type="file" accept={CSV_ACCEPT} className="hidden" aria-label="CSV file" onChange={onFile} />
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            onClick={() => runPreview(values.text)}
            loading={previewList.isPending}
            disabled={importList.isPending}
          >
            {previewList.isPending ? "Reading..." : "Preview"}
          </Button>
          <Button
            type="button"
            onClick={onImport}
            loading={importList.isPending}
            disabled={!current || current.rows.length === 0 || previewList.isPending}
          >
            {importList.isPending ? "Importing..." : "Import"}
          </Button>
          <Button type="button" variant="ghost" onClick={clear} disabled={busy || values.text === ""}>
            Clear
          </Button>
        </div>
        {current && <ImportPreview preview={current} />}
      </CardContent>
    </Card>
  );
}
