import { useState, type FormEvent } from "react";
import type { JournalEntryRow } from "@shared/contracts/journal";
import { formatDateAU, formatMoney } from "@shared/domain/format";
import { tradeResult } from "@shared/domain/journal";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/hooks/use-toast";
import { errorDescription } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import { useJournalEntry, useUpdateJournalEntry } from "@/api/journal";
import { formatPnl, formatR, formatReturn, toneOf } from "../utils/entry-figures";
import { parseExitPrice, todayInSydney, validateCloseForm, type CloseFormValues } from "../utils/journal-form";

const TONE = { up: "text-success", down: "text-destructive", flat: "" } as const;

function Outcome({ label, value, tone }: { label: string; value: string; tone: number | null }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={cn("text-lg font-semibold tabular-nums", TONE[toneOf(tone)])}>{value}</dd>
    </div>
  );
}

/** The close date and exit price, with the P&L, return and R they would give shown before saving. */
function CloseEntryForm({ entry, onDone }: { entry: JournalEntryRow; onDone: () => void }) {
  // The list has no stop price; the entry read has it, and R needs it.
  const full = useJournalEntry(entry.id);
  const update = useUpdateJournalEntry();
  const today = todayInSydney(new Date());
  const [values, setValues] = useState<CloseFormValues>({ closedAt: today < entry.openedAt ? entry.openedAt : today, exitPrice: "" });
  const [errors, setErrors] = useState<Partial<Record<keyof CloseFormValues, string>>>({});
  const exitPrice = parseExitPrice(values.exitPrice);
  const stopPrice = full.data?.stopPrice ?? null;
  const result =
    exitPrice === null ? null : tradeResult({ side: entry.side, entryPrice: entry.entryPrice, exitPrice, shares: entry.shares, stopPrice });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateCloseForm(values, entry.openedAt);
    if ("errors" in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    update.mutate(
      { id: entry.id, body: checked.body },
      {
        onSuccess: () => {
          toast({ variant: "success", title: "Journal entry closed" });
          onDone();
        },
        onError: (error) => toast({ variant: "destructive", title: "Failed to close journal entry", description: errorDescription(error) }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="close-date" label="Close date" error={errors.closedAt}>
          {(aria) => (
            <Input
              id="close-date"
              type="date"
              min={entry.openedAt}
              value={values.closedAt}
              onChange={(e) => setValues((v) => ({ ...v, closedAt: e.target.value }))}
              disabled={update.isPending}
              {...aria}
            />
          )}
        </FormField>
        <FormField id="close-exit-price" label="Exit price ($)" error={errors.exitPrice}>
          {(aria) => (
            <Input
              id="close-exit-price"
              type="number"
              step="0.01"
              min="0"
              inputMode="decimal"
              value={values.exitPrice}
              onChange={(e) => setValues((v) => ({ ...v, exitPrice: e.target.value }))}
              disabled={update.isPending}
              autoFocus
              {...aria}
            />
          )}
        </FormField>
      </div>
      <section aria-label="Result of closing" className="rounded-md border p-3">
        <dl className="grid grid-cols-3 gap-3">
          <Outcome label="P&L" value={formatPnl(result?.pnl ?? null)} tone={result?.pnl ?? null} />
          <Outcome label="Return" value={formatReturn(result?.returnPct ?? null)} tone={result?.returnPct ?? null} />
          <Outcome label="R Multiple" value={formatR(result?.rMultiple ?? null)} tone={result?.rMultiple ?? null} />
        </dl>
        {full.data && stopPrice === null && (
          <p className="mt-2 text-xs text-muted-foreground">No stop price was recorded, so there is no R multiple.</p>
        )}
      </section>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={update.isPending}>
          {update.isPending ? "Saving..." : "Close Entry"}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** 'Close' on an open entry: sets the close date and the exit price together (docs/product.md). */
export function CloseEntryDialog({ entry, onDone }: { entry: JournalEntryRow | null; onDone: () => void }) {
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => !open && onDone()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Close Journal Entry</DialogTitle>
          <DialogDescription>
            {entry &&
              `${entry.side.toUpperCase()} ${entry.symbol} · entered ${formatDateAU(entry.openedAt)} at ${formatMoney(entry.entryPrice)}`}
          </DialogDescription>
        </DialogHeader>
        {entry && <CloseEntryForm key={entry.id} entry={entry} onDone={onDone} />}
      </DialogContent>
    </Dialog>
  );
}
