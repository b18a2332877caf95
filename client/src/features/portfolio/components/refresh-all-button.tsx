import { RefreshCw } from "lucide-react";
import { useCallback, useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { errorDescription } from "@/lib/api-client";
import { rememberedRefreshJob, useRefreshAll } from "@/api/market-data";
import { refreshAllLabel, refreshAllMessage } from "../utils/refresh-all-text";

/**
 * 'Refresh All Prices', showing the server's progress while the batch runs. The run is a job on the
 * server: after a reload the button follows the job the previous page started, to its notice.
 */
export function RefreshAllButton() {
  const { mutation, running, progress } = useRefreshAll();
  const { mutate } = mutation;
  const follow = useCallback(
    (variables: { resume?: string }) =>
      mutate(variables, {
        onSuccess: (result) => {
          if (!result) return;
          toast({
            variant: result.failed === 0 ? "success" : "default",
            title: "Batch refresh complete",
            description: refreshAllMessage(result),
          });
        },
        onError: (error) => toast({ variant: "destructive", title: "Failed to refresh stocks", description: errorDescription(error) }),
      }),
    [mutate],
  );

  // Once per mount (React's development mode runs effects twice): a job a previous page started.
  const resumeChecked = useRef(false);
  useEffect(() => {
    if (resumeChecked.current) return;
    resumeChecked.current = true;
    const jobId = rememberedRefreshJob();
    if (jobId && !running) follow({ resume: jobId });
  }, [follow, running]);

  return (
    <Button variant="outline" onClick={() => follow({})} loading={running}>
      {!running && <RefreshCw aria-hidden="true" />}
      <span aria-live="polite">{refreshAllLabel(running, progress && { done: progress.processed, total: progress.total })}</span>
    </Button>
  );
}
