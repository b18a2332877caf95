import { useState, type KeyboardEvent } from "react";
import { Input } from "@/components/ui/input";
import { toast } from "@/hooks/use-toast";
import { errorDescription } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import { amountInputText, parseAllocationAmount } from "../utils/allocation-amount";

interface Props {
  symbol: string;
  amount: number;
  /** Saves the amount; resolves or rejects once the server has answered and the reads are fresh. */
  onSave: (amount: number) => Promise<unknown>;
}

/**
 * The editable Allocation cell (docs/product.md): typing marks the row as edited, and the value is
 * saved on losing focus or on Enter. The typed text stays on screen while the save runs, so the
 * old amount never flashes back before the fresh one arrives.
 */
export function AllocationAmountInput({ symbol, amount, onSave }: Props) {
  // text: what the input shows while it differs from the stored amount; edited: not yet committed.
  const [text, setText] = useState<string | null>(null);
  const [edited, setEdited] = useState(false);
  const [saving, setSaving] = useState(false);

  const commit = () => {
    // Enter commits and then the blur that may follow finds nothing left to do.
    if (!edited || text === null) return;
    setEdited(false);
    const parsed = parseAllocationAmount(text);
    if (parsed === null) {
      toast({ variant: "destructive", title: "Invalid amount" });
      setText(null);
      return;
    }
    if (parsed === amount) {
      setText(null);
      return;
    }
    setSaving(true);
    onSave(parsed)
      .then(() => toast({ variant: "success", title: "Allocation updated successfully" }))
      .catch((error: unknown) =>
        toast({ variant: "destructive", title: "Failed to update allocation", description: errorDescription(error) }),
      )
      .finally(() => {
        setSaving(false);
        setText(null);
      });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      commit();
    } else if (event.key === "Escape" && edited) {
      // Escape abandons the edit instead of saving it on the next blur.
      setEdited(false);
      setText(null);
    }
  };

  return (
    <Input
      type="number"
      inputMode="decimal"
      min={0}
      step={0.01}
      aria-label={`Allocation for ${symbol}`}
      data-edited={edited || undefined}
      value={text ?? amountInputText(amount)}
      onChange={(event) => {
        setText(event.target.value);
        setEdited(true);
      }}
      onBlur={commit}
      onKeyDown={onKeyDown}
      aria-busy={saving || undefined}
      className={cn("ml-auto h-8 w-32 text-right tabular-nums", edited && "border-warning ring-1 ring-warning/40", saving && "opacity-70")}
    />
  );
}
