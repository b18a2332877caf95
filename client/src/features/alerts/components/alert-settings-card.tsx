// 'Alert settings': a switch per kind, the fair-value change threshold, the scope (every tracked
// stock or the portfolio only), the daily e-mail digest, 'Save settings' and 'Send test e-mail'.
import { useState, type FormEvent } from "react";
import { ALERT_KIND_LABELS } from "@shared/contracts/alert-labels";
import type { AlertSettingsView } from "@shared/contracts/alerts";
import { ALERT_KINDS, type AlertDigest, type AlertKind, type AlertScope } from "@shared/domain/alerts";
import { useAlertSettings, useSaveAlertSettings, useSendTestDigest } from "@/api/alerts";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/hooks/use-toast";
import { errorDescription } from "@/lib/api-client";
import { settingsForm, validateSettingsForm, type SettingsFormValues } from "../utils/settings-form";
import { testDigestDescription } from "../utils/test-digest";

const KIND_HINTS: Readonly<Record<AlertKind, string>> = {
  "five-star": "The price falls to Morningstar's 5-star price",
  "buy-below": "The price falls to Intelligent Investor's Buy Below",
  "sell-above": "The price rises to Intelligent Investor's Sell Above",
  "rating-change": "The consensus rating of the four brokers changes",
  "fv-change": "A source's fair value moves by the threshold or more",
  target: "The price crosses a level you set on a stock",
};

function SettingsForm({ initial }: { initial: AlertSettingsView }) {
  const [values, setValues] = useState<SettingsFormValues>(() => settingsForm(initial));
  const [error, setError] = useState<string | undefined>();
  const save = useSaveAlertSettings();
  const sendTest = useSendTestDigest();

  const setKind = (kind: AlertKind, on: boolean) => setValues((v) => ({ ...v, kinds: { ...v.kinds, [kind]: on } }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateSettingsForm(values);
    if ("error" in checked) return setError(checked.error);
    setError(undefined);
    save.mutate(checked.body, {
      onSuccess: () => toast({ title: "Alert settings saved" }),
      onError: (e) => toast({ variant: "destructive", title: "Failed to save alert settings", description: errorDescription(e) }),
    });
  };
  const test = () =>
    sendTest.mutate(undefined, {
      onSuccess: (result) => toast({ title: "Test e-mail sent", description: testDigestDescription(result) }),
      onError: (e) => toast({ variant: "destructive", title: "Failed to send test e-mail", description: errorDescription(e) }),
    });

  return (
    <form className="grid gap-5" onSubmit={submit} noValidate>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">Tell me when</legend>
        {ALERT_KINDS.map((kind) => (
          <div key={kind} className="flex items-start justify-between gap-3">
            <div className="grid gap-0.5">
              <Label htmlFor={`alert-kind-${kind}`}>{ALERT_KIND_LABELS[kind]}</Label>
              <p id={`alert-kind-${kind}-hint`} className="text-xs text-muted-foreground">
                {KIND_HINTS[kind]}
              </p>
            </div>
            <Switch
              id={`alert-kind-${kind}`}
              aria-describedby={`alert-kind-${kind}-hint`}
              checked={values.kinds[kind]}
              onCheckedChange={(on) => setKind(kind, on)}
            />
          </div>
        ))}
      </fieldset>
      <FormField id="alert-fv-threshold" label="Fair value change threshold (%)" hint="A change of at least this much fires" error={error}>
        {(described) => (
          <Input
            id="alert-fv-threshold"
            type="number"
            inputMode="decimal"
            min={0.1}
            max={100}
            step={0.1}
            value={values.fvChangePercent}
            onChange={(event) => setValues((v) => ({ ...v, fvChangePercent: event.target.value }))}
            className="w-32"
            {...described}
          />
        )}
      </FormField>
      <div className="grid gap-2">
        <Label htmlFor="alert-scope">Stocks</Label>
        <Select value={values.scope} onValueChange={(scope) => setValues((v) => ({ ...v, scope: scope as AlertScope }))}>
          <SelectTrigger id="alert-scope">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">Portfolio and other tracked stocks</SelectItem>
            <SelectItem value="portfolio">Portfolio stocks only</SelectItem>
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="alert-digest">E-mail digest</Label>
        <Select value={values.emailDigest} onValueChange={(digest) => setValues((v) => ({ ...v, emailDigest: digest as AlertDigest }))}>
          <SelectTrigger id="alert-digest" aria-describedby="alert-digest-hint">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="off">Off</SelectItem>
            <SelectItem value="daily">Daily, after the market closes</SelectItem>
          </SelectContent>
        </Select>
        <p id="alert-digest-hint" className="text-xs text-muted-foreground">
          One e-mail a day with the new alerts you have not read, after the scheduled price refresh
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={save.isPending}>
          {save.isPending ? "Saving..." : "Save settings"}
        </Button>
        <Button type="button" variant="outline" loading={sendTest.isPending} onClick={test}>
          {sendTest.isPending ? "Sending..." : "Send test e-mail"}
        </Button>
      </div>
    </form>
  );
}

export function AlertSettingsCard() {
  const settings = useAlertSettings();
  return (
    <Card className="min-w-0" role="region" aria-labelledby="alert-settings-heading">
      <CardHeader>
        <CardTitle id="alert-settings-heading">Alert settings</CardTitle>
        <CardDescription>Which alerts you get, and whether they come by e-mail too</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.data ? (
          // Keyed by the stored settings: once a save (or another tab's) refetches them, the form starts from them.
          <SettingsForm key={JSON.stringify(settings.data)} initial={settings.data} />
        ) : settings.error ? (
          <p role="alert" className="text-sm text-destructive">
            {errorDescription(settings.error)}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">Loading settings...</p>
        )}
      </CardContent>
    </Card>
  );
}
