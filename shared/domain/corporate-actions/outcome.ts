// Building an action's result (types.ts): the outcome, or the refusal that stops it.
import type { ActionOutcome, ActionRefusal, ActionResult } from "./types";

export function refused(refusal: ActionRefusal): ActionResult {
  return { outcome: null, refusal };
}

export function outcomeOf(fields: Partial<ActionOutcome> & Pick<ActionOutcome, "parcels">): ActionResult {
  return { outcome: { disposals: [], income: [], provisional: false, closedStockIds: [], ...fields }, refusal: null };
}
