import { describe, expect, it } from "vitest";
import type { HoldingTotalsView } from "@shared/contracts/holdings";
import { brokerAverageNote, closedPositionsNote, frankingCreditsNote } from "./holding-totals-text";

const totals: HoldingTotalsView = {
  costBase: "60000.00",
  marketValue: "70365.00",
  unrealisedGain: "10365.00",
  unrealisedGainPercent: "17.28",
  valueAtBrokerAvg: "65004.00",
  marketValueAtBrokerAvg: "61265.00",
  withoutFairValue: 1,
  incomeLast12Months: "1200.00",
  frankingCreditsLast12Months: "0.00",
  frankingUnknownLast12Months: 3,
  totalReturn: "22368.00",
};

describe("the Holdings totals' notes", () => {
  it("value at broker average: the market value of the same holdings, and how many have no fair value", () => {
    expect(brokerAverageNote(totals)).toBe("against $61,265.00 market value of the same holdings; 1 holding has no fair value");
    expect(brokerAverageNote({ ...totals, withoutFairValue: 2 })).toMatch(/; 2 holdings have no fair value$/);
    expect(brokerAverageNote({ ...totals, valueAtBrokerAvg: null, marketValueAtBrokerAvg: null, withoutFairValue: 0 })).toBeNull();
  });

  it("franking credits unknown for the estimates, apart from the known figure", () => {
    expect(frankingCreditsNote(totals)).toBe("unknown for 3 estimated dividends");
    expect(frankingCreditsNote({ ...totals, frankingUnknownLast12Months: 0 })).toBeNull();
  });

  it("the closed positions in the total return", () => {
    expect([closedPositionsNote(0), closedPositionsNote(1), closedPositionsNote(2)]).toEqual([
      null,
      "includes 1 closed position",
      "includes 2 closed positions",
    ]);
  });
});
