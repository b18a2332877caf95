// Provisional marks (issue 46): a figure that rests on a provisional corporate action (a demerger
// entered before its class ruling's cost base percentages) says so, with the actions it rests on, so
// a screen can mark it; confirming the action (PATCH status confirmed) re-replays and the mark goes.
// The fields are there only on a marked figure.
import { provisionalActionsOf } from "../domain/ledger";

export interface ProvisionalMark {
  /** Only on a figure that rests on a provisional corporate action. */
  provisional?: true;
  /** The provisional actions it rests on (GET /api/corporate-actions ids). */
  provisionalActionIds?: string[];
}

/** The mark of a figure made of these lines or parcels (the replay's marks): {} when none is marked. */
export function provisionalMarkOf(items: readonly { provisionalActionIds?: readonly string[] }[]): ProvisionalMark {
  const ids = provisionalActionsOf(items);
  return ids.length === 0 ? {} : { provisional: true, provisionalActionIds: ids };
}
