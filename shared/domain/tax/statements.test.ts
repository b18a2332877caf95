import { describe, expect, it } from "vitest";
import { capitalGainsForYear, trustGainLines, type DisposalLine, type TaxEntity } from "../ledger";
import {
  costBaseAdjustment,
  distributionFinancialYear,
  isAmit,
  reconcile,
  statementIncome,
  statementProblems,
  type StatementAmounts,
} from "./statements";
import { taxSummary, type SummaryStatement } from "./summary";

/** The brief's synthetic VAS-like FY2024 statement (docs/domain.md "ETF and managed fund tax statements"). */
export const VAS_FY2024: StatementAmounts = {
  cashDistribution: "2800.00",
  frankedDistributions: "2400.00",
  frankingCredits: "1000.00",
  unfranked: "0.00",
  interest: "0.00",
  otherAustralianIncome: "220.00",
  foreignIncome: "180.00",
  foreignIncomeTaxOffset: "20.00",
  discountedCapitalGains: "500.00",
  cgtConcessionAmount: "500.00",
  otherCapitalGains: "60.00",
  taxFree: "0.00",
  taxDeferred: "0.00",
  amitExcess: "35.00",
  amitShortfall: "0.00",
};
const statement: SummaryStatement = { ...VAS_FY2024, id: "st1", stockId: "VAS", fy: 2024 };

/** The same FY's $400 capital loss on shares. */
const loss: DisposalLine = {
  event: "A1",
  sellTradeId: "sell1",
  stockId: "XYZ",
  soldOn: "2024-02-01",
  parcelId: "buy1",
  acquiredOn: "2023-01-01",
  units: "100",
  proceeds: "600",
  costBase: "1000",
  gain: "-400",
  discountEligible: true,
};

describe("the brief's worked example: gross up, losses, then the holder's own discount", () => {
  it.each<[TaxEntity, string]>([
    ["individual", "330"],
    ["trust", "330"],
    ["smsf", "440"],
    ["company", "660"],
  ])("%s: net capital gain $%s", (entity, net) => {
    const year = capitalGainsForYear([loss], 2024, { entity, trustGains: trustGainLines(statement) });
    // Losses to the non-discount 60 first (340 left), then to the grossed-up 1,000 → 660.
    expect(year.steps).toMatchObject({
      lossesAppliedToOtherGains: "60",
      lossesAppliedToDiscountableGains: "340",
      discountableGainsLeft: "660",
    });
    expect(year.totals).toMatchObject({ capitalGains: "1060", capitalLosses: "400", discountableGains: "1000", netCapitalGain: net });
  });

  it("taking the statement's $500 as final would give $160: the gross-up is what makes $330", () => {
    const asFinal = [{ ...trustGainLines(statement)[0], gain: "500", discountEligible: false }, trustGainLines(statement)[1]];
    expect(capitalGainsForYear([loss], 2024, { trustGains: asFinal }).totals.netCapitalGain).toBe("160");
  });

  it("the trust gains are lines of their fund and year, the discounted one grossed up", () => {
    expect(trustGainLines(statement)).toEqual([
      {
        statementId: "st1",
        stockId: "VAS",
        financialYear: 2024,
        kind: "discounted",
        asStated: "500",
        gain: "1000",
        discountEligible: true,
      },
      { statementId: "st1", stockId: "VAS", financialYear: 2024, kind: "other", asStated: "60", gain: "60", discountEligible: false },
    ]);
  });
});

describe("a loss brought in from before the ledger", () => {
  it("enters the first year's ordering like a loss brought forward, and what is left carries on", () => {
    const gain: DisposalLine = { ...loss, soldOn: "2025-03-01", gain: "300", proceeds: "1300", discountEligible: false };
    const options = { lossBroughtIn: { amount: "1000", financialYear: 2024 } };
    // FY2024: the 400 loss and the 1,000 brought in meet 0 gains: 1,400 carried. FY2025: 300 used, 1,100 carried.
    expect(capitalGainsForYear([loss, gain], 2024, options).totals).toMatchObject({
      lossBroughtForward: "1000",
      lossCarriedForward: "1400",
    });
    expect(capitalGainsForYear([loss, gain], 2025, options).totals).toMatchObject({
      lossBroughtForward: "1400",
      netCapitalGain: "0",
      lossCarriedForward: "1100",
    });
  });

  it("counts in a year with no sale at all", () => {
    expect(capitalGainsForYear([], 2022, { lossBroughtIn: { amount: "250.50", financialYear: 2022 } }).totals.lossCarriedForward).toBe(
      "250.5",
    );
  });
});

