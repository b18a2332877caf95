// Which open parcels a sale takes units from (docs/domain.md#holdings "Matching"): the user's chosen
// parcels when the sale has them, else first-in first-out, else "minimise gain". The replay checks
// the sale against the units held first; this step only orders parcels and checks chosen ones.
import { type Dec, ZERO, dec, plain } from "./decimal";
import type { RefusalReason } from "./refusals";
import type { MatchingMethod, SaleAllocation } from "./types";

export interface OpenParcel {
  parcelId: string;
  acquiredOn: string;
  units: Dec;
  costBase: Dec;
  discountEligibleFrom: string;
}

export interface SaleTerms {
  date: string;
  units: Dec;
  price: Dec;
  brokerage: Dec;
}

export interface Take<P> {
  parcel: P;
  units: Dec;
}

export type Matching<P> = { takes: Take<P>[] } | { refusal: RefusalReason };

/**
 * Minimise gain: losses first (largest loss per unit first), then parcels whose gain gets the CGT
 * discount, then the rest, each smallest gain per unit first; ties keep first-in first-out order.
 * Gain per unit = (price − sale brokerage ÷ units sold) − parcel cost base ÷ parcel units.
 */
function minimiseOrder<P extends OpenParcel>(open: readonly P[], sale: SaleTerms): P[] {
  const proceedsPerUnit = sale.price.minus(sale.brokerage.div(sale.units));
  const ranked = open.map((parcel, index) => {
    const gain = proceedsPerUnit.minus(parcel.costBase.div(parcel.units));
    const group = gain.isNegative() && !gain.isZero() ? 0 : sale.date >= parcel.discountEligibleFrom ? 1 : 2;
    return { parcel, index, gain, group };
  });
  ranked.sort((a, b) => a.group - b.group || a.gain.comparedTo(b.gain) || a.index - b.index);
  return ranked.map((entry) => entry.parcel);
}

function takeInOrder<P extends OpenParcel>(ordered: readonly P[], units: Dec): Take<P>[] {
  const takes: Take<P>[] = [];
  let left = units;
  for (const parcel of ordered) {
    if (left.isZero()) break;
    const take = parcel.units.lt(left) ? parcel.units : left;
    takes.push({ parcel, units: take });
    left = left.minus(take);
  }
  return takes;
}

/** The user's choice, checked: every row above 0, every parcel open with enough units, the total equal to the sale. */
function takeChosen<P extends OpenParcel>(
  open: readonly P[],
  sale: SaleTerms,
  chosen: readonly SaleAllocation[],
  acquiredOnOf: (parcelId: string) => string | null,
): Matching<P> {
  const wanted = new Map<string, Dec>();
  let total = ZERO;
  for (const allocation of chosen) {
    const units = dec(allocation.units);
    if (!units.isPositive() || units.isZero()) return { refusal: { code: "allocation-not-positive", parcelId: allocation.parcelId } };
    // Two rows naming one parcel count together.
    wanted.set(allocation.parcelId, (wanted.get(allocation.parcelId) ?? ZERO).plus(units));
    total = total.plus(units);
  }
  const byId = new Map(open.map((parcel) => [parcel.parcelId, parcel]));
  for (const [parcelId, units] of wanted) {
    const parcel = byId.get(parcelId);
    if (!parcel) return { refusal: { code: "parcel-not-held", parcelId, parcelAcquiredOn: acquiredOnOf(parcelId) } };
    if (units.gt(parcel.units)) {
      const refusal = { parcelId, parcelAcquiredOn: parcel.acquiredOn, unitsChosen: plain(units), unitsHeld: plain(parcel.units) };
      return { refusal: { code: "parcel-too-small", ...refusal } };
    }
  }
  if (!total.eq(sale.units)) return { refusal: { code: "allocations-sum", unitsChosen: plain(total) } };
  // Lines follow the parcels' own order, whatever order the rows were listed in.
  return { takes: open.filter((parcel) => wanted.has(parcel.parcelId)).map((parcel) => ({ parcel, units: wanted.get(parcel.parcelId)! })) };
}

/**
 * The parcels a sale takes and how many units from each. `open` is in first-in first-out order
 * (earliest acquiredOn, then replay order) and holds at least the sale's units.
 */
export function matchSale<P extends OpenParcel>(
  open: readonly P[],
  sale: SaleTerms,
  method: MatchingMethod,
  chosen: readonly SaleAllocation[] | undefined,
  acquiredOnOf: (parcelId: string) => string | null,
): Matching<P> {
  if (chosen !== undefined && chosen.length > 0) return takeChosen(open, sale, chosen, acquiredOnOf);
  return { takes: takeInOrder(method === "minimise" ? minimiseOrder(open, sale) : open, sale.units) };
}
