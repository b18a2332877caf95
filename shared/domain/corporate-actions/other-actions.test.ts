// Bonus issues, rights issues and code changes (docs/domain.md "Corporate actions").
import { describe, expect, it } from "vitest";
import { ZERO } from "../ledger/decimal";
import {
  applyCorporateAction,
  stockIdForSymbol,
  symbolOn,
  type ActionOutcome,
  type ActionResult,
  type BonusIssueAction,
  type CodeChangeAction,
  type CodeChangeRecord,
  type RightsIssueAction,
} from "./index";
import { base, parcel, rightsIssue } from "./test-parcels";

function outcome(result: ActionResult): ActionOutcome {
  if (result.refusal) throw new Error(`Refused: ${result.refusal.message}`);
  return result.outcome;
}

const bonus = (fields: Partial<BonusIssueAction> = {}): BonusIssueAction => ({
  ...base("LIC", "LIC", "bonus-1"),
  type: "BONUS_ISSUE",
  exDate: "2004-02-01",
  issueDate: "2004-02-12",
  bonusPerHeld: { received: "1", held: "10" },
  dividendPerShare: null,
  frankingPercent: "0",
  companyTaxRate: "0.30",
  unitsReceived: null,
  fractions: "down",
  ...fields,
});

describe("BONUS_ISSUE", () => {
  it("without a dividend (Integratec, 1 for 10): 10,000 costing $11,000 → 10,000 at $10,000 and a bonus parcel of 1,000 at $1,000, both acquired 10 Jun 2000", () => {
    const result = outcome(applyCorporateAction(bonus(), [parcel("p1", "LIC", "2000-06-10", "10000", "11000")]));
    expect(result.parcels.map((p) => [p.parcelId, p.units, p.costBase, p.acquiredOn, p.lineage?.enteredOn ?? null])).toEqual([
      ["p1", "10000", "10000", "2000-06-10", null],
      ["bonus-1:p1", "1000", "1000", "2000-06-10", "2004-02-12"],
    ]);
    expect(result.income).toEqual([]);
  });

  it("each parcel gets its own bonus shares, the holding's fraction rounded down once", () => {
    const result = outcome(
      applyCorporateAction(bonus(), [parcel("a", "LIC", "2001-01-01", "15", "150"), parcel("b", "LIC", "2002-01-01", "17", "170")]),
    );
    // 1.5 + 1.7 = 3.2 → 3 bonus shares: 1 to a, 2 to b (the larger remainder).
    expect(result.parcels.map((p) => [p.parcelId, p.units])).toEqual([
      ["a", "15"],
      ["b", "17"],
      ["bonus-1:a", "1"],
      ["bonus-1:b", "2"],
    ]);
    expect(result.parcels.reduce((sum, p) => sum.plus(p.costBase), ZERO).toString()).toBe("320");
  });

  it("with a dividend: a new parcel at the issue date costing the dividend, and that dividend in income", () => {
    const action = bonus({ dividendPerShare: "0.12", frankingPercent: "100" });
    const held = parcel("p1", "LIC", "2000-06-10", "10000", "11000");
    const result = outcome(applyCorporateAction(action, [held]));
    expect(result.parcels).toEqual([
      held,
      expect.objectContaining({ parcelId: "bonus-1", units: "1000", costBase: "1200", acquiredOn: "2004-02-12" }),
    ]);
    expect(result.income).toEqual([
      expect.objectContaining({ cash: "1200", payDate: "2004-02-12", frankingCredit: expect.stringMatching(/^514\.2857/) }),
    ]);
  });
});

