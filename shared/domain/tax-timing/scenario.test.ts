import { describe, expect, it } from "vitest";
import { toCents } from "../ledger";
import { dec } from "../ledger/decimal";
import { buy, sell } from "../ledger/test-trades";
import { BRIEF_AS_OF, BRIEF_FY, briefLedger, briefSale } from "./brief-example";
import { replayLedger } from "../ledger";
import { parcelStocks, scenarioOf, type ScenarioSale } from "./scenario";
import { scenarioLines, type ScenarioLineKey } from "./scenario-lines";
import { ledgerActionsOf, type BonusIssueAction, type TakeoverAction } from "../corporate-actions";
import { base, demerger, inSpecieDividend, rightsIssue, wesBuy } from "../corporate-actions/test-parcels";

function answer(sales: ScenarioSale[], ledger = briefLedger(), asOf = BRIEF_AS_OF) {
  const outcome = scenarioOf(ledger, { fy: BRIEF_FY, asOf, sales });
  if ("refusal" in outcome) throw new Error(`refused: ${JSON.stringify(outcome.refusal)}`);
  return scenarioLines(outcome.result);
}

const refusalOf = (sales: ScenarioSale[], asOf = BRIEF_AS_OF, fy = BRIEF_FY) => {
  const outcome = scenarioOf(briefLedger(), { fy, asOf, sales });
  return "refusal" in outcome ? outcome.refusal : null;
};

const amounts = (lines: { key: ScenarioLineKey; amount: string }[]) => lines.map((line) => [line.key, line.amount]);

describe("the brief's four scenarios against $450.00 (losses against gains without the discount first)", () => {
  it("1. sell ABC: a loss of 839.90 → (1,200 − 839.90 − 300) × 50 % = $30.05, $419.95 less", () => {
    const result = answer([briefSale("abc", "2025-06-02")]);
    expect([result.netCapitalGain, result.baseline, result.difference]).toEqual(["30.05", "450.00", "-419.95"]);
    expect(amounts(result.lines)).toEqual([
      ["realised-other-gains", "0.00"],
      ["realised-discountable-gains", "1200.00"],
      ["realised-losses", "0.00"],
      // 200 × 16 − 19.95 = 3,180.05 against 4,019.95.
      ["sale", "-839.90"],
      ["other-gains", "0.00"],
      ["discountable-gains", "1200.00"],
      ["capital-losses", "839.90"],
      ["losses-applied-to-other-gains", "0.00"],
      ["losses-applied-to-discountable-gains", "-839.90"],
      ["loss-brought-forward", "300.00"],
      ["brought-forward-applied-to-other-gains", "0.00"],
      ["brought-forward-applied-to-discountable-gains", "-300.00"],
      ["other-gains-left", "0.00"],
      ["discountable-gains-left", "60.10"],
      ["discount", "-30.05"],
      ["net-capital-gain", "30.05"],
      ["baseline", "450.00"],
      ["difference", "-419.95"],
    ]);
    expect(result.lines[3].sale).toEqual({
      parcelId: "abc",
      stockId: "ABC",
      acquiredOn: "2024-11-15",
      units: "200",
      date: "2025-06-02",
      price: "16",
      brokerage: "19.95",
      proceeds: "3180.05",
      costBase: "4019.95",
      gain: "-839.90",
      discountEligible: false,
      discountFrom: "2025-11-16",
      discountDateConservative: false,
    });
  });

  it("2. sell XYZ on 20 Jun, its anniversary, before the discount: (560.10 − 300) + 1,200 × 50 % = $860.10", () => {
    const result = answer([briefSale("xyz", "2025-06-20")]);
    expect(result.netCapitalGain).toBe("860.10");
    expect(result.lines.find((line) => line.key === "sale")?.sale).toMatchObject({ gain: "560.10", discountEligible: false });
    // The loss brought forward takes the gain without the discount first.
    expect(amounts(result.lines.filter((line) => line.key.startsWith("brought-forward")))).toEqual([
      ["brought-forward-applied-to-other-gains", "-300.00"],
      ["brought-forward-applied-to-discountable-gains", "0.00"],
    ]);
    // No losses this year: no lines applying them.
    expect(result.lines.some((line) => line.key.startsWith("losses-applied"))).toBe(false);
  });

  it("3. sell XYZ on 21 Jun, the day after the anniversary: (1,200 + 560.10 − 300) × 50 % = $730.05, $130.05 less than 2", () => {
    const result = answer([briefSale("xyz", "2025-06-21")]);
    expect(result.netCapitalGain).toBe("730.05");
    expect(result.lines.find((line) => line.key === "sale")?.sale?.discountEligible).toBe(true);
    const before21 = answer([briefSale("xyz", "2025-06-20")]).netCapitalGain;
    expect(toCents(dec(before21).minus(result.netCapitalGain))).toBe("130.05");
  });

  it("4. sell both (XYZ on 21 Jun): (1,760.10 − 839.90 − 300) × 50 % = $310.10", () => {
    const result = answer([briefSale("abc", "2025-06-02"), briefSale("xyz", "2025-06-21")]);
    expect([result.netCapitalGain, result.difference]).toEqual(["310.10", "-139.90"]);
    expect(result.lines.filter((line) => line.key === "sale").map((line) => line.sale?.parcelId)).toEqual(["abc", "xyz"]);
  });
});

