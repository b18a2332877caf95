// The Holding tab's dividend dialogs: Add dividend, Edit dividend and Confirm (the same form, an
// estimate's franking % and pay date first), and Delete with confirmation.
import { useEffect, useRef, type RefObject } from "react";
import type { DividendView } from "@shared/contracts/dividends";
import { DestructiveConfirmation } from "@/components/destructive-confirmation";
import { FormDialog } from "@/components/form-dialog";
import { AlertDialog } from "@/components/ui/alert-dialog";
import { useCreateDividend, useDeleteDividend, useUpdateDividend } from "@/api/dividends";
import { useCreateOrUpdate } from "@/hooks/use-create-or-update";
import { toast } from "@/hooks/use-toast";
import { errorDescription } from "@/lib/api-client";
import {
  createDividendFromForm,
  emptyDividendForm,
  formFromDividend,
  updateDividendFromForm,
  type DividendFormMode,
} from "../utils/dividend-form";
import { dateText, unitsText } from "../utils/ledger-text";
import { DividendForm } from "./dividend-form";

/** What the dividend dialog is open for: a new dividend, or an edit or confirmation of one. */
export type DividendDialogState = { mode: "add" } | { mode: Exclude<DividendFormMode, "add">; dividend: DividendView } | null;

const TITLES: Record<DividendFormMode, string> = { add: "Add dividend", edit: "Edit dividend", confirm: "Confirm dividend" };

export function DividendDialog({
  stockId,
  symbol,
  state,
  onDone,
  fallbackFocus,
}: {
  stockId: string;
  symbol: string;
  state: DividendDialogState;
  onDone: () => void;
  /** Where focus goes on closing when the button that opened the dialog is gone (Confirm, once confirmed). */
  fallbackFocus: RefObject<HTMLElement | null>;
}) {
  // The element focused when the dialog opened: Radix returns focus to it, unless it has left the page.
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    if (state !== null) opener.current ??= document.activeElement;
    else opener.current = null;
  }, [state]);
  const create = useCreateDividend();
  const update = useUpdateDividend();
  const { saving, failure, close, saved } = useCreateOrUpdate(create, update, onDone);
  const mode = state?.mode ?? "add";
  const dividend = state && state.mode !== "add" ? state.dividend : null;
  const description =
    mode === "confirm"
      ? `The ${symbol} dividend with ex-date ${dateText(dividend?.exDate)} was estimated from market data. Fill in its franking % and pay date from the payment advice to confirm it.`
      : `A ${symbol} dividend. Income, franking credits and total return follow from it.`;
  const unitsHint =
    dividend && !dividend.unitsOverridden
      ? `Blank: those held before the ex-date (${unitsText(dividend.units)})`
      : "Blank: those held at the end of the day before the ex-date";

  return (
    <FormDialog
      open={state !== null}
      onClose={close}
      className="sm:max-w-xl"
      title={TITLES[mode]}
      description={description}
      onCloseAutoFocus={(event) => {
        if (opener.current?.isConnected) return;
        event.preventDefault();
        fallbackFocus.current?.focus();
      }}
    >
      {state && (
        <DividendForm
          key={dividend?.id ?? "new"}
          initial={dividend ? formFromDividend(dividend) : emptyDividendForm()}
          mode={mode}
          unitsHint={unitsHint}
          saving={saving}
          submitLabel={mode === "confirm" ? "Confirm" : mode === "add" ? "Add dividend" : "Save changes"}
          toBody={(values) => (dividend ? updateDividendFromForm(values, mode) : createDividendFromForm(values, stockId))}
          serverError={failure ? errorDescription(failure) : undefined}
          onCancel={close}
          onSubmit={(body) => {
            if (dividend)
              update.mutate(
                { id: dividend.id, body },
                { onSuccess: saved(mode === "confirm" ? "Dividend confirmed" : "Dividend updated") },
              );
            else create.mutate(body as Parameters<typeof create.mutate>[0], { onSuccess: saved("Dividend added") });
          }}
        />
      )}
    </FormDialog>
  );
}

/** Delete a dividend, after confirmation. */
export function DeleteDividendDialog({ dividend, onDone }: { dividend: DividendView | null; onDone: () => void }) {
  const remove = useDeleteDividend();
  return (
    <AlertDialog open={dividend !== null} onOpenChange={(open) => !open && !remove.isPending && onDone()}>
      {dividend && (
        <DestructiveConfirmation
          title="Delete this dividend?"
          description={`The ${dividend.symbol} dividend with ex-date ${dateText(dividend.exDate)} is removed from your income${dividend.drpUnits ? ", with the units it reinvested" : ""}. A sync of market data may add it again as an estimate.`}
          action="Delete"
          pendingAction="Deleting..."
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(dividend.id, {
              onSuccess: () => {
                toast({ variant: "success", title: "Dividend deleted" });
                onDone();
              },
              onError: (error) => {
                toast({ variant: "destructive", title: "Dividend not deleted", description: errorDescription(error) });
                onDone();
              },
            })
          }
        />
      )}
    </AlertDialog>
  );
}
