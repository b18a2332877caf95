import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/hooks/use-toast";
import { errorDescription } from "@/lib/api-client";
import { useAccountExport } from "@/api/account-archive";
import { saveFile } from "@/lib/save-file";
import { exportContentsText } from "../utils/account-files";

/** 'Export my data': the whole account as one file, downloaded. */
export function ExportDataCard() {
  const exporting = useAccountExport();
  const pending = exporting.isPending;

  const start = () =>
    exporting.mutate(undefined, {
      onSuccess: ({ blob, fileName }) => {
        saveFile(blob, fileName);
        toast({ variant: "success", title: "Export ready", description: `Saved ${fileName}` });
      },
      onError: (error) => toast({ variant: "destructive", title: "Export failed", description: errorDescription(error) }),
    });

  return (
    <Card aria-busy={pending || undefined}>
      <CardHeader>
        <CardTitle>Export my data</CardTitle>
        <CardDescription>{exportContentsText()}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-sm">
          Keep it as a backup of your own data, or import it into another account or another installation. The file is compressed JSON
          (.json.gz) with a format version and a checksum, so a changed or damaged file is refused on import.
        </p>
        <Button className="w-full sm:w-fit" onClick={start} loading={pending}>
          {!pending && <Download aria-hidden="true" />}
          {pending ? "Exporting..." : "Export my data"}
        </Button>
      </CardContent>
    </Card>
  );
}
