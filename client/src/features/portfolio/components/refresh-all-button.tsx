import { RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { errorDescription } from "@/lib/api-client";
import { useRefreshAll } from "@/api/market-data";
import { refreshAllLabel, refreshAllMessage } from "../utils/refresh-all-text";

/** 'Refresh All Prices', showing the server's progress while the batch runs. */
export function RefreshAllButton() {
  const { mutation, progress } = useRefreshAll();
  const onClick = () =>
    mutation.mutate(undefined, {
      onSuccess: (result) =>
        toast({
          variant: result.failed === 0 ? "success" : "default",
          title: "Batch refresh complete",
          description: refreshAllMessage(result),
        }),
      onError: (error) => toast({ variant: "destructive", title: "Failed to refresh stocks", description: errorDescription(error) }),
    });
  return (
    <Button variant="outline" onClick={onClick} loading={mutation.isPending}>
      {!mutation.isPending && <RefreshCw aria-hidden="true" />}
      <span aria-live="polite">{refreshAllLabel(mutation.isPending, progress)}</span>
    </Button>
  );
}
