// The one renderer of the corporate action form: draws a type's field list (utils/corporate-actions/
// action-fields.ts) as labelled controls, text boxes, selects, switches and rows of dated entries.
import { Plus, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import type {
  ChoiceFieldSpec,
  FieldSpec,
  RowsFieldSpec,
  SwitchFieldSpec,
  TextFieldSpec,
} from "../../utils/corporate-actions/action-fields";
import type { FieldValue, RowValues } from "../../utils/corporate-actions/action-form";

interface FieldsProps {
  fields: readonly FieldSpec[];
  values: Readonly<Record<string, FieldValue>>;
  onChange: (name: string, value: FieldValue) => void;
  disabled: boolean;
}

const INPUT_PROPS: Record<TextFieldSpec["kind"], object> = {
  date: { type: "date" },
  decimal: { inputMode: "decimal", autoComplete: "off" },
  ratio: { autoComplete: "off" },
  symbol: { autoComplete: "off", autoCapitalize: "characters", spellCheck: false },
  text: { autoComplete: "off" },
};

const idOf = (name: string) => `corporate-action-${name}`;
const optionalLabel = (spec: FieldSpec) =>
  spec.required || spec.kind === "switch" || spec.kind === "choice" ? spec.label : `${spec.label} (optional)`;

function TextControl({
  spec,
  id,
  value,
  onChange,
  disabled,
  label,
  className = "content-start",
}: {
  className?: string;
  spec: TextFieldSpec;
  id: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  label?: string;
}) {
  return (
    <FormField id={id} label={label ?? optionalLabel(spec)} hint={spec.hint} className={className}>
      {(aria) => (
        <Input
          id={id}
          name={spec.name}
          value={value}
          placeholder={spec.placeholder}
          onChange={(event) => onChange(spec.kind === "symbol" ? event.target.value.toUpperCase() : event.target.value)}
          disabled={disabled}
          required={spec.required}
          {...INPUT_PROPS[spec.kind]}
          {...aria}
        />
      )}
    </FormField>
  );
}

function ChoiceControl({
  spec,
  value,
  onChange,
  disabled,
}: {
  spec: ChoiceFieldSpec;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}) {
  const id = idOf(spec.name);
  return (
    <FormField id={id} label={spec.label} hint={spec.hint} className="min-w-0 content-start">
      {(aria) => (
        <Select value={value} onValueChange={onChange} disabled={disabled}>
          <SelectTrigger id={id} {...aria}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {spec.options.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}

function SwitchControl({
  spec,
  value,
  onChange,
  disabled,
}: {
  spec: SwitchFieldSpec;
  value: boolean;
  onChange: (value: boolean) => void;
  disabled: boolean;
}) {
  const id = idOf(spec.name);
  const hintId = `${id}-hint`;
  return (
    <div className="grid min-w-0 content-start gap-2 sm:col-span-2">
      <div className="flex items-center gap-3">
        <Switch id={id} checked={value} onCheckedChange={onChange} disabled={disabled} aria-describedby={spec.hint ? hintId : undefined} />
        <Label htmlFor={id}>{spec.label}</Label>
      </div>
      {spec.hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {spec.hint}
        </p>
      )}
    </div>
  );
}

function RowsControl({
  spec,
  rows,
  onChange,
  disabled,
}: {
  spec: RowsFieldSpec;
  rows: RowValues[];
  onChange: (rows: RowValues[]) => void;
  disabled: boolean;
}) {
  const headingId = `${idOf(spec.name)}-heading`;
  const empty = () => Object.fromEntries(spec.columns.map((column) => [column.name, ""]));
  const set = (index: number, column: string, value: string) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, [column]: value } : row)));
  return (
    <fieldset className="grid min-w-0 gap-2 sm:col-span-2" aria-labelledby={headingId}>
      <legend id={headingId} className="text-sm font-medium">
        {spec.label}
      </legend>
      {spec.hint && <p className="text-xs text-muted-foreground">{spec.hint}</p>}
      {rows.map((row, index) => {
        const noun = `${spec.rowNoun} ${index + 1}`;
        return (
          <div key={index} className="flex min-w-0 flex-wrap items-end gap-2 rounded-md border p-3">
            {spec.columns.map((column) => (
              <TextControl
                key={column.name}
                className="min-w-0 flex-1 basis-36"
                spec={{ ...column, hint: undefined }}
                id={`${idOf(spec.name)}-${index}-${column.name}`}
                label={`${noun}: ${column.label}`}
                value={row[column.name] ?? ""}
                onChange={(value) => set(index, column.name, value)}
                disabled={disabled}
              />
            ))}
            <Button
              type="button"
              variant="ghost"
              size="icon"
              onClick={() => onChange(rows.filter((_, at) => at !== index))}
              disabled={disabled}
              aria-label={`Remove ${noun.toLowerCase()}`}
            >
              <X aria-hidden="true" />
            </Button>
          </div>
        );
      })}
      <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => onChange([...rows, empty()])} disabled={disabled}>
        <Plus aria-hidden="true" />
        {spec.addLabel}
      </Button>
    </fieldset>
  );
}

/** A type's fields, two columns from 640 px, one below. */
export function ActionFields({ fields, values, onChange, disabled }: FieldsProps) {
  return (
    <div className="grid min-w-0 gap-4 sm:grid-cols-2">
      {fields.map((spec) => {
        const value = values[spec.name];
        switch (spec.kind) {
          case "switch":
            return (
              <SwitchControl
                key={spec.name}
                spec={spec}
                value={value === true}
                onChange={(next) => onChange(spec.name, next)}
                disabled={disabled}
              />
            );
          case "choice":
            return (
              <ChoiceControl
                key={spec.name}
                spec={spec}
                value={String(value)}
                onChange={(next) => onChange(spec.name, next)}
                disabled={disabled}
              />
            );
          case "rows":
            return (
              <RowsControl
                key={spec.name}
                spec={spec}
                rows={Array.isArray(value) ? value : []}
                onChange={(next) => onChange(spec.name, next)}
                disabled={disabled}
              />
            );
          default:
            return (
              <TextControl
                key={spec.name}
                spec={spec}
                id={idOf(spec.name)}
                value={typeof value === "string" ? value : ""}
                onChange={(next) => onChange(spec.name, next)}
                disabled={disabled}
              />
            );
        }
      })}
    </div>
  );
}
