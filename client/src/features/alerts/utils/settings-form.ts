// The Alert settings card's validation: the server's own request schema (shared/contracts/alerts.ts),
// so the form can never send what the API refuses.
import { type z } from "zod";
import { alertSettingsBody, type AlertSettingsView } from "@shared/contracts/alerts";

export interface SettingsFormValues extends Omit<AlertSettingsView, "fvChangePercent"> {
  /** As typed. */
  fvChangePercent: string;
}

export function settingsForm(view: AlertSettingsView): SettingsFormValues {
  return { ...view, kinds: { ...view.kinds }, fvChangePercent: String(view.fvChangePercent) };
}

/** The PUT body, or the threshold's message. */
export function validateSettingsForm(values: SettingsFormValues): { body: z.output<typeof alertSettingsBody> } | { error: string } {
  const result = alertSettingsBody.safeParse({
    ...values,
    fvChangePercent: values.fvChangePercent.trim() === "" ? undefined : values.fvChangePercent,
  });
  if (result.success) {
    if (values.fvChangePercent.trim() === "") return { error: "Enter a percentage" };
    return { body: result.data };
  }
  // The contract names the field; the card calls it the threshold.
  return { error: result.error.issues[0].message.replace(/^fvChangePercent\b/, "The threshold") };
}
