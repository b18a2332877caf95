import { describe, expect, it } from "vitest";
import { changeRefusalMessage, formatUnits, refusalMessage, replayLedger, type Refusal, type TradeChange } from "./index";
import { buy, sell } from "./test-trades";

const base = { tradeId: "sale", stockId: "stock-1", date: "2025-03-03", unitsSold: "150" };

describe("refusalMessage", () => {
  it.each<[Refusal, string]>([
    [{ ...base, code: "oversell", unitsHeld: "120" }, "Sale of 150 CSL on 3 Mar 2025 is more than the 120 units held on that day"],
    [
      { ...base, code: "parcel-not-held", parcelId: "p", parcelAcquiredOn: "2025-05-01" },
      "Sale of 150 CSL on 3 Mar 2025 takes units from the parcel acquired on 1 May 2025, which is not held on that day",
    ],
    [
      { ...base, code: "parcel-not-held", parcelId: "p", parcelAcquiredOn: null },
      "Sale of 150 CSL on 3 Mar 2025 takes units from a parcel, which is not held on that day",
    ],
    [
      { ...base, code: "parcel-too-small", parcelId: "p", parcelAcquiredOn: "2023-08-01", unitsChosen: "110", unitsHeld: "100" },
      "Sale of 150 CSL on 3 Mar 2025 takes 110 units from the parcel acquired on 1 Aug 2023, which holds 100 on that day",
    ],
    [
      { ...base, code: "allocation-not-positive", parcelId: "p" },
      "Sale of 150 CSL on 3 Mar 2025 takes 0 or fewer units from a parcel; each chosen parcel must give more than 0",
    ],
    [
      { ...base, code: "allocations-sum", unitsChosen: "70" },
      "The parcels chosen for the sale of 150 CSL on 3 Mar 2025 add up to 70 units, not 150",
    ],
  ])("%#: %s", (refusal, message) => {
    expect(refusalMessage(refusal, "CSL")).toBe(message);
  });
});

describe("changeRefusalMessage: a change that would break a later sale", () => {
  const first = buy("2024-01-02", "100", "200");
  const second = buy("2024-06-03", "20", "210");
  const sale = sell("2025-03-03", "120", "250");

  it("deleting a purchase the sale needs: the replay's first refusal, named from the change", () => {
    const [refusal] = replayLedger({ trades: [first, sale] }).refusals;
    expect(changeRefusalMessage(refusal, "CSL", "delete", second.id)).toBe(
      "Deleting this trade would leave the sale of 120 CSL on 3 Mar 2025 short: 100 units held",
    );
  });

  it.each<[TradeChange, string]>([
    ["add", "Adding"],
    ["edit", "Changing"],
  ])("a new or changed earlier sale (%s) reads '%s'", (change, verb) => {
    const extra = sell("2024-12-02", "10", "240");
    const [refusal] = replayLedger({ trades: [first, second, extra, sale] }).refusals;
    expect(changeRefusalMessage(refusal, "CSL", change, extra.id)).toBe(
      `${verb} this trade would leave the sale of 120 CSL on 3 Mar 2025 short: 110 units held`,
    );
  });

  it("a change refused for its own sale reads as the plain refusal", () => {
    const bigger = { ...sale, units: "130" };
    const [refusal] = replayLedger({ trades: [first, second, bigger] }).refusals;
    expect(changeRefusalMessage(refusal, "CSL", "edit", sale.id)).toBe(
      "Sale of 130 CSL on 3 Mar 2025 is more than the 120 units held on that day",
    );
  });

  it("a change that takes away a chosen parcel says which sale it breaks, and why", () => {
    const refusal: Refusal = { ...base, unitsSold: "120", code: "parcel-not-held", parcelId: first.id, parcelAcquiredOn: null };
    expect(changeRefusalMessage(refusal, "CSL", "delete", first.id)).toBe(
      "Deleting this trade would break the sale of 120 CSL on 3 Mar 2025: Sale of 120 CSL on 3 Mar 2025 takes units from a parcel, which is not held on that day",
    );
  });
});

describe("formatUnits", () => {
  it.each([
    ["120", "120"],
    ["1500.500000", "1,500.5"],
    ["1234567.000001", "1,234,567.000001"],
    ["0.5", "0.5"],
  ])("%s → %s", (units, text) => {
    expect(formatUnits(units)).toBe(text);
  });
});
