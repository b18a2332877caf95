// Provisional marks (issue 46): a demerger whose class ruling's cost base percentages are not out yet
// is entered as provisional, and every figure that rests on it says so until it is confirmed. The
// replay (replay.ts) keeps, per parcel id, the provisional actions the parcel's cost base rests on;
// a sale's line from a marked parcel carries the mark, and so does a parcel derived from one.
import { financialYearOf } from "./dates";
import { dec } from "./decimal";
import type { ActionEffect, LedgerAction } from "./events";
import type { DisposalLine } from "./types";

/**
 * Marks the parcels after an action whose figures rest on a provisional action: those the action
 * names (its own provisional terms), those that go on with a mark, and those derived from a marked
 * parcel (a later demerger or takeover of a provisionally demerged holding carries the mark on).
 */
export function markProvisional(marks: Map<string, string[]>, action: Pick<LedgerAction, "id">, effect: ActionEffect): void {
  const own = new Set(effect.provisional ?? []);
  if (own.size === 0 && marks.size === 0) return;
  for (const parcels of [effect.parcels, effect.opened ?? []]) {
    for (const parcel of parcels) {
      const source = parcel.lineage ? marks.get(parcel.lineage.sourceParcelId) : undefined;
      const mine = own.has(parcel.parcelId);
      // Nothing to add: its marks (if any) stay as they are. Once one action is provisional every later
      // action passes here with each of its stock's parcels, so most parcels stop at this line.
      if (source === undefined && !mine) continue;
      const ids = new Set([...(marks.get(parcel.parcelId) ?? []), ...(source ?? [])]);
      if (mine) ids.add(action.id);
      if (ids.size > 0) marks.set(parcel.parcelId, [...ids]);
    }
  }
}

/** An action's own disposal lines, each marked with its parcel's marks and, when the action is provisional, the action. */
export function markedLines(
  marks: ReadonlyMap<string, readonly string[]>,
  action: Pick<LedgerAction, "id">,
  effect: ActionEffect,
): DisposalLine[] {
  const own = effect.provisional && effect.provisional.length > 0 ? [action.id] : [];
  return (effect.disposals ?? []).map((line) => {
    const ids = new Set([...(marks.get(line.parcelId) ?? []), ...own]);
    return ids.size > 0 ? { ...line, provisionalActionIds: [...ids] } : line;
  });
}

/** The provisional actions a set of figures rests on (its lines' or parcels' marks), each once, in order met. */
export function provisionalActionsOf(items: readonly { provisionalActionIds?: readonly string[] }[]): string[] {
  return [...new Set(items.flatMap((item) => item.provisionalActionIds ?? []))];
}

/**
 * The lines a financial year's capital-gains figures rest on: its own, and — when a loss is brought
 * forward into it — every earlier year's too (a provisional loss moves what is carried forward).
 */
export function linesBehindYear<T extends Pick<DisposalLine, "soldOn">>(
  disposals: readonly T[],
  fy: number,
  lossBroughtForward: string,
): T[] {
  const carried = !dec(lossBroughtForward).isZero();
  return disposals.filter((line) => {
    const year = financialYearOf(line.soldOn);
    return year === fy || (carried && year < fy);
  });
}
