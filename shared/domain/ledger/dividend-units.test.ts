// A dividend's units from one replay (issue 44 item 1): the units given, else those held at the end
// of the day before the ex-date as the ledger stands; a dividend with units given on a stock not
// held then is a refusal of the replay, in date order with the sales'.
import { describe, expect, it } from "vitest";
import { dividendUnits } from "./positions";
import { replayLedger } from "./replay";
import { buy, drp, sell } from "./test-trades";

describe("dividendUnits", () => {
  const trades = [buy("2023-08-01", "1200", "44"), sell("2024-12-02", "500", "40")];
  const reinvested = [drp("d0", "2024-03-28", "17", "765")];

  it("BHP: the DRP's 17 count in the dividends after it, 1,217 and 717; before it, 1,200", () => {
    const { positions } = replayLedger({ trades, drp: reinvested });
    const units = (exDate: string) => dividendUnits(positions, { stockId: "CSL", exDate, units: null });
    expect([units("2024-03-28"), units("2024-03-29"), units("2024-09-05"), units("2024-12-02"), units("2024-12-03")]).toEqual([
      "1200",
      "1217",
      "1217",
      "1217",
      "717",
    ]);
    expect(units("2023-08-01")).toBe("0");
    expect(dividendUnits(positions, { stockId: "CSL", exDate: "2024-09-05", units: "1000" })).toBe("1000");
  });

  it("refuses a dividend with units given on a stock none of which is held the day before its ex-date, after that day's sale", () => {
    const overriddenDividends = [
      { dividendId: "late", stockId: "CSL", exDate: "2025-06-01", units: "700" },
      { dividendId: "held", stockId: "CSL", exDate: "2024-09-05", units: "1200" },
    ];
    const soldOut = [buy("2023-08-01", "1200", "44"), sell("2024-12-02", "1200", "40"), sell("2025-05-31", "5", "40")];
    const { refusals } = replayLedger({ trades: soldOut, overriddenDividends });
    expect(refusals.map((refusal) => [refusal.code, refusal.date])).toEqual([
      ["oversell", "2025-05-31"],
      ["dividend-not-held", "2025-05-31"],
    ]);
    expect(refusals[1]).toMatchObject({ dividendId: "late", exDate: "2025-06-01", units: "700", tradeId: null });
  });
});
