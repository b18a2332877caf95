import { DestructiveConfirmation } from "@/components/destructive-confirmation";
import { AlertDialog } from "@/components/ui/alert-dialog";
import type { StockRow } from "../../utils/stock-rows";

interface DeleteStockDialogProps {
  stock: StockRow | null;
  deleting: boolean;
  onConfirm: (stock: StockRow) => void;
  onCancel: () => void;
}

/** Single-stock delete confirmation (docs/product.md). Stays open, busy, until the call returns. */
export function DeleteStockDialog({ stock, deleting, onConfirm, onCancel }: DeleteStockDialogProps) {
  return (
    <AlertDialog open={stock !== null} onOpenChange={(open) => !open && !deleting && onCancel()}>
      <DestructiveConfirmation
        title="Delete Stock"
        description={
          stock &&
          `Are you sure you want to delete ${stock.symbol} (${stock.name})? This will also remove all associated fair values and cannot be undone.`
        }
        action="Delete"
        pending={deleting}
        onConfirm={() => stock && onConfirm(stock)}
      />
    </AlertDialog>
  );
}
