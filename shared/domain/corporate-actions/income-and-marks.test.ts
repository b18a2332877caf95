// What the replay hands on besides parcels (issue 46): the dividends actions pay (in specie, a bonus
// issue's) as income beside the cash dividends, and the provisional marks of a demerger whose ruling
// is not out yet, on every parcel and line that rests on it.
import { describe, expect, it } from "vitest";
import {
  incomeByFinancialYear,
  linesBehindYear,
  provisionalActionsOf,
  replayLedger,
  toCents,
  type ActionIncome,
  type DividendRecord,
} from "../ledger";
import { buy, sell } from "../ledger/test-trades";
import type { BonusIssueAction, CodeChangeAction, DemergerAction } from "./index";
import { actionIncomePerShare, actionIncomeRecord, ledgerActionsOf } from "./index";
import { base, demerger, inSpecieDividend } from "./test-parcels";

const createdAt = "2030-01-01T00:00:00.000Z";

const bhpWds = inSpecieDividend({ id: "bhp-wds" });

const cashDividend: DividendRecord = {
  id: "d1",
  stockId: "BHP",
  exDate: "2022-03-10",
  payDate: "2022-03-28",
  amountPerShare: "2.1",
  units: "1000",
  frankingPercent: "100",
  companyTaxRate: "0.30",
  drpUnits: null,
  drpPrice: null,
  status: "confirmed",
};

describe("action income from the replay", () => {
  it("BHP → WDS in specie: a 5,356.80 fully franked dividend of BHP in FY 2022 with a 2,295.77 credit, beside BHP's cash dividend", () => {
    const trades = [buy("2010-05-05", "1000", "40", "0", { stockId: "BHP", id: "b1" })];
    const result = replayLedger({ trades, actions: ledgerActionsOf(bhpWds, createdAt) });
    expect(result.income).toHaveLength(1);
    const [income]: ActionIncome[] = result.income;
    expect(income).toMatchObject({ actionId: "bhp-wds", stockId: "BHP", payDate: "2022-06-01", unitsHeld: "1000", cash: "5356.8" });
    expect(toCents(income.frankingCredit)).toBe("2295.77");
    expect(actionIncomePerShare(income)).toBe("5.3568");

    const year = incomeByFinancialYear([cashDividend, actionIncomeRecord(income)]).get(2022)!;
    // 2,100.00 cash + 5,356.80 in specie; credits 900.00 + 2,295.77.
    expect(toCents(year.cash)).toBe("7456.80");
    expect(toCents(year.franked)).toBe("7456.80");
    expect(toCents(year.frankingCredits)).toBe("3195.77");
    expect(toCents(year.grossedUp)).toBe("10652.57");
  });

  it("an in-specie dividend paid after the asOf date is not income yet", () => {
    const trades = [buy("2010-05-05", "1000", "40", "0", { stockId: "BHP" })];
    expect(replayLedger({ trades, actions: ledgerActionsOf(bhpWds, createdAt) }, "2022-05-31").income).toEqual([]);
  });

  it("a bonus issue with a dividend: 0.12 × 10,000 = 1,200.00 franked income at the issue date; without one, none", () => {
    const bonus: BonusIssueAction = {
      ...base("LIC", "LIC", "bonus-1"),
      type: "BONUS_ISSUE",
      exDate: "2004-02-01",
      issueDate: "2004-02-12",
      bonusPerHeld: { received: "1", held: "10" },
      dividendPerShare: "0.12",
      frankingPercent: "100",
      companyTaxRate: "0.30",
      unitsReceived: null,
      fractions: "down",
    };
    const trades = [buy("2000-06-10", "10000", "1.1", "0", { stockId: "LIC" })];
    const [income] = replayLedger({ trades, actions: ledgerActionsOf(bonus, createdAt) }).income;
    expect(income).toMatchObject({ actionId: "bonus-1", stockId: "LIC", payDate: "2004-02-12", cash: "1200" });
    expect(toCents(income.frankingCredit)).toBe("514.29");
    expect(incomeByFinancialYear([actionIncomeRecord(income)]).get(2004)?.cash).toBe("1200");
    const plain = replayLedger({ trades, actions: ledgerActionsOf({ ...bonus, dividendPerShare: null }, createdAt) });
    expect(plain.income).toEqual([]);
  });
});

