import { useState, type FormEvent } from "react";
import { TRADE_TYPE_LABELS, TRADE_TYPES, type TradeType } from "@shared/contracts/trades";
import { FormFooter } from "@/components/form-footer";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { isRatioType, type TradeFormResult, type TradeFormValues } from "../utils/trade-form";

type TextField = Exclude<keyof TradeFormValues, "type" | "note">;

const decimal = { inputMode: "decimal", autoComplete: "off" } as const;
const whole = { inputMode: "numeric", autoComplete: "off" } as const;

interface TradeFormProps<T> {
  initial: TradeFormValues;
  /** A new trade names its stock by ASX code; an edit keeps its stock. */
  askSymbol: boolean;
  saving: boolean;
  submitLabel: string;
  /** The body to send, or the sentence that refuses the form. */
  toBody: (values: TradeFormValues) => TradeFormResult<T>;
  onSubmit: (body: T) => void;
  onCancel: () => void;
  /** The server's refusal of the last attempt (a sale of more units than held, a future date). */
  serverError?: string;
}

/** Add trade and Edit trade: the fields the trade's type uses (units and price, or a ratio), its date, brokerage and a note. */
export function TradeForm<T>({ initial, askSymbol, saving, submitLabel, toBody, onSubmit, onCancel, serverError }: TradeFormProps<T>) {
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const set = (field: keyof TradeFormValues) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const ratio = isRatioType(values.type);

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
    <FormField id={`trade-${field}`} label={label} hint={hint} className="content-start">
      {(aria) => (
        <Input
          id={`trade-${field}`}
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
  const shownError = error ?? serverError;

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-busy={saving}>
      <div className="grid gap-4 sm:grid-cols-2">
        {askSymbol &&
          input("symbol", "ASX code", { autoComplete: "off", placeholder: "e.g. CSL", required: true, autoCapitalize: "characters" })}
        <FormField id="trade-type" label="Type" className="content-start">
          {(aria) => (
            <Select value={values.type} onValueChange={(type) => setValues((v) => ({ ...v, type: type as TradeType }))} disabled={saving}>
              <SelectTrigger id="trade-type" {...aria}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {TRADE_TYPES.map((type) => (
                  <SelectItem key={type} value={type}>
                    {TRADE_TYPE_LABELS[type]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
        {input("tradeDate", "Trade date", { type: "date", required: true }, "The contract date, not settlement")}
        {values.type === "OPENING_BALANCE" &&
          input("acquiredOn", "Acquired on", { type: "date" }, "When the units were bought (for the CGT discount)")}
        {ratio ? (
          <>
            {input("ratioFrom", "Ratio from", { ...whole, placeholder: values.type === "SPLIT" ? "e.g. 1" : "e.g. 10" })}
            {input("ratioTo", "Ratio to", { ...whole, placeholder: values.type === "SPLIT" ? "e.g. 2" : "e.g. 1" })}
          </>
        ) : (
          <>
            {input("units", "Units", { ...decimal, placeholder: "e.g. 100", required: true })}
            {input("price", values.type === "OPENING_BALANCE" ? "Cost per unit ($)" : "Price ($)", {
              ...decimal,
              placeholder: "e.g. 132.50",
              required: true,
            })}
            {input("brokerage", "Brokerage incl. GST ($)", { ...decimal, placeholder: "0.00" })}
          </>
        )}
      </div>
      <FormField id="trade-note" label="Note (optional)">
        {(aria) => (
          <Textarea id="trade-note" value={values.note} onChange={(e) => set("note")(e.target.value)} disabled={saving} {...aria} />
        )}
      </FormField>
      <FormFooter busy={saving} submitLabel={submitLabel} error={shownError} onCancel={onCancel} />
    </form>
  );
}