describe("a statement's rules", () => {
  it("refuses franking credits above franked × 30/70, and an excess with a shortfall", () => {
    expect(statementProblems(VAS_FY2024)).toEqual([]);
    // 2,400 × 30 / 70 = 1,028.571…: 1,028.57 passes, 1,028.58 does not.
    expect(statementProblems({ ...VAS_FY2024, frankingCredits: "1028.57" })).toEqual([]);
    expect(statementProblems({ ...VAS_FY2024, frankingCredits: "1028.58" })[0]).toMatch(
      /more than franked distributions of 2400.00 allow \(at most 1028.57/,
    );
    expect(statementProblems({ ...VAS_FY2024, amitShortfall: "1.00" })[0]).toMatch(/excess or a shortfall, not both/);
  });

  it("a distribution belongs to the year of the day before its ex-date", () => {
    expect(distributionFinancialYear("2024-07-01")).toBe(2024);
    expect(distributionFinancialYear("2024-07-02")).toBe(2025);
    expect(distributionFinancialYear("2024-04-01")).toBe(2024);
  });

  it("moves cost base by the AMIT net amount, or a non-AMIT trust's tax-deferred amount", () => {
    expect(costBaseAdjustment(VAS_FY2024)).toBe("-35");
    expect(costBaseAdjustment({ ...VAS_FY2024, amitExcess: "0", amitShortfall: "12.5" })).toBe("12.5");
    const nonAmit = { ...VAS_FY2024, amitExcess: null, amitShortfall: null, taxDeferred: "40.00" };
    expect(isAmit(nonAmit)).toBe(false);
    expect(costBaseAdjustment(nonAmit)).toBe("-40");
  });

  it("its income: franking credits and the foreign tax offset apart from cash", () => {
    expect(statementIncome(VAS_FY2024)).toEqual({
      otherTrustIncome: "220",
      frankedDistributions: "2400",
      frankingCredits: "1000",
      foreignIncome: "180",
      foreignIncomeTaxOffset: "20",
      nonAssessable: "500",
    });
  });

  it("reconciles the year's cash distributions with the statement's cash total", () => {
    expect(reconcile("2800.00", ["700.00", "700.00", "700.00", "700.00"])).toMatchObject({ difference: "0", distributions: 4 });
    expect(reconcile("2800.00", ["700.00", "700.00", "650.00"])).toMatchObject({ distributionsCash: "2050", difference: "750" });
  });
});

describe("the tax summary", () => {
  const cgt = (entity: TaxEntity) => capitalGainsForYear([loss], 2024, { entity, trustGains: trustGainLines(statement) });
  const dividends = [{ id: "d1", stockId: "CBA", date: "2023-09-28", franked: "240", unfranked: "0", frankingCredit: "102.857142857" }];

  it("puts an individual's figures at the return's labels, each with its lines", () => {
    const figures = taxSummary({ entity: "individual", cgt: cgt("individual"), dividends, statements: [statement] });
    const byLabel = Object.fromEntries(figures.map((figure) => [figure.label, figure.amount]));
    expect(byLabel).toEqual({
      "11S": "0.00",
      "11T": "240.00",
      "11U": "102.86",
      "13U": "220.00",
      "13C": "2400.00",
      "13Q": "1000.00",
      "18H": "1060.00",
      "18A": "330.00",
      "18V": "0.00",
      "20E": "180.00",
      "20M": "180.00",
      "20O": "20.00",
    });
    const net = figures.find((figure) => figure.key === "netCapitalGain")!;
    expect(net.lines.map((line) => [line.kind, line.id, line.amount])).toEqual([
      ["sale", "sell1", "-400.00"],
      ["trust-gain", "st1", "1000.00"],
      ["trust-gain", "st1", "60.00"],
    ]);
  });

  it("gives an SMSF and a company the same figures without the individual labels", () => {
    const smsf = taxSummary({ entity: "smsf", cgt: cgt("smsf"), dividends, statements: [statement] });
    expect(smsf.every((figure) => figure.label === null)).toBe(true);
    expect(smsf.find((figure) => figure.key === "netCapitalGain")!.amount).toBe("440.00");
    const company = taxSummary({ entity: "company", cgt: cgt("company"), dividends, statements: [statement] });
    expect(company.find((figure) => figure.key === "netCapitalGain")!.amount).toBe("660.00");
  });
});
