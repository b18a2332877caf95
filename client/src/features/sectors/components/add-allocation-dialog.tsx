import { Plus } from "lucide-react";
import { useState, type FormEvent } from "react";
import { FormFooter } from "@/components/form-footer";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/hooks/use-toast";
import { errorDescription } from "@/lib/api-client";
import { parseAllocationAmount } from "../utils/allocation-amount";
import type { AllocationStock } from "../utils/allocation-rows";
import { useFormDialog } from "@/hooks/use-form-dialog";

interface Props {
  /** Portfolio stocks without an allocation yet: the only ones that may be chosen. */
  choices: readonly AllocationStock[];
  onSave: (input: { stockId: string; amount: number }) => Promise<unknown>;
}

const MISSING_INPUT = "Please select a stock and enter an amount";

function AddAllocationForm({
  choices,
  onSave,
  onDone,
  onCancel,
  onBusyChange,
}: Props & { onDone: () => void; onCancel: () => void; onBusyChange: (busy: boolean) => void }) {
  const [stockId, setStockId] = useState("");
  const [amountText, setAmountText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!stockId || amountText.trim() === "") return setError(MISSING_INPUT);
    const amount = parseAllocationAmount(amountText);
    if (amount === null) return setError("Invalid amount");
    setError(null);
    setBusy(true);
    onBusyChange(true);
    onSave({ stockId, amount })
      .then(() => {
        toast({ variant: "success", title: "Allocation updated successfully" });
        onDone();
      })
      .catch((failure: unknown) => {
        // The open dialog hides the toast area from screen readers, so the reason shows here too.
        const description = errorDescription(failure);
        setError(`Failed to update allocation: ${description}`);
        toast({ variant: "destructive", title: "Failed to update allocation", description });
      })
      .finally(() => {
        setBusy(false);
        onBusyChange(false);
      });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField id="allocation-stock" label="Stock">
        {(described) => (
          <Select
            value={stockId}
            onValueChange={(value) => {
              setStockId(value);
              setError(null);
            }}
            disabled={choices.length === 0}
          >
            <SelectTrigger id="allocation-stock" {...described}>
              <SelectValue placeholder={choices.length === 0 ? "No portfolio stocks left to allocate" : "Select a stock"} />
            </SelectTrigger>
            <SelectContent>
              {choices.map((stock) => (
                <SelectItem key={stock.id} value={stock.id}>
                  {stock.symbol} – {stock.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
      <FormField id="allocation-amount" label="Amount ($)">
        {(described) => (
          <Input
            id="allocation-amount"
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            value={amountText}
            onChange={(event) => {
              setAmountText(event.target.value);
              setError(null);
            }}
            {...described}
          />
        )}
      </FormField>
      <FormFooter busy={busy} submitLabel="Add Allocation" busyLabel="Add Allocation" error={error} onCancel={onCancel} />
    </form>
  );
}

/** The 'Add Stock' button and its 'Add Stock Allocation' dialog. */
export function AddAllocationDialog({ choices, onSave }: Props) {
  const { open, session, setBusy, onOpenChange, close } = useFormDialog();

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button size="sm">
          <Plus aria-hidden="true" />
          Add Stock
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Stock Allocation</DialogTitle>
          <DialogDescription>Choose a portfolio stock and the dollar amount allocated to it.</DialogDescription>
        </DialogHeader>
        <AddAllocationForm
          key={session}
          choices={choices}
          onSave={onSave}
          onDone={close}
          onCancel={() => onOpenChange(false)}
          onBusyChange={setBusy}
        />
      </DialogContent>
    </Dialog>
  );
}
