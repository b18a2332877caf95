import { FileUp } from "lucide-react";
import { useRef, useState, type ChangeEvent } from "react";
import type { AccountImportResult } from "@shared/contracts/account-archive";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/hooks/use-toast";
import { errorDescription } from "@/lib/api-client";
import { useAccountImport } from "@/api/account-archive";
import { ARCHIVE_ACCEPT, archiveFileProblem } from "../utils/account-files";
import { ImportSummary } from "./import-summary";

/**
 * 'Import data': a file made by 'Export my data' loaded into this account. Like the workbook
 * uploads, choosing the file sends it, so there is no second step to forget.
 */
export function ImportDataCard() {
  const inputRef = useRef<HTMLInputElement>(null);
  const importing = useAccountImport();
  const pending = importing.isPending;
  const [last, setLast] = useState<{ result: AccountImportResult; fileName: string } | null>(null);

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Reset so choosing the same file again still fires a change.
    event.target.value = "";
    if (!file) return;
    const problem = archiveFileProblem(file);
    if (problem) {
      toast({ variant: "destructive", title: "Import Failed", description: problem });
      return;
    }
    importing.mutate(file, {
      onSuccess: (result) => {
        setLast({ result, fileName: file.name });
        toast({ variant: "success", title: "Import Successful", description: result.message });
      },
      onError: (error) => toast({ variant: "destructive", title: "Import Failed", description: errorDescription(error) }),
    });
  };

  return (
    <Card aria-busy={pending || undefined}>
      <CardHeader>
        <CardTitle>Import data</CardTitle>
        <CardDescription>Load a file made by 'Export my data', from this account, another account or another installation.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ul className="list-disc space-y-1 pl-5 text-sm">
          <li>Stocks you already have are matched by symbol and keep their own details and alert targets; new ones are added.</li>
          <li>Alert settings you have saved stay; if you never changed yours, the file's are taken.</li>
          <li>Rows already in your account are skipped, so importing the same file twice adds nothing.</li>
          <li>The import is one batch: you can undo it here or in Data History.</li>
        </ul>
        {/* Hidden: the button below is the one control users see and focus. */}
        <input
          ref={inputRef}
          type="file"
          accept={ARCHIVE_ACCEPT}
          hidden
          tabIndex={-1}
          aria-label="Exported data file"
          onChange={onFileChosen}
        />
        <Button className="w-full sm:w-fit" onClick={() => inputRef.current?.click()} loading={pending}>
          {!pending && <FileUp aria-hidden="true" />}
          {pending ? "Importing..." : "Import data"}
        </Button>
        {last && <ImportSummary result={last.result} fileName={last.fileName} onUndone={() => setLast(null)} />}
      </CardContent>
    </Card>
  );
}
