import { describe, expect, it } from "vitest";
import type { HoldingTotalsView } from "@shared/contracts/holdings";
import { brokerAverageNotes, closedPositionsNotes, frankingCreditsNotes } from "./holding-totals-text";

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
    expect(brokerAverageNotes(totals)).toEqual(["of holdings worth $61,265.00", "1 holding has no fair value"]);
    expect(brokerAverageNotes({ ...totals, withoutFairValue: 2 })[1]).toBe("2 holdings have no fair value");
    expect(brokerAverageNotes({ ...totals, valueAtBrokerAvg: null, marketValueAtBrokerAvg: null, withoutFairValue: 0 })).toEqual([]);
  });

  it("franking credits unknown for the estimates, apart from the known figure", () => {
    expect(frankingCreditsNotes(totals)).toEqual(["unknown for 3 estimated dividends"]);
    expect(frankingCreditsNotes({ ...totals, frankingUnknownLast12Months: 0 })).toEqual([]);
  });

  it("the closed positions in the total return", () => {
    expect([closedPositionsNotes(0), closedPositionsNotes(1), closedPositionsNotes(2)]).toEqual([
      [],
      ["includes 1 closed position"],
      ["includes 2 closed positions"],
    ]);
  });
});
