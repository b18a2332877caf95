import type { TradeView } from "@shared/contracts/trades";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useUpdateTrade } from "@/api/trades";
import { toast } from "@/hooks/use-toast";
import { errorDescription } from "@/lib/api-client";
import { formFromTrade, updateBodyFromForm } from "../utils/trade-form";
import { TradeForm } from "./trade-form";

/** Edit trade: every field but the stock; refused, with nothing written, when a later sale would fall short. */
export function EditTradeDialog({ trade, onDone }: { trade: TradeView | null; onDone: () => void }) {
  const update = useUpdateTrade();
  const close = () => {
    if (update.isPending) return;
    update.reset();
    onDone();
  };
  return (
    <Dialog open={trade !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Edit trade</DialogTitle>
          <DialogDescription>
            {trade ? `A ${trade.symbol} trade. Holdings and capital gains are worked out again from the trades.` : ""}
          </DialogDescription>
        </DialogHeader>
        {trade && (
          <TradeForm
            key={trade.id}
            initial={formFromTrade(trade)}
            askSymbol={false}
            saving={update.isPending}
            submitLabel="Save changes"
            toBody={(values) => updateBodyFromForm(values, trade.stockId)}
            serverError={update.error ? errorDescription(update.error) : undefined}
            onCancel={close}
            onSubmit={(body) =>
              update.mutate(
                { id: trade.id, body },
                {
                  onSuccess: () => {
                    toast({ variant: "success", title: "Trade updated" });
                    update.reset();
                    onDone();
                  },
                },
              )
            }
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
