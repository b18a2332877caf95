// Parcels and actions for the corporate-action tests: a parcel as the replay would hand it over, and
// the brief's actions on their published terms (docs/domain.md "Corporate actions"), which a test
// changes term by term.
import { discountEligibleFrom } from "../ledger/dates";
import { buy } from "../ledger/test-trades";
import type { LedgerTrade } from "../ledger/types";
import type { DemergerAction, InSpecieDividendAction, LineageParcel, ReturnOfCapitalAction, RightsIssueAction } from "./index";

export function parcel(parcelId: string, stockId: string, acquiredOn: string, units: string, costBase: string): LineageParcel {
  return {
    parcelId,
    stockId,
    acquiredOn,
    units,
    costBase,
    discountEligibleFrom: discountEligibleFrom(acquiredOn),
  };
}

export const base = (stockId: string, symbol: string, id = "action-1") => ({ id, stockId, symbol });

/** The brief's WES holding as a parcel: 600 bought 15 Aug 2017 at $42.00 + $19.95 brokerage = $25,219.95. */
export const wesParcel = (): LineageParcel => parcel("w1", "WES", "2017-08-15", "600", "25219.95");

/** The same holding as the ledger's trade. */
export const wesBuy = (): LedgerTrade => buy("2017-08-15", "600", "42", "19.95", { id: "w1", stockId: "WES" });

/** A demerger on WES → COL's terms (CR 2018/59): 1 COL per WES, cost base 71.09 : 28.91, roll-over chosen; id "demerger-1". */
export const demerger = (fields: Partial<DemergerAction> = {}): DemergerAction => ({
  ...base("WES", "WES", "demerger-1"),
  type: "DEMERGER",
  exDate: "2018-11-21",
  effectiveDate: "2018-11-28",
  newStockId: "COL",
  newSharesPerOld: { received: "1", held: "1" },
  headCostBasePercent: "71.09",
  demergedCostBasePercent: "28.91",
  capitalReturnPerShare: null,
  rollover: true,
  status: "confirmed",
  unitsReceived: null,
  fractions: "down",
  ...fields,
});

/** BHP → WDS in specie: 1 WDS for 5.534 BHP at $29.76, fully franked; id "action-1". */
export const inSpecieDividend = (fields: Partial<InSpecieDividendAction> = {}): InSpecieDividendAction => ({
  ...base("BHP", "BHP"),
  type: "IN_SPECIE_DIVIDEND",
  exDate: "2022-05-25",
  payDate: "2022-06-01",
  newStockId: "WDS",
  sharesPerHeld: { received: "1", held: "5.534" },
  unitsReceived: null,
  marketValuePerShare: "29.76",
  frankingPercent: "100",
  companyTaxRate: "0.30",
  fractions: "down",
  ...fields,
});

/** Qantas 2015: $0.23 a (pre-consolidation) share, ex 27 Oct, paid 6 Nov; id "action-1". */
export const qantasReturn = (fields: Partial<ReturnOfCapitalAction> = {}): ReturnOfCapitalAction => ({
  ...base("QAN", "QAN"),
  type: "RETURN_OF_CAPITAL",
  exDate: "2015-10-27",
  payDate: "2015-11-06",
  amountPerShare: "0.23",
  ...fields,
});

/** 1 for 4 at $5.00 on ABC, ex 20 Feb 2024: 600 taken up on 12 Mar, 400 rights sold on 5 Mar for $310.05; id "action-1". */
export const rightsIssue = (fields: Partial<RightsIssueAction> = {}): RightsIssueAction => ({
  ...base("ABC", "ABC"),
  type: "RIGHTS_ISSUE",
  exDate: "2024-02-20",
  rightsPerHeld: { received: "1", held: "4" },
  pricePerShare: "5.00",
  takenUp: [{ date: "2024-03-12", units: "600" }],
  sold: [{ date: "2024-03-05", units: "400", proceeds: "310.05" }],
  fractions: "down",
  ...fields,
});
