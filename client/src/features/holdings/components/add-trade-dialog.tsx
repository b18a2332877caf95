import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { useCreateTrade } from "@/api/trades";
import { useFormDialog } from "@/hooks/use-form-dialog";
import { useFollowAddedPrices } from "../hooks/use-follow-added-prices";
import { toast } from "@/hooks/use-toast";
import { errorDescription } from "@/lib/api-client";
import { createBodyFromForm, emptyTradeForm, sydneyToday } from "../utils/trade-form";
import { TradeForm } from "./trade-form";

/** **Add trade**: a trade by ASX code; a code the user does not track is added to Portfolio. */
export function AddTradeDialog() {
  const dialog = useFormDialog();
  const create = useCreateTrade();
  const followPrices = useFollowAddedPrices();
  return (
    <Dialog
      open={dialog.open}
      onOpenChange={(open) => {
        // Each opening starts without the last attempt's refusal.
        if (open) create.reset();
        dialog.onOpenChange(open);
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          Add trade
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Add trade</DialogTitle>
          <DialogDescription>
            A buy, sale, opening balance, split or consolidation. Holdings and capital gains follow from the trades.
          </DialogDescription>
        </DialogHeader>
        <TradeForm
          key={dialog.session}
          initial={emptyTradeForm(sydneyToday(new Date()))}
          askSymbol
          saving={create.isPending}
          submitLabel="Add trade"
          toBody={(values) => createBodyFromForm(values)}
          serverError={create.error ? errorDescription(create.error) : undefined}
          onCancel={dialog.close}
          onSubmit={(body) => {
            dialog.setBusy(true);
            create.mutate(body, {
              onSettled: () => dialog.setBusy(false),
              onSuccess: (trade) => {
                toast({
                  variant: "success",
                  title: "Trade added",
                  description: trade.newStock ? `${trade.symbol} was added to your portfolio; fetching its market price.` : undefined,
                });
                followPrices(trade.priceJobId, [trade.symbol]);
                create.reset();
                dialog.close();
              },
            });
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
