import { lazy, Suspense, type ReactNode } from "react";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { LoadingState } from "@/components/ui/spinner";
import type { StockRow } from "../../utils/stock-rows";
import { StockDialogHeader } from "./stock-dialog-header";

// The dialog's tabs, shareholders read and charts-free panels load on the first opening: the
// dashboard's first paint does not need them (docs/decisions/023-portfolio-payload-and-first-paint.md).
const StockDetailDialog = lazy(() => import("./stock-detail-dialog").then((module) => ({ default: module.StockDetailDialog })));

interface LazyStockDetailDialogProps {
  stock: StockRow | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The History tab's content (drawn by the owning page), passed through to the dialog. */
  history?: ReactNode;
  /** The Holding tab's content (drawn by the owning page), passed through to the dialog. */
  holding?: ReactNode;
  /** Where focus goes when the dialog closes (use-detail-selection.ts's returnFocus). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** The detail dialog, mounted from the first time a stock is chosen; the same dialog, busy, while its code arrives. */
export function LazyStockDetailDialog({ stock, open, onOpenChange, history, holding, onCloseAutoFocus }: LazyStockDetailDialogProps) {
  if (!stock) return null;
  const loading = (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="md:max-w-3xl" fullScreenOnPhone onCloseAutoFocus={onCloseAutoFocus}>
        <StockDialogHeader stock={stock} />
        <LoadingState label="Loading stock details..." />
      </DialogContent>
    </Dialog>
  );
  return (
    <Suspense fallback={loading}>
      <StockDetailDialog
        stock={stock}
        open={open}
        onOpenChange={onOpenChange}
        history={history}
        holding={holding}
        onCloseAutoFocus={onCloseAutoFocus}
      />
    </Suspense>
  );
}
