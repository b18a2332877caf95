// The Before 30 June scenario as the user types it: one row per ticked parcel (units, date, price and
// brokerage as text), checked with the same contract the server reads (shared/contracts/tax-timing.ts)
// and against the parcel and the year, and the request it becomes once every row reads.
import { scenarioSaleBody, type TaxTimingParcelView, type TaxTimingView } from "@shared/contracts/tax-timing";
import { financialYearRange, formatLedgerDate } from "@shared/domain/ledger";
import { dec } from "@shared/domain/ledger/decimal";
import type { ScenarioInput } from "@/api/tax-timing";

/** The fields a row types; its parcel is the one ticked. */
const saleFields = scenarioSaleBody.omit({ parcelId: true });

export interface ScenarioRow {
  parcelId: string;
  units: string;
  date: string;
  price: string;
  brokerage: string;
}

export type ScenarioRowErrors = Partial<Record<"units" | "date" | "price" | "brokerage", string>>;

/** A ticked parcel starts as the sale of all its units on asOf at its close, with the user's latest brokerage. */
export function newScenarioRow(parcel: TaxTimingParcelView, view: Pick<TaxTimingView, "asOf" | "lastBrokerage">): ScenarioRow {
  return { parcelId: parcel.parcelId, units: parcel.units, date: view.asOf, price: parcel.close ?? "", brokerage: view.lastBrokerage };
}

/** What is wrong with a row, field by field (nothing: {}). */
export function scenarioRowErrors(
  row: ScenarioRow,
  parcel: TaxTimingParcelView,
  view: Pick<TaxTimingView, "asOf" | "fy">,
): ScenarioRowErrors {
  const errors: ScenarioRowErrors = {};
  const parsed = saleFields.safeParse({ ...row, date: row.date === "" ? "not a date" : row.date });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === "units" || field === "date" || field === "price" || field === "brokerage") && !errors[field])
        errors[field] = issue.message;
    }
  }
  if (!errors.units && dec(row.units.replace(/,/g, "")).gt(parcel.units)) errors.units = `At most the parcel's ${parcel.units} units`;
  const { end } = financialYearRange(view.fy);
  if (!errors.date && (row.date < view.asOf || row.date > end))
    errors.date = `From ${formatLedgerDate(view.asOf)} to ${formatLedgerDate(end)}`;
  return errors;
}

/** The request for rows that all read; null while one does not (or there are none). */
export function scenarioInputOf(
  rows: readonly ScenarioRow[],
  parcels: ReadonlyMap<string, TaxTimingParcelView>,
  view: Pick<TaxTimingView, "asOf" | "fy">,
): ScenarioInput | null {
  if (rows.length === 0) return null;
  const sales = [];
  for (const row of rows) {
    const parcel = parcels.get(row.parcelId);
    if (!parcel || Object.keys(scenarioRowErrors(row, parcel, view)).length > 0) return null;
    const parsed = saleFields.parse(row);
    sales.push({ parcelId: row.parcelId, units: parsed.units, date: row.date, price: parsed.price!, brokerage: parsed.brokerage ?? "0" });
  }
  return { fy: view.fy, asOf: view.asOf, sales };
}
