import { useState, type FormEvent } from "react";
import type { CompanyTaxRate } from "@shared/contracts/dividends";
import { FormFooter } from "@/components/form-footer";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import type { DividendFormMode, DividendFormResult, DividendFormValues } from "../utils/dividend-form";

type TextField = Exclude<keyof DividendFormValues, "companyTaxRate" | "note">;

const decimal = { inputMode: "decimal", autoComplete: "off" } as const;

interface DividendFormProps<T> {
  initial: DividendFormValues;
  mode: DividendFormMode;
  /** "From your trades: 30" — what blank units mean for this dividend. */
  unitsHint: string;
  saving: boolean;
  submitLabel: string;
  toBody: (values: DividendFormValues) => DividendFormResult<T>;
  onSubmit: (body: T) => void;
  onCancel: () => void;
  /** The server's refusal of the last attempt (a pay date before the ex-date, a stock never held). */
  serverError?: string;
}

/**
 * Add dividend, Edit dividend and Confirm: the ex-date, pay date, amount per share, franking % and
 * company tax rate, the units (blank: those held before the ex-date), a reinvestment and a note.
 * Confirm puts the franking % and the pay date first, as the two fields it needs.
 */
export function DividendForm<T>({
  initial,
  mode,
  unitsHint,
  saving,
  submitLabel,
  toBody,
  onSubmit,
  onCancel,
  serverError,
}: DividendFormProps<T>) {
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const set = (field: keyof DividendFormValues) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = toBody(values);
    if ("error" in result) {
      setError(result.error);
      return;
    }
    setError(null);
    onSubmit(result.body);
  };

  const input = (field: TextField, label: string, props: object, hint?: string) => (
    <FormField key={field} id={`dividend-${field}`} label={label} hint={hint} className="content-start">
      {(aria) => (
        <Input
          id={`dividend-${field}`}
          name={field}
          value={values[field]}
          onChange={(e) => set(field)(e.target.value)}
          disabled={saving}
          {...props}
          {...aria}
        />
      )}
    </FormField>
  );
  const confirm = mode === "confirm";
  const franking = input(
    "frankingPercent",
    "Franking %",
    { ...decimal, placeholder: "e.g. 100", autoFocus: confirm },
    "From the payment advice; blank while unknown",
  );
  const payDate = input("payDate", "Pay date", { type: "date" }, "Blank while unknown");
  const shownError = error ?? serverError;

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-busy={saving}>
      <div className="grid gap-4 sm:grid-cols-2">
        {confirm && [franking, payDate]}
        {input("exDate", "Ex-date", { type: "date", required: true })}
        {!confirm && payDate}
        {input("amountPerShare", "Amount per share ($)", { ...decimal, placeholder: "e.g. 0.72", required: true })}
        {!confirm && franking}
        <FormField id="dividend-companyTaxRate" label="Company tax rate" className="content-start">
          {(aria) => (
            <Select
              value={values.companyTaxRate}
              onValueChange={(rate) => setValues((v) => ({ ...v, companyTaxRate: rate as CompanyTaxRate }))}
              disabled={saving}
            >
              <SelectTrigger id="dividend-companyTaxRate" {...aria}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="0.30">30%</SelectItem>
                <SelectItem value="0.25">25% (base rate entity)</SelectItem>
              </SelectContent>
            </Select>
          )}
        </FormField>
        {input("units", "Units", { ...decimal, placeholder: "Held before the ex-date" }, unitsHint)}
        {input("drpUnits", "DRP units", { ...decimal, placeholder: "e.g. 45" }, "Units the reinvestment plan allotted")}
        {input("drpPrice", "DRP price ($)", { ...decimal, placeholder: "e.g. 8.00" })}
      </div>
      <FormField id="dividend-note" label="Note (optional)">
        {(aria) => (
          <Textarea id="dividend-note" value={values.note} onChange={(e) => set("note")(e.target.value)} disabled={saving} {...aria} />
        )}
      </FormField>
      <FormFooter busy={saving} submitLabel={submitLabel} error={shownError} onCancel={onCancel} />
    </form>
  );
}
