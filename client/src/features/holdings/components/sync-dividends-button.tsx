import { RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useSyncDividends } from "@/api/dividends";
import { toast } from "@/hooks/use-toast";
import { errorDescription } from "@/lib/api-client";
import { syncCountsText } from "../utils/dividend-text";

/** **Sync dividends**: the market data's past dividends of every stock held on its ex-date, added as estimates. */
export function SyncDividendsButton() {
  const sync = useSyncDividends();
  return (
    <Button
      variant="outline"
      loading={sync.isPending}
      onClick={() =>
        sync.mutate(undefined, {
          onSuccess: (result) => toast({ variant: "success", title: "Dividends synced", description: syncCountsText(result) }),
          onError: (error) => toast({ variant: "destructive", title: "Dividends not synced", description: errorDescription(error) }),
        })
      }
    >
      {!sync.isPending && <RefreshCw aria-hidden="true" />}
      {sync.isPending ? "Syncing dividends..." : "Sync dividends"}
    </Button>
  );
}
