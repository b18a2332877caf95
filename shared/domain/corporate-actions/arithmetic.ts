// The exact arithmetic every corporate action shares (docs/domain.md "Corporate actions"): decimal.js
// values of the ledger's one configuration (ledger/decimal.ts); a quotient is rounded half away from
// zero at the replay's 24th decimal (ledger/scaled.ts), so every figure an action gives is one the
// replay reads exactly, and a split's legs are the whole less the other leg, so they sum exactly.
import { LEDGER_DECIMALS } from "../../constants";
import { Dec, ZERO, dec, plain } from "../ledger/decimal";
import { discountEligibleFrom } from "../ledger/dates";
import { SCALE } from "../ledger/scaled";
import type { DisposalLine } from "../ledger/types";
import type { FractionRounding, LineageParcel, Ratio } from "./types";

/** A value at the replay's scale, as its plain decimal string. */
export function exact(value: Dec): string {
  return plain(value.toDecimalPlaces(SCALE, Dec.ROUND_HALF_UP));
}

/** whole × part ÷ of at the replay's scale (of ≠ 0): a parcel's share of an amount. */
export function shareOf(whole: Dec, part: Dec, of: Dec): Dec {
  return whole.times(part).div(of).toDecimalPlaces(SCALE, Dec.ROUND_HALF_UP);
}

/** Units × received ÷ held, exact (to the replay's scale). */
export function entitlementOf(units: Dec, ratio: Ratio): Dec {
  return shareOf(units, dec(ratio.received), dec(ratio.held));
}

/** A holding's exact entitlement rounded to whole shares, as registries issue them. */
export function roundEntitlement(total: Dec, rounding: FractionRounding): Dec {
  const mode = rounding === "down" ? Dec.ROUND_DOWN : rounding === "up" ? Dec.ROUND_UP : Dec.ROUND_HALF_UP;
  return total.toDecimalPlaces(0, mode);
}

/**
 * Shares `total` units out over parcels in proportion to their exact entitlements, by largest
 * remainder: each parcel its share rounded down to a whole unit (to a millionth when `total` is not
 * whole), then the units left one each to the parcels with the largest remainders, earliest first on
 * a tie. The parts sum to `total` exactly; a parcel entitled to exactly n units gets n when the total
 * is their sum.
 */
export function allocateUnits(entitlements: readonly Dec[], total: Dec): Dec[] {
  const sum = entitlements.reduce((acc, e) => acc.plus(e), ZERO);
  if (sum.isZero()) return entitlements.map(() => ZERO);
  const step = total.isInteger() ? new Dec(1) : new Dec(10).pow(-LEDGER_DECIMALS);
  const raw = entitlements.map((e) => total.times(e).div(sum).div(step));
  const parts = raw.map((r) => r.floor());
  let left = total
    .div(step)
    .minus(parts.reduce((acc, p) => acc.plus(p), ZERO))
    .toNumber();
  const order = raw
    .map((r, index) => ({ index, remainder: r.minus(parts[index]) }))
    .sort((a, b) => b.remainder.comparedTo(a.remainder) || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index] = parts[index].plus(1);
    left -= 1;
  }
  return parts.map((p) => p.times(step));
}

/**
 * A new parcel of an action, its discount date worked out from the acquisition date it keeps. With a
 * source parcel it carries its lineage; a parcel no one parcel gave (in-specie shares, rights taken
 * up) is a new acquisition, like a reinvestment's.
 */
export function derivedParcel(
  fields: Pick<LineageParcel, "parcelId" | "stockId" | "acquiredOn" | "units" | "costBase"> & {
    sourceParcelId: string | null;
    actionId: string;
    enteredOn: string;
  },
): LineageParcel {
  const { sourceParcelId, actionId, enteredOn, ...parcel } = fields;
  const made = { ...parcel, discountEligibleFrom: discountEligibleFrom(parcel.acquiredOn) };
  return sourceParcelId === null ? made : { ...made, lineage: { sourceParcelId, actionId, enteredOn } };
}

/** One disposal line of an action against one parcel; the discount as a sale's (ledger/replay.ts). */
export function disposalLine(
  fields: Pick<DisposalLine, "event" | "sellTradeId" | "stockId" | "soldOn" | "units"> & {
    parcel: Pick<LineageParcel, "parcelId" | "acquiredOn" | "discountEligibleFrom">;
    proceeds: Dec;
    costBase: Dec;
  },
): DisposalLine {
  const { parcel, proceeds, costBase, ...line } = fields;
  return {
    ...line,
    parcelId: parcel.parcelId,
    acquiredOn: parcel.acquiredOn,
    proceeds: exact(proceeds),
    costBase: exact(costBase),
    gain: exact(proceeds.minus(costBase)),
    discountEligible: line.soldOn >= parcel.discountEligibleFrom,
  };
}

export function sumUnits(parcels: readonly Pick<LineageParcel, "units">[]): Dec {
  return parcels.reduce((acc, parcel) => acc.plus(parcel.units), ZERO);
}

/**
 * Each parcel's new units under `ratio`: the holding's entitlement (the registry's count when given,
 * else the exact entitlement rounded to whole shares unless it is whole already) shared out over the
 * parcels by `allocateUnits`.
 */
export function parcelEntitlements(
  parcels: readonly Pick<LineageParcel, "units">[],
  ratio: Ratio,
  unitsReceived: string | null,
  rounding: FractionRounding,
): Dec[] {
  const exactParts = parcels.map((parcel) => entitlementOf(dec(parcel.units), ratio));
  const sum = exactParts.reduce((acc, part) => acc.plus(part), ZERO);
  const total = unitsReceived !== null ? dec(unitsReceived) : sum.isInteger() ? sum : roundEntitlement(sum, rounding);
  return allocateUnits(exactParts, total);
}

/** The id of the parcel an action derives from `parcelId` (one per original parcel). */
export function derivedParcelId(actionId: string, parcelId: string): string {
  return `${actionId}:${parcelId}`;
}

/** The action a `derivedParcelId` names (what comes before its first colon); null for an id without one. */
export function derivingActionId(parcelId: string): string | null {
  const colon = parcelId.indexOf(":");
  return colon < 0 ? null : parcelId.slice(0, colon);
}