describe("what a scenario counts", () => {
  it("units of a parcel: 50 ABC take a quarter of its cost base, and the lines as shown add up", () => {
    // 50 × 16 − 19.95 = 780.05 against 4,019.95 × 50 ÷ 200 = 1,004.9875: a loss of 224.9375.
    // (1,200 − 224.9375 − 300) × 50 % = 337.53125 → 337.53; the discount line is 337.53 − 675.06.
    const result = answer([{ parcelId: "abc", units: "50", date: "2025-06-02", price: "16", brokerage: "19.95" }]);
    const line = (key: ScenarioLineKey) => result.lines.find((each) => each.key === key)!.amount;
    expect(result.lines.find((each) => each.key === "sale")?.sale).toMatchObject({
      proceeds: "780.05",
      costBase: "1004.99",
      gain: "-224.94",
    });
    expect([line("discountable-gains-left"), line("discount"), line("net-capital-gain")]).toEqual(["675.06", "-337.53", "337.53"]);
  });

  it("a year whose losses exceed its gains carries the rest forward, and shows it", () => {
    const ledger = { trades: [buy("2025-01-02", "100", "10", "0", { id: "p", stockId: "A" })] };
    const outcome = scenarioOf(ledger, {
      fy: 2025,
      asOf: "2025-06-02",
      sales: [{ parcelId: "p", units: "100", date: "2025-06-03", price: "9", brokerage: "0" }],
    });
    if ("refusal" in outcome) throw new Error("refused");
    const result = scenarioLines(outcome.result);
    expect(result.netCapitalGain).toBe("0.00");
    expect(amounts(result.lines).filter(([key]) => key === "loss-carried-forward")).toEqual([["loss-carried-forward", "100.00"]]);
  });

  it("leaves out real trades after asOf, and replays a sale on asOf after that day's real sales", () => {
    const ledger = briefLedger();
    // A real sale of 40 XYZ on 2 Jun and another of 60 on 10 Jun: at asOf 2 Jun, 60 are open.
    ledger.trades = [
      ...ledger.trades,
      sell("2025-06-02", "40", "36", "0", { stockId: "XYZ" }),
      sell("2025-06-10", "60", "36", "0", { stockId: "XYZ" }),
    ];
    const result = answer([{ parcelId: "xyz", units: "60", date: "2025-06-02", price: "36", brokerage: "0" }], ledger);
    // Baseline: 40 × 36 − 3,019.95 × 40 ÷ 100 = 1,440 − 1,207.98 = 232.02 without the discount; the 300 brought
    // forward takes it all and 67.98 of the 1,200: 1,132.02 × 50 % = 566.01. The real sale of 10 Jun is not counted.
    expect(result.baseline).toBe("566.01");
    // With the other 60 (2,160 − 1,811.97 = 348.03): 580.05 − 300 + 1,200 × 50 % = 880.05.
    expect(result.netCapitalGain).toBe("880.05");
  });

  it("writes nothing: the ledger given is the same afterwards", () => {
    const ledger = briefLedger();
    const before = JSON.stringify(ledger);
    answer([briefSale("abc", "2025-06-02")], ledger);
    expect(JSON.stringify(ledger)).toBe(before);
  });
});

