// The Tax page's tax settings (issue 47): whose return the figures are for (its CGT discount beside
// it) and the net capital loss brought in from before the ledger, with a note of where it comes from
// (PUT /api/holdings/settings). Every year re-computes from them.
import { useState, type FormEvent } from "react";
import { TAX_ENTITY_LABELS, type TaxEntity } from "@shared/domain/ledger/tax-entity";
import type { HoldingSettingsView } from "@shared/contracts/holdings";
import { holdingSettingsBody } from "@shared/contracts/holdings";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useSaveHoldingSettings } from "@/api/holdings";
import { toast } from "@/hooks/use-toast";
import { errorDescription } from "@/lib/api-client";
import { moneyText } from "../../utils/ledger-text";

const ENTITIES = Object.keys(TAX_ENTITY_LABELS) as TaxEntity[];

export function TaxEntitySettings({ settings }: { settings: HoldingSettingsView }) {
  const saveEntity = useSaveHoldingSettings();
  const entity = (saveEntity.isPending ? saveEntity.variables.taxEntity : undefined) ?? settings.taxEntity;
  return (
    <div className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm lg:flex-row lg:items-start lg:gap-8">
      <div className="grid gap-2">
        <Label htmlFor="tax-entity">Tax entity</Label>
        <Select
          value={entity}
          disabled={saveEntity.isPending}
          onValueChange={(value) =>
            saveEntity.mutate(
              { taxEntity: value as TaxEntity },
              {
                onError: (error) => toast({ variant: "destructive", title: "Tax entity not saved", description: errorDescription(error) }),
              },
            )
          }
        >
          <SelectTrigger
            id="tax-entity"
            className="w-full sm:w-64"
            aria-describedby="tax-entity-discount"
            aria-busy={saveEntity.isPending || undefined}
          >
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {ENTITIES.map((option) => (
              <SelectItem key={option} value={option}>
                {TAX_ENTITY_LABELS[option]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <p id="tax-entity-discount" className="text-sm text-muted-foreground">
          CGT discount: <span className="font-medium text-foreground">{settings.cgtDiscount}</span>
        </p>
      </div>
      <LossBroughtInForm key={`${settings.lossBroughtIn}|${settings.lossBroughtInNote ?? ""}`} settings={settings} />
    </div>
  );
}

function LossBroughtInForm({ settings }: { settings: HoldingSettingsView }) {
  const save = useSaveHoldingSettings();
  const [amount, setAmount] = useState(Number(settings.lossBroughtIn) === 0 ? "" : settings.lossBroughtIn);
  const [note, setNote] = useState(settings.lossBroughtInNote ?? "");
  const [error, setError] = useState<string | null>(null);
  const year = settings.lossBroughtInYear;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = { lossBroughtIn: amount.trim().replace(/[$,\s]/g, "") || "0", lossBroughtInNote: note };
    const checked = holdingSettingsBody.safeParse(body);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? "Check the amount");
      return;
    }
    setError(null);
    save.mutate(body, {
      onSuccess: () => toast({ variant: "success", title: "Loss brought in saved" }),
      onError: (failure) => setError(errorDescription(failure)),
    });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid min-w-0 flex-1 gap-3 sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:items-start"
      aria-busy={save.isPending}
    >
      <FormField
        id="loss-brought-in"
        label="Loss brought in"
        error={error ?? undefined}
        hint={year === null ? "From before your ledger begins" : `Net capital loss carried into FY ${year}, before your ledger`}
      >
        {(aria) => (
          <Input
            id="loss-brought-in"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            disabled={save.isPending}
            inputMode="decimal"
            autoComplete="off"
            placeholder={moneyText("0")}
            {...aria}
          />
        )}
      </FormField>
      <FormField id="loss-brought-in-note" label="Where it comes from (optional)">
        {(aria) => (
          <Input
            id="loss-brought-in-note"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            disabled={save.isPending}
            placeholder="e.g. 2020 return, label 18V"
            {...aria}
          />
        )}
      </FormField>
      <Button type="submit" variant="outline" loading={save.isPending} className="sm:mt-6">
        {save.isPending ? "Saving..." : "Save loss"}
      </Button>
    </form>
  );
}
