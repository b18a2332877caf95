// Holdings' 'Download trades' (issue 44 item 14): every trade as the app's trades CSV, the layout
// Import trades reads back, so a ledger leaves and comes back through the same file.
import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useDownloadTradesCsv } from "@/api/trades";
import { toast } from "@/hooks/use-toast";
import { errorDescription } from "@/lib/api-client";
import { saveFile } from "@/lib/save-file";

export function DownloadTradesButton() {
  const download = useDownloadTradesCsv();
  const start = () =>
    download.mutate(undefined, {
      onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
      onError: (error) => toast({ variant: "destructive", title: "Download failed", description: errorDescription(error) }),
    });
  return (
    <Button variant="outline" onClick={start} loading={download.isPending}>
      {!download.isPending && <Download aria-hidden="true" />}
      {download.isPending ? "Downloading..." : "Download trades"}
    </Button>
  );
}
