import { lazy, Suspense, type ReactNode } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { LoadingState } from "@/components/ui/spinner";
import type { StockRow } from "../../utils/stock-rows";

// The dialog's tabs, shareholders read and charts-free panels load on the first opening: the
// dashboard's first paint does not need them (docs/decisions/023-portfolio-payload-and-first-paint.md).
const StockDetailDialog = lazy(() => import("./stock-detail-dialog").then((module) => ({ default: module.StockDetailDialog })));

interface LazyStockDetailDialogProps {
  stock: StockRow | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The History tab's content (drawn by the owning page), passed through to the dialog. */
  history?: ReactNode;
}

/** The detail dialog, mounted from the first time a stock is chosen; the same dialog, busy, while its code arrives. */
export function LazyStockDetailDialog({ stock, open, onOpenChange, history }: LazyStockDetailDialogProps) {
  if (!stock) return null;
  const loading = (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="md:max-w-3xl" fullScreenOnPhone>
        <DialogHeader>
          {/* The real dialog's title, so nothing moves or changes name when its code arrives. */}
          <DialogTitle className="flex flex-wrap items-baseline gap-x-2">
            <span>{stock.symbol}</span>
            <span className="text-base font-normal text-muted-foreground">{stock.cleanName}</span>
          </DialogTitle>
          <DialogDescription className="sr-only">Fair-value estimates, shareholders and details for {stock.symbol}</DialogDescription>
        </DialogHeader>
        <LoadingState label="Loading stock details..." />
      </DialogContent>
    </Dialog>
  );
  return (
    <Suspense fallback={loading}>
      <StockDetailDialog stock={stock} open={open} onOpenChange={onOpenChange} history={history} />
    </Suspense>
  );
}
