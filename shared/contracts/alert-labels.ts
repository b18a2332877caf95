// The words the screens and the digest use for alerts. No zod here: the bell and the 'n new alerts'
// notice load with the app's first bundle, before lib/zod-jitless.ts has configured zod, and a schema
// built that early would probe for eval (a CSP violation). The request schemas are alerts.ts.
import type { AlertKind } from "../domain/alerts";

export const ALERT_KIND_LABELS: Readonly<Record<AlertKind, string>> = {
  "five-star": "5-star price",
  "buy-below": "Buy Below",
  "sell-above": "Sell Above",
  "rating-change": "Rating change",
  "fv-change": "Fair value change",
  target: "Your target",
};

/** The notice after an action that created alerts: "1 new alert", "3 new alerts". */
export function newAlertsMessage(count: number): string {
  return `${count} new alert${count === 1 ? "" : "s"}`;
}
