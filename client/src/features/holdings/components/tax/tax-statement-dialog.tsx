// Add or edit an ETF's annual tax statement (issue 47): a form that mirrors the statement's sections,
// with the labels a holder sees on it, for the financial year the Tax page shows.
import { useState, type FormEvent } from "react";
import { fyLabel, type TaxStatementView } from "@shared/contracts/tax-statements";
import { FormDialog } from "@/components/form-dialog";
import { FormFooter } from "@/components/form-footer";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { useCreateTaxStatement, useUpdateTaxStatement } from "@/api/tax-statements";
import { useCreateOrUpdate } from "@/hooks/use-create-or-update";
import { errorDescription } from "@/lib/api-client";
import {
  STATEMENT_AMOUNT_LABELS,
  STATEMENT_SECTIONS,
  emptyStatementForm,
  formFromStatement,
  statementBodyFromForm,
  updateBodyFromForm,
  type AmountField,
  type StatementFormValues,
} from "../../utils/tax-statement-form";

/** What the dialog is open for: a new statement of the year, or an edit of one. */
export type StatementDialogState = { mode: "add" } | { mode: "edit"; statement: TaxStatementView } | null;

export interface FundChoice {
  stockId: string;
  symbol: string;
}

export function TaxStatementDialog({
  fy,
  funds,
  state,
  onDone,
}: {
  fy: number;
  funds: readonly FundChoice[];
  state: StatementDialogState;
  onDone: () => void;
}) {
  const create = useCreateTaxStatement();
  const update = useUpdateTaxStatement();
  const { saving, failure, close, saved } = useCreateOrUpdate(create, update, onDone);
  const statement = state?.mode === "edit" ? state.statement : null;
  return (
    <FormDialog
      open={state !== null}
      onClose={close}
      className="sm:max-w-2xl"
      title={statement ? `Edit ${statement.symbol} tax statement` : "Add tax statement"}
      description={
        <>
          The fund&apos;s annual tax statement (AMMA) for {fyLabel(fy)}. Its amounts replace the year&apos;s cash distributions in your
          income, and its capital gains join the year&apos;s. A blank amount is 0.
        </>
      }
    >
      {state && (
        <StatementForm
          key={statement?.id ?? "new"}
          initial={statement ? formFromStatement(statement) : emptyStatementForm(funds.length === 1 ? funds[0].stockId : "")}
          funds={statement ? [{ stockId: statement.stockId, symbol: statement.symbol }] : funds}
          fundLocked={statement !== null}
          saving={saving}
          serverError={failure ? errorDescription(failure) : undefined}
          submitLabel={statement ? "Save changes" : "Add statement"}
          onCancel={close}
          onSubmit={(values) => {
            if (statement) {
              const result = updateBodyFromForm(values, fy);
              if ("error" in result) return result.error;
              update.mutate({ id: statement.id, body: result.body }, { onSuccess: saved("Tax statement updated") });
            } else {
              const result = statementBodyFromForm(values, fy);
              if ("error" in result) return result.error;
              create.mutate(result.body, { onSuccess: saved("Tax statement added") });
            }
            return null;
          }}
        />
      )}
    </FormDialog>
  );
}

const decimal = { inputMode: "decimal", autoComplete: "off", placeholder: "0.00" } as const;

function StatementForm({
  initial,
  funds,
  fundLocked,
  saving,
  serverError,
  submitLabel,
  onCancel,
  onSubmit,
}: {
  initial: StatementFormValues;
  funds: readonly FundChoice[];
  fundLocked: boolean;
  saving: boolean;
  serverError?: string;
  submitLabel: string;
  onCancel: () => void;
  /** Answers the form's own refusal, or null once sent. */
  onSubmit: (values: StatementFormValues) => string | null;
}) {
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const set = (field: keyof StatementFormValues, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(onSubmit(values));
  };
  const amount = (field: AmountField) => (
    <FormField key={field} id={`statement-${field}`} label={STATEMENT_AMOUNT_LABELS[field]} className="content-start">
      {(aria) => (
        <Input
          id={`statement-${field}`}
          name={field}
          value={values[field]}
          onChange={(event) => set(field, event.target.value)}
          disabled={saving}
          {...decimal}
          {...aria}
        />
      )}
    </FormField>
  );
  const shownError = error ?? serverError;
  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-busy={saving}>
      <FormField id="statement-fund" label="Fund">
        {(aria) => (
          <Select value={values.stockId} onValueChange={(stockId) => set("stockId", stockId)} disabled={saving || fundLocked}>
            <SelectTrigger id="statement-fund" className="w-full sm:w-60" {...aria}>
              <SelectValue placeholder="Choose a fund" />
            </SelectTrigger>
            <SelectContent>
              {funds.map((fund) => (
                <SelectItem key={fund.stockId} value={fund.stockId}>
                  {fund.symbol}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
      {STATEMENT_SECTIONS.map((section) => (
        <fieldset key={section.title} className="grid gap-3" disabled={saving}>
          <legend className="text-sm font-semibold">{section.title}</legend>
          {section.hint && <p className="-mt-1 text-xs text-muted-foreground">{section.hint}</p>}
          <div className="grid gap-4 sm:grid-cols-2">{section.fields.map(amount)}</div>
        </fieldset>
      ))}
      <FormField id="statement-note" label="Note (optional)">
        {(aria) => (
          <Textarea
            id="statement-note"
            value={values.note}
            onChange={(event) => set("note", event.target.value)}
            disabled={saving}
            {...aria}
          />
        )}
      </FormField>
      <FormFooter busy={saving} submitLabel={submitLabel} error={shownError} onCancel={onCancel} />
    </form>
  );
}
