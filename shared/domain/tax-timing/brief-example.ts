// The research brief's worked example (docs/domain.md "Before 30 June"), as of 2 Jun 2025 with $19.95
// brokerage per trade: a $1,200 discountable gain realised so far in FY 2025, a $300 loss carried in
// from FY 2024, and two open parcels, XYZ (+580.05 at $36.00) and ABC (−819.95 at $16.00). The tests
// of this folder and of the API share it.
import type { LedgerInput } from "../ledger";
import { buy, sell } from "../ledger/test-trades";
import type { ScenarioSale } from "./scenario";

export const BRIEF_AS_OF = "2025-06-02";
export const BRIEF_FY = 2025;

export const briefLedger = (): LedgerInput => ({
  trades: [
    // FY 2024: bought 100 @ $10.00, sold @ $7.00 → a $300 capital loss carried into FY 2025.
    buy("2023-08-01", "100", "10", "0", { stockId: "LOS" }),
    sell("2024-03-01", "100", "7", "0", { stockId: "LOS" }),
    // FY 2025 so far: bought 100 @ $10.00 in July 2023, sold @ $22.00 in September 2024 → $1,200, discountable.
    buy("2023-07-03", "100", "10", "0", { stockId: "GAI", id: "gai" }),
    sell("2024-09-02", "100", "22", "0", { stockId: "GAI" }),
    // Open: XYZ 100 @ $30.00 + $19.95 = $3,019.95; ABC 200 @ $20.00 + $19.95 = $4,019.95.
    buy("2024-06-20", "100", "30", "19.95", { stockId: "XYZ", id: "xyz" }),
    buy("2024-11-15", "200", "20", "19.95", { stockId: "ABC", id: "abc" }),
  ],
});

export const BRIEF_CLOSES = { XYZ: "36", ABC: "16" } as const;
export const BRIEF_FAIR_VALUES = { XYZ: "34", ABC: "22" } as const;

/** Sale of the whole of a brief parcel at its close, with $19.95 brokerage. */
export function briefSale(parcel: "xyz" | "abc", date: string): ScenarioSale {
  return parcel === "xyz"
    ? { parcelId: "xyz", units: "100", date, price: BRIEF_CLOSES.XYZ, brokerage: "19.95" }
    : { parcelId: "abc", units: "200", date, price: BRIEF_CLOSES.ABC, brokerage: "19.95" };
}
