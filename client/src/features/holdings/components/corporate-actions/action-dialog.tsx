// Add corporate action, Apply (a known action, filled in) and Edit: the type's fields drawn by one
// renderer, then the dry run's per-parcel preview (POST ?dryRun=true) before Save. Any change to a
// field drops the preview, so what is saved is what was previewed; the API's refusal (a 422: units
// not held, percentages not summing to 100) is the message shown. An edit's preview and answer carry
// what it moves across the ledger (`changes`): shown before Save, and once saved the dialog stays open
// on the same view, told in the past, until Done (decision 071).
import { useState, type FormEvent } from "react";
import type {
  CorporateActionSuggestionView,
  CorporateActionView,
  CorporateActionWriteView,
} from "@shared/contracts/corporate-action-views";
import type { CorporateActionType } from "@shared/domain/ledger/events";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/form-dialog";
import { DialogFooter } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { usePreviewCorporateAction, useSaveCorporateAction } from "@/api/corporate-actions";
import { toast } from "@/hooks/use-toast";
import { errorDescription } from "@/lib/api-client";
import { ACTION_TYPE_ORDER, ACTION_TYPE_SPECS } from "../../utils/corporate-actions/action-fields";
import {
  bodyFromForm,
  changeType,
  emptyActionForm,
  formFromTerms,
  type ActionFormValues,
  type FieldValue,
} from "../../utils/corporate-actions/action-form";
import { ActionFields } from "./action-fields";
import { ActionPreview } from "./action-preview";
import { KnownActionSources } from "./known-action-sources";

/** What the dialog is open for: a new action, a known action to apply, or an applied one to edit. */
export type ActionDialogState =
  { mode: "add" } | { mode: "apply"; suggestion: CorporateActionSuggestionView } | { mode: "edit"; action: CorporateActionView } | null;

function initialValues(state: NonNullable<ActionDialogState>): ActionFormValues {
  if (state.mode === "apply") return formFromTerms(state.suggestion.type, state.suggestion.body);
  if (state.mode === "edit") return formFromTerms(state.action.type, state.action.body);
  return emptyActionForm(ACTION_TYPE_ORDER[0]);
}

const TITLES = { add: "Add corporate action", apply: "Apply corporate action", edit: "Edit corporate action" } as const;

function ActionForm({
  state,
  stockId,
  symbol,
  onCancel,
  onSaved,
  onBusy,
}: {
  state: NonNullable<ActionDialogState>;
  stockId: string;
  symbol: string;
  onCancel: () => void;
  onSaved: () => void;
  onBusy: (busy: boolean) => void;
}) {
  const [values, setValues] = useState(() => initialValues(state));
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<CorporateActionWriteView | null>(null);
  const preview = usePreviewCorporateAction();
  const save = useSaveCorporateAction();
  const saving = save.isPending;
  const id = state.mode === "edit" ? state.action.id : null;
  // A stock's list also shows the actions that made its parcels (the demerger a COL parcel came
  // from): an edit stays the action of its own stock.
  const head = state.mode === "edit" ? { stockId: state.action.stockId, symbol: state.action.symbol } : { stockId, symbol };
  const busy = saving || preview.isPending;
  const spec = ACTION_TYPE_SPECS[values.type];
  const previewed = preview.data !== undefined;

  const edited = (next: ActionFormValues) => {
    setValues(next);
    setProblem(null);
    // The preview was of the values before: Save waits for a new one.
    preview.reset();
    save.reset();
  };
  const setField = (name: string, value: FieldValue) => edited({ ...values, fields: { ...values.fields, [name]: value } });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = bodyFromForm(values, head.stockId);
    if ("error" in result) {
      setProblem(result.error);
      return;
    }
    setProblem(null);
    if (!previewed) {
      preview.mutate({ id, body: result.body });
      return;
    }
    onBusy(true);
    save.mutate(
      { id, body: result.body },
      {
        onSettled: () => onBusy(false),
        onSuccess: (answer) => {
          toast({ variant: "success", title: id === null ? "Corporate action added" : "Corporate action saved" });
          // An edit shows what it changed before the dialog closes.
          if (answer.changes) setSaved(answer);
          else onSaved();
        },
      },
    );
  };

  if (saved)
    return (
      <div className="grid min-w-0 gap-4">
        <ActionPreview preview={saved.preview} changes={saved.changes} saved />
        <DialogFooter>
          <Button type="button" onClick={onSaved}>
            Done
          </Button>
        </DialogFooter>
      </div>
    );

  const failure = save.error ?? preview.error;
  const shownError = problem ?? (failure ? errorDescription(failure) : null);

  return (
    <form onSubmit={submit} noValidate className="grid min-w-0 gap-4" aria-busy={busy}>
      {state.mode === "apply" && <KnownActionSources suggestion={state.suggestion} />}
      {state.mode === "add" ? (
        <FormField id="corporate-action-type" label="Type" className="min-w-0 content-start">
          {(aria) => (
            <Select value={values.type} onValueChange={(type) => edited(changeType(values, type as CorporateActionType))} disabled={busy}>
              <SelectTrigger id="corporate-action-type" {...aria}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {ACTION_TYPE_ORDER.map((type) => (
                  <SelectItem key={type} value={type}>
                    {ACTION_TYPE_SPECS[type].label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
      ) : (
        <p className="text-sm font-medium">
          {spec.label} of {head.symbol}
        </p>
      )}
      <p className="text-sm text-muted-foreground">{spec.summary}</p>
      {spec.note && (
        <p role="note" className="rounded-md border border-warning/50 bg-warning/10 px-3 py-2 text-sm">
          {spec.note}
        </p>
      )}
      <ActionFields fields={spec.fields} values={values.fields} onChange={setField} disabled={busy} />
      {preview.data && <ActionPreview preview={preview.data.preview} changes={preview.data.changes} />}
      {shownError && (
        <p role="alert" className="text-sm break-words text-destructive">
          {shownError}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={busy}>
          {saving ? "Saving..." : preview.isPending ? "Previewing..." : previewed ? "Save action" : "Preview"}
        </Button>
      </DialogFooter>
    </form>
  );
}

export function CorporateActionDialog({
  stockId,
  symbol,
  state,
  onDone,
}: {
  stockId: string;
  symbol: string;
  state: ActionDialogState;
  onDone: () => void;
}) {
  // Not closed while a save runs; the form is made afresh at each opening.
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (!busy) onDone();
  };
  const saved = () => {
    setBusy(false);
    onDone();
  };
  return (
    <FormDialog
      open={state !== null}
      onClose={close}
      className="sm:max-w-2xl"
      title={TITLES[state?.mode ?? "add"]}
      description={`A corporate action of ${symbol}. Preview shows each parcel before and after, and any capital gain it makes, before you save. Not tax advice.`}
    >
      {state && <ActionForm state={state} stockId={stockId} symbol={symbol} onCancel={close} onSaved={saved} onBusy={setBusy} />}
    </FormDialog>
  );
}