const wesCol = (status: DemergerAction["status"]) => demerger({ id: "wes-col", status });

describe("provisional marks", () => {
  const trades = () => [
    buy("2017-08-15", "600", "42", "19.95", { stockId: "WES", id: "w1" }),
    buy("2018-12-03", "100", "30", "0", { stockId: "WES", id: "w2" }),
    sell("2019-08-16", "300", "15", "19.95", { stockId: "COL", id: "s-col" }),
    buy("2019-01-02", "50", "50", "0", { stockId: "CSL", id: "c1" }),
    sell("2019-09-02", "50", "60", "0", { stockId: "CSL", id: "s-csl" }),
  ];

  it("a provisional demerger marks the head's and the demerged parcels and the COL sale's line; a later purchase and other stocks stay unmarked", () => {
    const result = replayLedger({ trades: trades(), actions: ledgerActionsOf(wesCol("provisional"), createdAt) });
    expect(result.parcels.map((p) => [p.parcelId, p.provisionalActionIds ?? null])).toEqual([
      ["wes-col:w1", ["wes-col"]],
      ["w1", ["wes-col"]],
      ["w2", null],
    ]);
    expect(result.disposals.map((line) => [line.sellTradeId, line.provisionalActionIds ?? null])).toEqual([
      ["s-col", ["wes-col"]],
      ["s-csl", null],
    ]);
    expect(provisionalActionsOf(result.disposals)).toEqual(["wes-col"]);
    // FY 2020's figures rest on its COL and CSL lines; FY 2021's on FY 2020's only when a loss is brought forward.
    expect(provisionalActionsOf(linesBehindYear(result.disposals, 2020, "0"))).toEqual(["wes-col"]);
    expect(linesBehindYear(result.disposals, 2021, "0")).toEqual([]);
    expect(provisionalActionsOf(linesBehindYear(result.disposals, 2021, "12.5"))).toEqual(["wes-col"]);
  });

  it("confirmed, the same ledger has no mark anywhere", () => {
    const result = replayLedger({ trades: trades(), actions: ledgerActionsOf(wesCol("confirmed"), createdAt) });
    expect(provisionalActionsOf([...result.parcels, ...result.disposals])).toEqual([]);
    expect(result.parcels.every((p) => !("provisionalActionIds" in p))).toBe(true);
  });

  it("a provisional demerger's own G1 line (a capital return without roll-over) is marked", () => {
    const action = { ...wesCol("provisional"), capitalReturnPerShare: "50", rollover: false };
    const result = replayLedger({ trades: trades().slice(0, 1), actions: ledgerActionsOf(action, createdAt) });
    expect(result.disposals).toEqual([expect.objectContaining({ event: "G1", provisionalActionIds: ["wes-col"] })]);
  });
});

describe("a code change in the replay", () => {
  it("WPL → WDS on 25 May 2022: the same parcels before and after, no line, no income, no mark", () => {
    const wplWds: CodeChangeAction = {
      ...base("woodside", "WPL", "wpl-wds"),
      type: "CODE_CHANGE",
      effectiveDate: "2022-05-25",
      newSymbol: "WDS",
      newName: "Woodside Energy Group Ltd",
    };
    const trades = [
      buy("2015-03-02", "1000", "35", "19.95", { stockId: "woodside", id: "w1" }),
      buy("2022-05-25", "100", "31", "0", { stockId: "woodside", id: "w2" }),
    ];
    const without = replayLedger({ trades });
    const withChange = replayLedger({ trades, actions: ledgerActionsOf(wplWds, createdAt) });
    expect(withChange.parcels).toEqual(without.parcels);
    expect(withChange.parcels.map((p) => [p.parcelId, p.units, p.costBase])).toEqual([
      ["w1", "1000", "35019.95"],
      ["w2", "100", "3100"],
    ]);
    expect([withChange.disposals, withChange.income, withChange.refusals]).toEqual([[], [], []]);
  });
});
