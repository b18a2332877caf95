// Which open parcels a sale takes units from (docs/domain.md#holdings "Matching"): the user's chosen
// parcels when the sale has them, else first-in first-out, else "minimise gain". The replay checks
// the sale against the units held first; this step only orders parcels and checks chosen ones.
// Amounts are scaled bigints (scaled.ts).
import type { RefusalReason } from "./refusals";
import { fromScaled, times, toScaled } from "./scaled";
import type { MatchingMethod, ParcelLineage, SaleAllocation } from "./types";

export interface OpenParcel {
  parcelId: string;
  acquiredOn: string;
  units: bigint;
  costBase: bigint;
  discountEligibleFrom: string;
  /** Only on a parcel a corporate action made (types.ts). */
  lineage?: ParcelLineage;
}

export interface SaleTerms {
  date: string;
  units: bigint;
  price: bigint;
  brokerage: bigint;
}

export interface Take<P> {
  parcel: P;
  units: bigint;
}

export type Matching<P> = { takes: Take<P>[] } | { refusal: RefusalReason };

/**
 * Minimise gain: losses first (largest loss per unit first), then parcels whose gain gets the CGT
 * discount, then the rest, each smallest gain per unit first; ties keep first-in first-out order.
 * Gain per unit = (price − sale brokerage ÷ units sold) − parcel cost base ÷ parcel units, compared
 * exactly by cross-multiplying: within a group a smaller gain is a larger cost per unit.
 */
function minimiseOrder<P extends OpenParcel>(open: readonly P[], sale: SaleTerms): P[] {
  const netProceeds = times(sale.price, sale.units) - sale.brokerage; // per unit: ÷ sale.units
  const ranked = open.map((parcel, index) => {
    const loss = netProceeds * parcel.units < parcel.costBase * sale.units;
    const group = loss ? 0 : sale.date >= parcel.discountEligibleFrom ? 1 : 2;
    return { parcel, index, group };
  });
  ranked.sort((a, b) => {
    if (a.group !== b.group) return a.group - b.group;
    const left = a.parcel.costBase * b.parcel.units;
    const right = b.parcel.costBase * a.parcel.units;
    return left > right ? -1 : left < right ? 1 : a.index - b.index;
  });
  return ranked.map((entry) => entry.parcel);
}

function takeInOrder<P extends OpenParcel>(ordered: readonly P[], units: bigint): Take<P>[] {
  const takes: Take<P>[] = [];
  let left = units;
  for (const parcel of ordered) {
    if (left === 0n) break;
    const take = parcel.units < left ? parcel.units : left;
    takes.push({ parcel, units: take });
    left -= take;
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
  const wanted = new Map<string, bigint>();
  let total = 0n;
  for (const allocation of chosen) {
    const units = toScaled(allocation.units);
    if (units <= 0n) return { refusal: { code: "allocation-not-positive", parcelId: allocation.parcelId } };
    // Two rows naming one parcel count together.
    wanted.set(allocation.parcelId, (wanted.get(allocation.parcelId) ?? 0n) + units);
    total += units;
  }
  const byId = new Map(open.map((parcel) => [parcel.parcelId, parcel]));
  for (const [parcelId, units] of wanted) {
    const parcel = byId.get(parcelId);
    if (!parcel) return { refusal: { code: "parcel-not-held", parcelId, parcelAcquiredOn: acquiredOnOf(parcelId) } };
    if (units > parcel.units) {
      const refusal = {
        parcelId,
        parcelAcquiredOn: parcel.acquiredOn,
        unitsChosen: fromScaled(units),
        unitsHeld: fromScaled(parcel.units),
      };
      return { refusal: { code: "parcel-too-small", ...refusal } };
    }
  }
  if (total !== sale.units) return { refusal: { code: "allocations-sum", unitsChosen: fromScaled(total) } };
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
