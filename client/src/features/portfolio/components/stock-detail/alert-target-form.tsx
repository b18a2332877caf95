// 'Alert me below / above': the stock's alert target, saved with the stock (PUT
// /api/stocks/:id/alert-target). A level the price is past right now is marked 'Crossed'; setting it
// fires nothing until the price crosses it again.
import { useState, type FormEvent } from "react";
import { useSetAlertTarget } from "@/api/alerts";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/hooks/use-toast";
import { errorDescription } from "@/lib/api-client";
import { targetForm, validateTargetForm, type TargetFormValues } from "../../utils/alert-target-form";
import type { LevelMark } from "../../utils/crossed-levels";
import { CrossedMark } from "./crossed-mark";

interface AlertTargetFormProps {
  stockId: string;
  symbol: string;
  below: LevelMark;
  above: LevelMark;
}

export function AlertTargetForm({ stockId, symbol, below, above }: AlertTargetFormProps) {
  const [values, setValues] = useState<TargetFormValues>(() => targetForm({ below: below.level, above: above.level }));
  const [errors, setErrors] = useState<Partial<Record<keyof TargetFormValues, string>>>({});
  const save = useSetAlertTarget();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateTargetForm(values);
    if ("errors" in checked) return setErrors(checked.errors);
    setErrors({});
    save.mutate(
      { stockId, target: checked.body },
      {
        onSuccess: (saved) => {
          setValues(targetForm(saved));
          toast({ title: "Alert target saved", description: `You will be told when ${symbol} crosses it` });
        },
        onError: (error) => toast({ variant: "destructive", title: "Failed to save alert target", description: errorDescription(error) }),
      },
    );
  };

  const field = (side: keyof TargetFormValues, label: string, mark: LevelMark) => (
    <FormField
      id={`alert-${side}`}
      label={label}
      error={errors[side]}
      // The same height either way, so the two boxes stay level when only one level is crossed.
      labelAside={
        mark.crossed ? <CrossedMark side={side === "below" ? "below" : "above"} /> : <span className="h-5.5" aria-hidden="true" />
      }
    >
      {(described) => (
        <Input
          id={`alert-${side}`}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          placeholder="No alert"
          value={values[side]}
          onChange={(event) => setValues((v) => ({ ...v, [side]: event.target.value }))}
          {...described}
        />
      )}
    </FormField>
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 rounded-lg border bg-card p-4" aria-labelledby="alert-target-heading">
      <div>
        <h4 id="alert-target-heading" className="font-semibold">
          Price alert
        </h4>
        <p className="text-xs text-muted-foreground">Leave a box empty for no alert that way.</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {field("below", "Alert me below ($)", below)}
        {field("above", "Alert me above ($)", above)}
      </div>
      <div>
        <Button type="submit" size="sm" loading={save.isPending}>
          {save.isPending ? "Saving..." : "Save alert"}
        </Button>
      </div>
    </form>
  );
}
