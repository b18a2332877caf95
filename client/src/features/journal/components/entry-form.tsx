import { useState, type ComponentProps, type FormEvent, type ReactNode } from "react";
import type { StockSummary } from "@shared/contracts/stocks";
import type { JournalSide } from "@shared/schema";
import { FormFooter } from "@/components/form-footer";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { validateJournalForm, type JournalFormBody, type JournalFormErrors, type JournalFormValues } from "../utils/journal-form";

type Aria = Parameters<ComponentProps<typeof FormField>["children"]>[0];

type TextField = Exclude<keyof JournalFormValues, "stockId" | "side">;

const money = { type: "number", step: "0.01", min: "0", inputMode: "decimal" } as const;
const INPUTS: { field: TextField; label: string; props: Partial<ComponentProps<"input">>; closedOnly?: boolean }[] = [
  { field: "openedAt", label: "Opened date", props: { type: "date", required: true } },
  { field: "entryPrice", label: "Entry price ($)", props: { ...money, required: true, placeholder: "e.g. 45.50" } },
  { field: "shares", label: "Shares", props: { type: "number", step: "1", min: "0", inputMode: "numeric", placeholder: "e.g. 100" } },
  { field: "stopPrice", label: "Stop price ($, optional)", props: { ...money, placeholder: "e.g. 42.00" } },
  { field: "closedAt", label: "Close date", props: { type: "date" }, closedOnly: true },
  { field: "exitPrice", label: "Exit price ($)", props: { ...money }, closedOnly: true },
];

interface EntryFormProps {
  initial: JournalFormValues;
  /** Editing a closed entry: its close date and exit price are on the form too. */
  closed: boolean;
  stocks: readonly Pick<StockSummary, "id" | "symbol" | "name">[];
  saving: boolean;
  submitLabel: string;
  onSubmit: (body: JournalFormBody) => void;
  onCancel: () => void;
}

/** The New Entry and Edit form: stock, side, dates and prices, thesis (required), catalysts, tags and notes. */
export function EntryForm({ initial, closed, stocks, saving, submitLabel, onSubmit, onCancel }: EntryFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<JournalFormErrors>({});
  const set = (field: keyof JournalFormValues) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateJournalForm(values, closed);
    if ("errors" in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onSubmit(result.body);
  };

  const field = (id: TextField, label: string, control: (aria: Aria) => ReactNode, className?: string) => (
    // content-start: beside a taller field (one showing an error) the label must not drift down.
    <FormField key={id} id={`journal-${id}`} label={label} error={errors[id]} className={className ?? "content-start"}>
      {control}
    </FormField>
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="journal-stock" label="Stock" error={errors.stockId} className="content-start">
          {(aria) => (
            <Select value={values.stockId} onValueChange={set("stockId")} disabled={saving}>
              <SelectTrigger id="journal-stock" className="aria-invalid:border-destructive" {...aria}>
                <SelectValue placeholder={stocks.length === 0 ? "Add a stock first" : "Select a stock"} />
              </SelectTrigger>
              <SelectContent>
                {stocks.map((stock) => (
                  <SelectItem key={stock.id} value={stock.id}>
                    {stock.symbol} · {stock.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
        <FormField id="journal-side" label="Side" error={errors.side} className="content-start">
          {(aria) => (
            <Select value={values.side} onValueChange={(side) => setValues((v) => ({ ...v, side: side as JournalSide }))} disabled={saving}>
              <SelectTrigger id="journal-side" {...aria}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="long">Long</SelectItem>
                <SelectItem value="short">Short</SelectItem>
              </SelectContent>
            </Select>
          )}
        </FormField>
        {INPUTS.filter((input) => closed || !input.closedOnly).map(({ field: id, label, props }) =>
          field(id, label, (aria) => (
            <Input
              id={`journal-${id}`}
              name={id}
              value={values[id]}
              onChange={(e) => set(id)(e.target.value)}
              disabled={saving}
              {...props}
              {...aria}
            />
          )),
        )}
      </div>
      {field("thesis", "Thesis", (aria) => (
        <Textarea
          id="journal-thesis"
          value={values.thesis}
          onChange={(e) => set("thesis")(e.target.value)}
          disabled={saving}
          placeholder="Why this trade, and what would prove it wrong"
          required
          {...aria}
        />
      ))}
      {field("catalysts", "Catalysts (comma or new line separated)", (aria) => (
        <Textarea
          id="journal-catalysts"
          value={values.catalysts}
          onChange={(e) => set("catalysts")(e.target.value)}
          disabled={saving}
          placeholder={"e.g. Q3 production report\nAGM"}
          {...aria}
        />
      ))}
      {field("tags", "Tags (comma separated)", (aria) => (
        <Input
          id="journal-tags"
          value={values.tags}
          onChange={(e) => set("tags")(e.target.value)}
          disabled={saving}
          placeholder="e.g. swing, iron-ore"
          autoComplete="off"
          {...aria}
        />
      ))}
      {field("notes", "Notes", (aria) => (
        <Textarea id="journal-notes" value={values.notes} onChange={(e) => set("notes")(e.target.value)} disabled={saving} {...aria} />
      ))}
      <FormFooter busy={saving} submitLabel={submitLabel} error={errors.form} onCancel={onCancel} />
    </form>
  );
}
