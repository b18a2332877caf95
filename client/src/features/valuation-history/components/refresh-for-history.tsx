import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { errorDescription } from "@/lib/api-client";
import { useRefreshStock } from "@/api/market-data";

/** No closes stored yet: the stock's price refresh loads five years of them. */
export function RefreshForHistory({ stockId }: { stockId: string }) {
  const refresh = useRefreshStock();
  // mutateAsync: the notice must show although this component leaves as soon as the closes arrive.
  const onRefresh = () =>
    refresh
      .mutateAsync(stockId)
      .then(() =>
        toast({
          variant: "success",
          title: "Stock data refreshed",
          description: "Latest price and dividend data has been updated from a market-data provider",
        }),
      )
      .catch((error: unknown) =>
        toast({ variant: "destructive", title: "Failed to refresh stock data", description: errorDescription(error) }),
      );
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-4 py-10 text-center">
      <p className="text-sm text-muted-foreground">Refresh the price to load its history</p>
      <Button variant="outline" size="sm" onClick={onRefresh} loading={refresh.isPending}>
        {refresh.isPending ? "Refreshing..." : "Refresh Price"}
      </Button>
    </div>
  );
}
