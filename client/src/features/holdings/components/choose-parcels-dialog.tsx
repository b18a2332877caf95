// 'Choose parcels' for a sale (specific identification): how many units the sale takes from each
// parcel open before it. Starts from what the sale takes now (chosen, or by the method); the units
// must add up to the sale's. Saving with the method's choice again is "Use FIFO / Minimise gain".
import Decimal from "decimal.js";
import { useState, type FormEvent } from "react";
import { PARCEL_METHOD_LABELS } from "@shared/contracts/holdings";
import { canonicalDecimal } from "@shared/contracts/ledger-values";
import type { SaleParcelsView, TradeView } from "@shared/contracts/trades";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { LoadingState } from "@/components/ui/spinner";
import { useChooseParcels, useSaleParcels } from "@/api/trades";
import { toast } from "@/hooks/use-toast";
import { errorDescription } from "@/lib/api-client";
import { dateText, moneyText, unitsText } from "../utils/ledger-text";

/** The units typed, exactly; null when one is not a plain decimal. */
export function chosenTotal(units: readonly string[]): string | null {
  let total = new Decimal(0);
  for (const text of units) {
    if (text.trim() === "") continue;
    const canonical = canonicalDecimal(text);
    if (canonical === null) return null;
    total = total.plus(canonical);
  }
  return total.toFixed();
}

interface ParcelsFormProps {
  view: SaleParcelsView;
  choose: ReturnType<typeof useChooseParcels>;
  onDone: () => void;
}

function ParcelsForm({ view, choose, onDone }: ParcelsFormProps) {
  const [units, setUnits] = useState(() => view.parcels.map((parcel) => (parcel.unitsSold === "0" ? "" : parcel.unitsSold)));
  const total = chosenTotal(units);
  const matches = total !== null && new Decimal(total).equals(view.units);

  const save = (allocations: { parcelTradeId: string; units: string }[], done: string) =>
    choose.mutate(
      { id: view.sellTradeId, body: { allocations } },
      {
        onSuccess: () => {
          toast({ variant: "success", title: done });
          choose.reset();
          onDone();
        },
      },
    );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!matches) return;
    save(
      view.parcels.flatMap((parcel, index) =>
        units[index].trim() === "" || canonicalDecimal(units[index]) === "0"
          ? []
          : [{ parcelTradeId: parcel.tradeId, units: units[index] }],
      ),
      "Parcels chosen",
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid min-w-0 gap-4" aria-busy={choose.isPending || undefined}>
      <p className="text-sm">
        {view.chosen ? "You chose this sale's parcels." : `${PARCEL_METHOD_LABELS[view.method]} matches this sale now.`}
      </p>
      <ul className="grid max-h-[50dvh] gap-2 overflow-y-auto">
        {view.parcels.map((parcel, index) => {
          const id = `parcel-${parcel.tradeId}`;
          return (
            <li key={parcel.tradeId} className="grid gap-2 rounded-md border px-3 py-2 text-sm sm:grid-cols-[1fr_8rem] sm:items-center">
              <div className="min-w-0">
                <p className="font-medium">Acquired {dateText(parcel.acquiredOn)}</p>
                <p className="text-muted-foreground tabular-nums">
                  {unitsText(parcel.units)} units held, cost base {moneyText(parcel.costBase)}; discount from{" "}
                  {dateText(parcel.discountEligibleFrom)}
                </p>
              </div>
              <label htmlFor={id} className="grid gap-1">
                <span className="text-xs text-muted-foreground">Units sold from it</span>
                <Input
                  id={id}
                  inputMode="decimal"
                  autoComplete="off"
                  value={units[index]}
                  disabled={choose.isPending}
                  onChange={(e) => setUnits((current) => current.map((value, i) => (i === index ? e.target.value : value)))}
                />
              </label>
            </li>
          );
        })}
      </ul>
      <p className={matches ? "text-sm" : "text-sm text-destructive"} aria-live="polite">
        Chosen {total === null ? "?" : unitsText(total)} of {unitsText(view.units)} units
        {matches ? "" : ": the units must add up to the sale's"}
      </p>
      {choose.error && (
        <p role="alert" className="text-sm break-words text-destructive">
          {errorDescription(choose.error)}
        </p>
      )}
      <DialogFooter className="flex-wrap">
        {view.chosen && (
          <Button
            type="button"
            variant="outline"
            disabled={choose.isPending}
            onClick={() => save([], `${PARCEL_METHOD_LABELS[view.method]} matches the sale again`)}
          >
            Use {PARCEL_METHOD_LABELS[view.method]}
          </Button>
        )}
        <Button type="button" variant="outline" onClick={onDone} disabled={choose.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={!matches} loading={choose.isPending}>
          {choose.isPending ? "Saving..." : "Save parcels"}
        </Button>
      </DialogFooter>
    </form>
  );
}

export function ChooseParcelsDialog({ sale, onDone }: { sale: TradeView | null; onDone: () => void }) {
  const parcels = useSaleParcels(sale?.id ?? null);
  // Held here, not in the form: a save refetches the parcels, and the form must not unmount (and
  // lose the save's answer) while it does.
  const choose = useChooseParcels();
  const close = () => {
    if (choose.isPending) return;
    choose.reset();
    onDone();
  };
  // Each opening reads the sale's parcels afresh (a cached copy may predate the last trade change).
  const loading = parcels.isLoading || (parcels.isFetching && choose.isIdle);
  return (
    <Dialog open={sale !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Choose parcels</DialogTitle>
          <DialogDescription>
            {sale
              ? `Sale of ${unitsText(sale.units)} ${sale.symbol} on ${dateText(sale.tradeDate)}: the parcels it sells, for capital gains.`
              : ""}
          </DialogDescription>
        </DialogHeader>
        {loading ? (
          <LoadingState label="Loading parcels..." />
        ) : parcels.data ? (
          <ParcelsForm key={sale?.id} view={parcels.data} choose={choose} onDone={close} />
        ) : (
          <p role="alert" className="text-sm text-destructive">
            {errorDescription(parcels.error)}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
