import { describe, expect, it } from "vitest";
import { capitalGainsForYear, replayLedger, type LedgerInput } from "../ledger";
import { buy, sell } from "../ledger/test-trades";
import { BRIEF_AS_OF, BRIEF_FY, briefLedger } from "./brief-example";
import { yearPosition } from "./position";

const positionAt = (ledger: LedgerInput, fy: number, asOf: string) =>
  yearPosition(capitalGainsForYear(replayLedger(ledger, asOf).disposals, fy), asOf);

describe("the year's position so far", () => {
  it("the brief's example: $1,200 discountable, $300 brought forward, (1,200 − 300) × 50 % = $450.00, 28 days to 30 June", () => {
    expect(positionAt(briefLedger(), BRIEF_FY, BRIEF_AS_OF)).toEqual({
      fy: 2025,
      asOf: "2025-06-02",
      daysToFyEnd: 28,
      realised: { discountable: "1200", nonDiscountable: "0", losses: "0" },
      broughtForward: "300",
      netCapitalGain: "450",
    });
  });

  it("counts nothing after asOf: a sale on 10 Jun is not in the position of 2 Jun", () => {
    const ledger = briefLedger();
    const later = { ...ledger, trades: [...ledger.trades, sell("2025-06-10", "100", "36", "19.95", { stockId: "XYZ" })] };
    expect(positionAt(later, 2025, "2025-06-02").netCapitalGain).toBe("450");
    // 3,580.05 − 3,019.95 = 560.10 without the discount: 560.10 − 300 + 1,200 × 50 % = 860.10.
    expect(positionAt(later, 2025, "2025-06-10")).toMatchObject({ netCapitalGain: "860.1", realised: { nonDiscountable: "560.1" } });
  });

  it("a trade on 30 June is in the closing year; one on 1 July in the next (the contract date, never settlement)", () => {
    const ledger = { trades: [buy("2024-01-02", "20", "10"), sell("2025-06-30", "10", "12"), sell("2025-07-01", "10", "13")] };
    expect(positionAt(ledger, 2025, "2025-06-30")).toMatchObject({
      daysToFyEnd: 0,
      realised: { nonDiscountable: "0", discountable: "20" },
    });
    expect(positionAt(ledger, 2026, "2025-07-01")).toMatchObject({ daysToFyEnd: 364, realised: { discountable: "30" } });
  });

  it("losses this year are the year's losses, as a positive amount", () => {
    const ledger = { trades: [buy("2025-01-02", "10", "10"), sell("2025-02-03", "10", "8")] };
    expect(positionAt(ledger, 2025, "2025-03-01")).toMatchObject({ realised: { losses: "20" }, netCapitalGain: "0" });
  });
});