describe("a leap-day parcel in a scenario", () => {
  const ledger = () => ({ trades: [buy("2024-02-29", "10", "10", "0", { id: "leap", stockId: "L" })] });
  const on = (date: string) => {
    const outcome = scenarioOf(ledger(), {
      fy: 2025,
      asOf: "2025-02-28",
      sales: [{ parcelId: "leap", units: "10", date, price: "12", brokerage: "0" }],
    });
    if ("refusal" in outcome) throw new Error("refused");
    return scenarioLines(outcome.result);
  };

  it("is counted without the discount on 1 Mar 2025 and with it from 2 Mar, the date the page shows", () => {
    expect(on("2025-03-01").lines.find((line) => line.key === "sale")?.sale).toMatchObject({
      discountEligible: false,
      discountFrom: "2025-03-02",
      discountDateConservative: true,
    });
    expect(on("2025-03-01").netCapitalGain).toBe("20.00");
    expect(on("2025-03-02").netCapitalGain).toBe("10.00");
  });
});

describe("refused", () => {
  it.each<[string, ScenarioSale[], object]>([
    ["a parcel not open at asOf", [{ ...briefSale("abc", "2025-06-02"), parcelId: "nope" }], { code: "parcel-not-open", index: 0 }],
    ["a date before asOf", [briefSale("abc", "2025-06-01")], { code: "date-outside", earliest: "2025-06-02", latest: "2025-06-30" }],
    ["a date after 30 June", [briefSale("abc", "2025-07-01")], { code: "date-outside", index: 0 }],
    [
      "a parcel sold before asOf",
      [{ ...briefSale("abc", "2025-06-02"), parcelId: "gai" }],
      { code: "parcel-not-open", index: 0, parcelId: "gai" },
    ],
    [
      "a parcel the scenario's earlier sale took whole",
      [briefSale("xyz", "2025-06-02"), { ...briefSale("xyz", "2025-06-21"), units: "1" }],
      { code: "parcel-not-open", index: 1, parcelId: "xyz" },
    ],
    [
      "more units than the stock holds",
      [{ ...briefSale("xyz", "2025-06-02"), units: "101" }],
      { code: "units-above-holding", index: 0, stockId: "XYZ", unitsHeld: "100", unitsChosen: "101", of: "stock" },
    ],
  ])("%s", (_name, sales, expected) => {
    expect(refusalOf(sales)).toMatchObject(expected);
  });

  it("more units than the parcel holds, though the stock holds more", () => {
    const ledger = {
      trades: [buy("2024-01-02", "100", "10", "0", { id: "first", stockId: "B" }), buy("2024-02-01", "100", "10", "0", { stockId: "B" })],
    };
    const outcome = scenarioOf(ledger, {
      fy: 2025,
      asOf: "2025-06-02",
      sales: [{ parcelId: "first", units: "150", date: "2025-06-02", price: "9", brokerage: "0" }],
    });
    expect("refusal" in outcome && outcome.refusal).toEqual({
      code: "units-above-holding",
      index: 0,
      stockId: "B",
      unitsChosen: "150",
      unitsHeld: "100",
      of: "parcel",
    });
  });

  it("a real sale up to asOf the ledger refuses (a chosen parcel sold twice)", () => {
    const ledger = briefLedger();
    ledger.trades = [...ledger.trades, sell("2025-06-01", "100", "36", "0", { stockId: "XYZ", id: "again" })];
    ledger.allocations = new Map([["again", [{ parcelId: "gai", units: "100" }]]]);
    const outcome = scenarioOf(ledger, { fy: 2025, asOf: BRIEF_AS_OF, sales: [] });
    expect("refusal" in outcome && outcome.refusal).toMatchObject({
      code: "ledger",
      refusal: { code: "parcel-not-held", tradeId: "again" },
    });
  });

  it("not a dividend with units given on shares the scenario sells: a write's check, not a scenario's", () => {
    const ledger = { ...briefLedger(), overriddenDividends: [{ dividendId: "d", stockId: "ABC", exDate: "2025-06-25", units: "200" }] };
    const outcome = scenarioOf(ledger, { fy: 2025, asOf: BRIEF_AS_OF, sales: [briefSale("abc", "2025-06-02")] });
    expect("result" in outcome).toBe(true);
  });

  it("an asOf outside the year", () => {
    expect(refusalOf([], "2025-07-01")).toEqual({ code: "as-of-outside-year", start: "2024-07-01", end: "2025-06-30" });
  });

  it("nothing to refuse with no sales: the year as it stands, a difference of 0", () => {
    expect(answer([])).toMatchObject({ netCapitalGain: "450.00", difference: "0.00" });
  });
});

