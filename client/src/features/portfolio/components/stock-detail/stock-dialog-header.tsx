import { DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { StockRow } from "../../utils/stock-rows";

/** The detail dialog's title, shared with its loading stand-in so nothing moves or changes name when the code arrives. */
export function StockDialogHeader({ stock }: { stock: StockRow }) {
  return (
    // Left-aligned at every width: centred (the kit's phone default), a wrapped company name sat
    // centred under a symbol at the left edge.
    <DialogHeader className="text-left">
      <DialogTitle className="flex flex-wrap items-baseline gap-x-2">
        <span>{stock.symbol}</span>
        <span className="text-base font-normal text-muted-foreground">{stock.cleanName}</span>
      </DialogTitle>
      <DialogDescription className="sr-only">Fair-value estimates, shareholders and details for {stock.symbol}</DialogDescription>
    </DialogHeader>
  );
}
