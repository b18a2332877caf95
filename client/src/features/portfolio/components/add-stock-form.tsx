// Loaded on demand by AddStockDialog: the form carries the shared zod schema, which the rest of the
// dashboard does not need on first paint.
import { useState, type ComponentProps, type FormEvent } from "react";
import { FormFooter } from "@/components/form-footer";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/hooks/use-toast";
import { serverMessage } from "@/lib/api-client";
import { useAddStock } from "@/api/stocks";
import { EMPTY_ADD_STOCK_FORM, validateAddStockForm, type AddStockFormErrors, type AddStockFormValues } from "../utils/add-stock-form";

type Field = keyof AddStockFormValues;

const FIELDS: { field: Field; label: string; props: Partial<ComponentProps<"input">> }[] = [
  {
    field: "symbol",
    label: "Stock Symbol",
    props: { placeholder: "BHP", autoComplete: "off", autoCapitalize: "characters", required: true },
  },
  { field: "name", label: "Company Name", props: { placeholder: "BHP Group Limited", autoComplete: "off", required: true } },
  { field: "sector", label: "Sector", props: { placeholder: "Materials", autoComplete: "off" } },
  {
    field: "lastPrice",
    label: "Current Price ($)",
    props: { type: "number", step: "0.01", min: "0", inputMode: "decimal", placeholder: "45.50", required: true },
  },
  {
    field: "dividendYield",
    label: "Dividend Yield (%)",
    props: { type: "number", step: "0.1", min: "0", inputMode: "decimal", placeholder: "4.5" },
  },
];

interface AddStockFormProps {
  onDone: () => void;
  onCancel: () => void;
  onBusyChange: (busy: boolean) => void;
}

export default function AddStockForm({ onDone, onCancel, onBusyChange }: AddStockFormProps) {
  const addStock = useAddStock();
  const [values, setValues] = useState<AddStockFormValues>(EMPTY_ADD_STOCK_FORM);
  const [errors, setErrors] = useState<AddStockFormErrors>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateAddStockForm(values);
    if ("errors" in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onBusyChange(true);
    addStock.mutate(result.body, {
      onSuccess: () => {
        toast({ variant: "success", title: "Stock added", description: "The stock has been added to your portfolio" });
        onDone();
      },
      onError: (error) =>
        toast({ variant: "destructive", title: "Failed to add stock", description: serverMessage(error, "An error occurred") }),
      onSettled: () => onBusyChange(false),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {FIELDS.map(({ field, label, props }) => (
        <FormField key={field} id={`add-stock-${field}`} label={label} error={errors[field]}>
          {(aria) => (
            <Input
              id={`add-stock-${field}`}
              name={field}
              value={values[field]}
              onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
              disabled={addStock.isPending}
              {...props}
              {...aria}
            />
          )}
        </FormField>
      ))}
      <FormFooter busy={addStock.isPending} submitLabel="Add Stock" busyLabel="Adding..." onCancel={onCancel} />
    </form>
  );
}