describe("a parcel a corporate action made", () => {
  it("WES → COL: selling the demerged COL parcel on 16 Aug 2019 is its gain of 1,688.962455 on the parcel dated 15 Aug 2017", () => {
    // 600 × 15 − 19.95 = 8,980.05 against its 28.91 % of 25,219.95 = 7,291.087545 (the brief's WES → COL).
    const ledger = { trades: [wesBuy()], actions: ledgerActionsOf(demerger({ id: "wes-col" }), "2030-01-01T00:00:00.000Z") };
    const sale = { parcelId: "wes-col:w1", units: "600", date: "2019-08-16", price: "15", brokerage: "19.95" };
    const outcome = scenarioOf(ledger, { fy: 2020, asOf: "2019-08-16", sales: [sale] });
    if ("refusal" in outcome) throw new Error(`refused: ${JSON.stringify(outcome.refusal)}`);
    expect(outcome.result.sales).toEqual([
      expect.objectContaining({
        parcel: { parcelId: "wes-col:w1", stockId: "COL", acquiredOn: "2017-08-15" },
        line: expect.objectContaining({ gain: "1688.962455", discountEligible: true }),
      }),
    ]);
  });
});

describe("a parcel's stock without a replay (parcelStocks)", () => {
  const createdAt = "2030-01-01T00:00:00.000Z";
  const bonus = (id: string, exDate: string, dividendPerShare: string | null): BonusIssueAction => ({
    ...base("WES", "WES", id),
    type: "BONUS_ISSUE",
    exDate,
    issueDate: exDate,
    bonusPerHeld: { received: "1", held: "10" },
    dividendPerShare,
    frankingPercent: "100",
    companyTaxRate: "0.30",
    unitsReceived: null,
    fractions: "down",
  });
  const takeover: TakeoverAction = {
    ...base("WES", "WES", "takeover-1"),
    type: "TAKEOVER",
    effectiveDate: "2020-01-15",
    cashPerShare: "1.00",
    acquirerStockId: "BID",
    scripPerShare: { received: "1", held: "2" },
    scripValuePerShare: "80.00",
    rollover: true,
    unitsReceived: null,
    fractions: "down",
  };
  // Every action that makes parcels, on one WES holding: bonus parcels (with and without a dividend),
  // demerged COL parcels of them, WDS paid in specie, rights taken up, then BID's scrip for them all.
  const ledger = {
    trades: [wesBuy()],
    actions: [
      bonus("bonus-1", "2018-01-10", null),
      bonus("bonus-2", "2018-03-01", "0.50"),
      demerger(),
      inSpecieDividend({ id: "specie-1", stockId: "WES", symbol: "WES", exDate: "2019-05-01", payDate: "2019-05-10" }),
      rightsIssue({
        id: "rights-1",
        stockId: "WES",
        symbol: "WES",
        exDate: "2019-08-01",
        takenUp: [{ date: "2019-08-20", units: "60" }],
        sold: [],
      }),
      takeover,
    ].flatMap((action) => ledgerActionsOf(action, createdAt)),
  };

  it.each(["2019-12-31", "2020-06-30"])("names the replay's stock for every parcel open at %s", (asOf) => {
    const replay = replayLedger(ledger, asOf);
    expect(replay.refusals).toEqual([]);
    const parcels = replay.parcels.filter((parcel) => parcel.parcelId !== "w1");
    // Made by each kind of action, not only bought.
    expect(new Set(parcels.map((parcel) => parcel.stockId))).toEqual(
      new Set(asOf < "2020-01-15" ? ["WES", "COL", "WDS"] : ["COL", "WDS", "BID"]),
    );
    const stockOf = parcelStocks(ledger);
    expect(replay.parcels.map((parcel) => [parcel.parcelId, stockOf(parcel.parcelId)])).toEqual(
      replay.parcels.map((parcel) => [parcel.parcelId, parcel.stockId]),
    );
  });

  it("knows no id the ledger does not give", () => {
    const stockOf = parcelStocks(ledger);
    expect([stockOf("no-such-parcel"), stockOf("rights-1"), stockOf("other-action:w1")]).toEqual([undefined, undefined, undefined]);
  });
});
