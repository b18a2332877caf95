// A fund's cost base net amount from its annual tax statement as ledger actions (issue 47,
// docs/domain.md "ETF and managed fund tax statements", decision 055). Not tax advice.
// - The amount: an AMIT's excess lowers cost base, its shortfall raises it; a non-AMIT trust's
//   tax-deferred amount lowers it (statements.ts `costBaseAdjustment`).
// - Allocation (the brief's default, as Sharesight splits a statement over the year's payments):
//   pro rata per unit over the entitlements of the year's distributions — the units held at the end
//   of the day before each ex-date. Per unit per entitlement = amount ÷ the sum of those units; each
//   entitlement's share moves the parcels held then, at the start of its ex-date, so units sold
//   later in the year carry their part into the sale. A year with no distribution recorded takes
//   one entitlement: the units held at the start of 30 June. A gain it makes belongs to the
//   statement's year (a 30 June distribution goes ex on 1 July: its gain is dated 30 June).
// - A decrease above a parcel's remaining cost base takes it to nil and the rest is a capital gain
//   (CGT event E10 for an AMIT, E4 for a tax-deferred amount), never a loss; discountable when the
//   parcel has been held 12 months.
import type { LedgerAction } from "../ledger/events";
import { type Dec, ZERO, dec, plain } from "../ledger/decimal";
import { addDays } from "../ledger/dates";
import type { DisposalLine, Parcel } from "../ledger/types";
import { costBaseAdjustment, distributionFinancialYear, isAmit, type StatementAmounts } from "./statements";

export interface CostBaseStatement extends StatementAmounts {
  id: string;
  stockId: string;
  fy: number;
  createdAt: string;
}

/** The dates (ex-dates) whose start carries a share of the statement's amount: its year's distributions', else 30 June. */
export function entitlementDates(
  statement: Pick<CostBaseStatement, "stockId" | "fy">,
  exDates: readonly { stockId: string; exDate: string }[],
): string[] {
  const dates = exDates
    .filter((row) => row.stockId === statement.stockId && distributionFinancialYear(row.exDate) === statement.fy)
    .map((row) => row.exDate);
  return dates.length > 0 ? [...new Set(dates)].sort() : [`${statement.fy}-06-30`];
}

/** One entitlement: its ex-date and the fund's units held at the end of the day before. */
export interface Entitlement {
  date: string;
  units: string;
}

/** The amount per unit per entitlement, exact; zero when no unit was held at any of them. */
export function amountPerUnit(statement: StatementAmounts, entitlements: readonly Entitlement[]): Dec {
  const units = entitlements.reduce((sum, entitlement) => sum.plus(entitlement.units), ZERO);
  return units.isZero() ? ZERO : dec(costBaseAdjustment(statement)).div(units);
}

function moveParcel(parcel: Parcel, perUnit: Dec, action: { id: string; date: string; soldOn: string; event: "E4" | "E10" }) {
  const after = dec(parcel.costBase).plus(perUnit.times(parcel.units));
  if (!after.isNegative()) return { parcel: { ...parcel, costBase: plain(after) }, disposal: null };
  // Above the cost base left: nil, and the rest is a gain (proceeds: the decrease; cost base: what was left).
  const decrease = perUnit.times(parcel.units).neg();
  const disposal: DisposalLine = {
    event: action.event,
    sellTradeId: action.id,
    stockId: parcel.stockId,
    soldOn: action.soldOn,
    parcelId: parcel.parcelId,
    acquiredOn: parcel.acquiredOn,
    units: parcel.units,
    proceeds: plain(decrease),
    costBase: parcel.costBase,
    gain: plain(after.neg()),
    discountEligible: action.date >= parcel.discountEligibleFrom,
  };
  return { parcel: { ...parcel, costBase: "0" }, disposal };
}

/**
 * The statement's actions, one per entitlement with units: each moves every parcel open then by
 * units × the amount per unit. None when the statement moves no cost base.
 */
export function costBaseActions(statement: CostBaseStatement, entitlements: readonly Entitlement[]): LedgerAction[] {
  const perUnit = amountPerUnit(statement, entitlements);
  if (perUnit.isZero()) return [];
  const event = isAmit(statement) ? "E10" : "E4";
  return entitlements
    .filter((entitlement) => !dec(entitlement.units).isZero())
    .map((entitlement) => {
      const id = `${statement.id}:${entitlement.date}`;
      const yearEnd = `${statement.fy}-06-30`;
      const soldOn = entitlement.date > yearEnd ? yearEnd : entitlement.date;
      return {
        id,
        stockId: statement.stockId,
        type: "TAX_STATEMENT_COST_BASE" as const,
        date: entitlement.date,
        createdAt: statement.createdAt,
        transform: ({ parcels }) => {
          const moved = parcels.map((parcel) => moveParcel(parcel, perUnit, { id, date: entitlement.date, soldOn, event }));
          return {
            parcels: moved.map((step) => step.parcel),
            disposals: moved.flatMap((step) => (step.disposal ? [step.disposal] : [])),
          };
        },
      };
    });
}

/** The day whose end holds an entitlement's units: the day before its ex-date. */
export const entitlementDay = (exDate: string) => addDays(exDate, -1);
