// The words of a provisional mark (issue 46, decision 071): a figure resting on a provisional corporate
// action (a demerger entered before its class ruling's cost base percentages) is badged "Provisional",
// and its description names the action and says the figures change once the percentages are confirmed.
import type { CorporateActionView } from "@shared/contracts/corporate-action-views";
import { dateText } from "../ledger-text";
import { actionTypeLabel } from "./action-fields";

export const PROVISIONAL_TEXT = "Provisional";

/** "WES demerger of 28 Nov 2018". */
export const provisionalActionName = (action: Pick<CorporateActionView, "symbol" | "type" | "date">): string =>
  `${action.symbol} ${actionTypeLabel(action.type).toLowerCase()} of ${dateText(action.date)}`;

/** The names of the marked actions found among `actions`, in their order. */
export function provisionalActionNames(actions: readonly CorporateActionView[], ids: readonly string[]): string[] {
  const wanted = new Set(ids);
  return actions.filter((action) => wanted.has(action.id)).map(provisionalActionName);
}

/**
 * "Uses the provisional WES demerger of 28 Nov 2018: these figures change when its class ruling's cost
 * base percentages are confirmed." Without a name (not read yet), the action is "a provisional corporate action".
 */
export function provisionalSentence(names: readonly string[]): string {
  const what = names.length === 0 ? "a provisional corporate action" : `the provisional ${names.join(" and ")}`;
  const its = names.length > 1 ? "their class rulings'" : "its class ruling's";
  return `Uses ${what}: these figures change when ${its} cost base percentages are confirmed.`;
}

/** A total's or a year's note, over figures that may rest on different actions. */
export const PROVISIONAL_TOTALS_SENTENCE = "Some figures use a provisional corporate action: they change when it is confirmed.";

/** An applied action's own mark (its item in the Holding tab). */
export const PROVISIONAL_ACTION_SENTENCE =
  "Entered before its class ruling: confirm it with the ruling's cost base percentages, and every figure it touches is replayed.";
