// The 'Alert me below / above' inputs' validation: the server's own request schema
// (shared/contracts/alerts.ts), so the dialog can never send what the API refuses.
import { alertTargetBody, type AlertTargetView } from "@shared/contracts/alerts";

export interface TargetFormValues {
  below: string;
  above: string;
}

export function targetForm(target: AlertTargetView): TargetFormValues {
  return { below: target.below === null ? "" : String(target.below), above: target.above === null ? "" : String(target.above) };
}

/** The PUT body (a blank box clears that side), or a message per field. */
export function validateTargetForm(
  values: TargetFormValues,
): { body: AlertTargetView } | { errors: Partial<Record<keyof TargetFormValues, string>> } {
  const result = alertTargetBody.safeParse(values);
  if (result.success) return { body: result.data };
  const errors: Partial<Record<keyof TargetFormValues, string>> = {};
  for (const issue of result.error.issues) {
    // A rule over both sides ("below must be less than above") is shown under the first box.
    const field = (issue.path[0] as keyof TargetFormValues | undefined) ?? "below";
    // The contract names the fields; the form speaks in its labels.
    if (!errors[field])
      errors[field] = issue.message
        .replace(/^below\b/, "Alert me below")
        .replace(/^above\b/, "Alert me above")
        .replace("than above", "than Alert me above");
  }
  return { errors };
}