describe("RIGHTS_ISSUE", () => {
  const rights = (fields: Partial<RightsIssueAction> = {}) => rightsIssue({ id: "rights-1", ...fields });
  const held = [parcel("p1", "ABC", "2012-05-01", "4000", "20000")];

  it("4,000 ABC, 1 for 4 at $5.00: 600 taken up are a $3,000.00 parcel acquired on exercise; 400 sold a discountable $310.05 gain on nil cost base", () => {
    const result = outcome(applyCorporateAction(rights(), held));
    expect(result.parcels).toEqual([
      held[0],
      expect.objectContaining({
        parcelId: "rights-1:taken-up:1",
        units: "600",
        costBase: "3000",
        acquiredOn: "2024-03-12",
        discountEligibleFrom: "2025-03-13",
      }),
    ]);
    expect(result.disposals).toEqual([
      expect.objectContaining({
        event: "A1",
        soldOn: "2024-03-05",
        units: "400",
        proceeds: "310.05",
        costBase: "0",
        gain: "310.05",
        acquiredOn: "2012-05-01",
        discountEligible: true,
      }),
    ]);
  });

  it("rights lapsed are nothing; rights sold take the parcels' dates first in, first out, proceeds shared by units", () => {
    const two = [parcel("old", "ABC", "2012-05-01", "400", "2000"), parcel("new", "ABC", "2024-01-02", "400", "2400")];
    const result = outcome(
      applyCorporateAction(rights({ takenUp: [], sold: [{ date: "2024-03-05", units: "150", proceeds: "90" }] }), two),
    );
    expect(result.parcels).toEqual(two);
    expect(result.disposals.map((l) => [l.parcelId, l.units, l.proceeds, l.discountEligible])).toEqual([
      ["old", "100", "60", true],
      ["new", "50", "30", false],
    ]);
  });

  it("refuses more rights taken up and sold than the holding gives", () => {
    const result = applyCorporateAction(rights({ takenUp: [{ date: "2024-03-12", units: "700" }] }), held);
    expect(result.refusal).toEqual({
      code: "rights-over-entitled",
      message: "700 rights taken up and 400 sold are more than the 1,000 rights the ABC held give",
    });
  });
});

describe("CODE_CHANGE", () => {
  const action: CodeChangeAction = {
    ...base("woodside", "WPL"),
    type: "CODE_CHANGE",
    effectiveDate: "2022-05-25",
    newSymbol: "WDS",
    newName: "Woodside Energy Group Ltd",
  };
  const changes: CodeChangeRecord[] = [{ stockId: "woodside", oldSymbol: "WPL", newSymbol: "WDS", effectiveDate: "2022-05-25" }];

  it("is no disposal: the parcels go on as they were", () => {
    const held = [parcel("p1", "woodside", "2015-01-05", "100", "3500")];
    expect(outcome(applyCorporateAction(action, held))).toEqual({
      parcels: held,
      disposals: [],
      income: [],
      provisional: false,
      closedStockIds: [],
    });
  });

  it("the old code finds the same stock, and names it before the change", () => {
    const stocks = [{ id: "woodside", symbol: "WDS" }];
    expect(stockIdForSymbol("wpl", "2019-03-01", stocks, changes)).toBe("woodside");
    expect(stockIdForSymbol("WPL", null, stocks, changes)).toBe("woodside");
    expect(stockIdForSymbol("WDS", "2023-01-01", stocks, changes)).toBe("woodside");
    expect(symbolOn("woodside", "WDS", "2022-05-24", changes)).toBe("WPL");
    expect(symbolOn("woodside", "WDS", "2022-05-25", changes)).toBe("WDS");
  });

  it("a code another company takes later resolves by the row's date", () => {
    const reused = [{ stockId: "old-co", oldSymbol: "ABC", newSymbol: "XYZ", effectiveDate: "2015-01-01" }];
    const stocks = [
      { id: "old-co", symbol: "XYZ" },
      { id: "new-co", symbol: "ABC" },
    ];
    expect(stockIdForSymbol("ABC", "2014-06-30", stocks, reused)).toBe("old-co");
    expect(stockIdForSymbol("ABC", "2020-06-30", stocks, reused)).toBe("new-co");
    expect(stockIdForSymbol("QQQ", null, stocks, reused)).toBeNull();
  });
});
