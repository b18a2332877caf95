import { useAddedStockPrices } from "@/api/market-data";
import { toast } from "@/hooks/use-toast";

/**
 * After a trade or an import added stocks: follows the job fetching their first market prices, so
 * Holdings shows them once in (issue 44 item 4), and says so when some could not be fetched. Those
 * keep the trade's price, marked as stale, until a refresh prices them.
 */
export function useFollowAddedPrices() {
  const follow = useAddedStockPrices();
  return (jobId: string | null, symbols: readonly string[]) => {
    if (!jobId) return;
    follow.mutate(jobId, {
      onSuccess: (job) => {
        if (job.failed === 0) return;
        const which = symbols.length === 1 ? symbols[0] : `${job.failed} of ${symbols.join(", ")}`;
        toast({
          title: "No market price yet",
          description: `Could not fetch a market price for ${which}: valued at the trade's price, marked as stale, until a refresh prices it.`,
        });
      },
    });
  };
}
