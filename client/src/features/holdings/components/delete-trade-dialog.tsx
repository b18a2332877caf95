import { TRADE_TYPE_LABELS, type TradeView } from "@shared/contracts/trades";
import { DestructiveConfirmation } from "@/components/destructive-confirmation";
import { AlertDialog } from "@/components/ui/alert-dialog";
import { useDeleteTrade } from "@/api/trades";
import { toast } from "@/hooks/use-toast";
import { errorDescription } from "@/lib/api-client";
import { dateText } from "../utils/ledger-text";

/** Delete a trade, after confirmation; refused (and said why) when a later sale would be left short. */
export function DeleteTradeDialog({ trade, onDone }: { trade: TradeView | null; onDone: () => void }) {
  const remove = useDeleteTrade();
  return (
    <AlertDialog open={trade !== null} onOpenChange={(open) => !open && !remove.isPending && onDone()}>
      {trade && (
        <DestructiveConfirmation
          title="Delete this trade?"
          description={`The ${TRADE_TYPE_LABELS[trade.type].toLowerCase()} of ${trade.symbol} on ${dateText(trade.tradeDate)} is removed, and holdings and capital gains are worked out again without it.`}
          action="Delete"
          pendingAction="Deleting..."
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(trade.id, {
              onSuccess: () => {
                toast({ variant: "success", title: "Trade deleted" });
                onDone();
              },
              onError: (error) => {
                toast({ variant: "destructive", title: "Trade not deleted", description: errorDescription(error) });
                onDone();
              },
            })
          }
        />
      )}
    </AlertDialog>
  );
}
