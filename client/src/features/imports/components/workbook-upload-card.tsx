import { FileSpreadsheet } from "lucide-react";
import { useRef, type ChangeEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useImportBatches } from "@/api/imports";
import { useWorkbookImport } from "@/api/imports";
import { EXCEL_ACCEPT, workbookFileProblem } from "../utils/excel-file";
import { fileRefusedNotice, workbookFailureNotice, workbookSuccessNotice } from "../utils/import-notices";
import { lastUploadText, latestBatch } from "../utils/last-upload";
import { workbookConfig, type WorkbookConfig, type WorkbookKind } from "../utils/workbook-kinds";
import { showImportNotice } from "./import-notice-body";

/**
 * One Excel upload (spec "Upload Data"): the button opens the file chooser and the chosen file is
 * sent at once, so there is no separate submit step to forget.
 */
export function WorkbookUploadCard({ kind }: { kind: WorkbookKind }) {
  const config = workbookConfig(kind);
  const inputRef = useRef<HTMLInputElement>(null);
  const mutation = useWorkbookImport(config, {
    onSuccess: (result) => showImportNotice(workbookSuccessNotice(config, result)),
    onError: (error) => showImportNotice(workbookFailureNotice(config, error)),
  });
  const pending = mutation.isPending;

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Reset so choosing the same file again (after fixing it) still fires a change.
    event.target.value = "";
    if (!file) return;
    const problem = workbookFileProblem(file);
    if (problem) {
      showImportNotice(fileRefusedNotice(problem));
      return;
    }
    mutation.mutate(file);
  };

  return (
    <Card className="gap-5" aria-busy={pending || undefined}>
      <CardHeader>
        <CardTitle as="h2">{config.tabLabel}</CardTitle>
        <CardDescription>Upload an Excel workbook (.xlsx or .xls). It is imported as soon as you choose it.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          {/* Hidden: the button below is the one control users see and focus. */}
          <input
            ref={inputRef}
            type="file"
            accept={EXCEL_ACCEPT}
            hidden
            tabIndex={-1}
            aria-label={`${config.tabLabel} Excel file`}
            onChange={onFileChosen}
          />
          <Button className="w-full sm:w-auto" onClick={() => inputRef.current?.click()} loading={pending}>
            {!pending && <FileSpreadsheet aria-hidden="true" />}
            {pending ? "Uploading..." : "Choose Excel File"}
          </Button>
          <LastUpload config={config} />
        </div>
        <HelpText config={config} />
      </CardContent>
    </Card>
  );
}

function LastUpload({ config }: { config: WorkbookConfig }) {
  const batches = useImportBatches();
  const latest = latestBatch(batches.data, config.batchSource);
  let value: string;
  if (batches.isPending) value = "Loading...";
  else if (batches.isError) value = "Unavailable";
  else value = lastUploadText(batches.data, config.batchSource);
  return (
    <p className="text-sm text-muted-foreground" data-testid={`last-upload-${config.kind}`}>
      Last upload:{" "}
      {latest ? (
        <time dateTime={latest.createdAt} className="font-medium text-foreground">
          {value}
        </time>
      ) : (
        <span className="font-medium text-foreground">{value}</span>
      )}
      {/* Own line: a long workbook name must not push the date around on a phone. */}
      {latest?.fileName && (
        <span className="block truncate text-xs" title={latest.fileName}>
          {latest.fileName}
        </span>
      )}
    </p>
  );
}

function HelpText({ config }: { config: WorkbookConfig }) {
  return (
    <div className="space-y-2 rounded-lg bg-muted/50 p-4 text-sm">
      <p>
        <span className="font-medium">Required columns:</span> {config.requiredColumns}
      </p>
      {config.optionalColumns && (
        <p>
          <span className="font-medium">Optional columns:</span> {config.optionalColumns}
        </p>
      )}
      <div>
        <p className="font-medium">Tips:</p>
        <ul className="mt-1 list-disc space-y-0.5 pl-5 text-muted-foreground">
          {config.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
