import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
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
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Stock</AlertDialogTitle>
          <AlertDialogDescription>
            {stock &&
              `Are you sure you want to delete ${stock.symbol} (${stock.name})? This will also remove all associated fair values and cannot be undone.`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleting}>Cancel</AlertDialogCancel>
          <Button variant="destructive" loading={deleting} onClick={() => stock && onConfirm(stock)}>
            Delete
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
