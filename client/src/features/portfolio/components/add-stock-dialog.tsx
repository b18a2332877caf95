import { Plus } from "lucide-react";
import { lazy, Suspense } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { LoadingState } from "@/components/ui/spinner";
import { useFormDialog } from "@/hooks/use-form-dialog";

const loadForm = () => import("./add-stock-form");
const AddStockForm = lazy(loadForm);

/**
 * The 'Add Stock' button and its Add New Stock dialog. The form is its own chunk; pointing at or
 * focusing the button starts loading it, so it is normally there by the time the dialog opens.
 */
export function AddStockDialog() {
  const { open, session, setBusy, onOpenChange, close } = useFormDialog();

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button onPointerEnter={loadForm} onFocus={loadForm}>
          <Plus aria-hidden="true" />
          Add Stock
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add New Stock</DialogTitle>
          <DialogDescription>Add a stock to your portfolio to track its fair values.</DialogDescription>
        </DialogHeader>
        <Suspense fallback={<LoadingState label="Loading..." />}>
          <AddStockForm key={session} onDone={close} onCancel={() => onOpenChange(false)} onBusyChange={setBusy} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
