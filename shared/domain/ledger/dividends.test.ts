import { describe, expect, it } from "vitest";
import { COMPANY_TAX_RATES } from "../../constants";
import {
  dividendCash,
  dividendFigures,
  dividendIncomeDate,
  drpAcquisitionOf,
  incomeByFinancialYear,
  toCents,
  type DividendFigures,
  type DividendRefusal,
  type IncomeTotals,
  incomeLast12Months,
  presentIncomeTotals,
  type DividendRecord,
} from "./index";

let made = 0;
function dividend(fields: Partial<DividendRecord>): DividendRecord {
  made += 1;
  return {
    id: `d${made}`,
    stockId: "CSL",
    exDate: "2025-02-20",
    payDate: "2025-03-20",
    amountPerShare: "1",
    units: "100",
    frankingPercent: "100",
    companyTaxRate: "0.30",
    drpUnits: null,
    drpPrice: null,
    status: "confirmed",
    ...fields,
  };
}

describe("dividendFigures", () => {
  it.each([
    // 100 × 1.00 fully franked: credit 100 × 30 / 70 = 42.857…; grossed up 142.86.
    [COMPANY_TAX_RATES[0], "100", { cash: "100.00", franked: "100.00", unfranked: "0.00", frankingCredit: "42.86", grossedUp: "142.86" }],
    // At 25 %: 100 × 25 / 75 = 33.33.
    [COMPANY_TAX_RATES[1], "100", { cash: "100.00", franked: "100.00", unfranked: "0.00", frankingCredit: "33.33", grossedUp: "133.33" }],
    // 60 % franked at 30 %: 60 × 30 / 70 = 25.71 (docs/holdings-scenario.md, the partial case).
    [COMPANY_TAX_RATES[0], "60", { cash: "100.00", franked: "60.00", unfranked: "40.00", frankingCredit: "25.71", grossedUp: "125.71" }],
    // Unfranked: no credit.
    [COMPANY_TAX_RATES[0], "0", { cash: "100.00", franked: "0.00", unfranked: "100.00", frankingCredit: "0.00", grossedUp: "100.00" }],
  ])("at a %s company rate, %s %% franked", (companyTaxRate, frankingPercent, expected) => {
    const { figures } = dividendFigures(dividend({ companyTaxRate, frankingPercent }));
    const { cash, franked, unfranked, frankingCredit, grossedUp } = figures!;
    expect(
      Object.fromEntries(
        Object.entries({ cash, franked, unfranked, frankingCredit, grossedUp }).map(([key, value]) => [key, toCents(value)]),
      ),
    ).toEqual(expected);
  });

  it("keeps the credit exact: 21.60 × 30 / 70", () => {
    expect(dividendFigures(dividend({ units: "30", amountPerShare: "0.72" })).figures?.frankingCredit).toBe(
      "9.257142857142857142857142857142857142857",
    );
  });

  it("a reinvestment: 1,000 × $0.50 = $500 buys 45 units at $11 ($495), $5 left over", () => {
    const reinvested = dividend({ units: "1000", amountPerShare: "0.5", drpUnits: "45", drpPrice: "11" });
    const expected: Partial<DividendFigures> = { cash: "500", drpCost: "495", drpResidual: "5" };
    expect(dividendFigures(reinvested).figures).toMatchObject(expected);
    expect(drpAcquisitionOf(reinvested)).toEqual({
      dividendId: reinvested.id,
      stockId: "CSL",
      acquiredOn: "2025-03-20",
      units: "45",
      costBase: "495",
    });
  });

  it.each<[string, Partial<DividendRecord>, DividendRefusal]>([
    [
      "a reinvestment costing more than the cash",
      { units: "1000", amountPerShare: "0.5", drpUnits: "46", drpPrice: "11" },
      { code: "drp-over-cash", message: "46 DRP units at $11 cost $506.00, more than the dividend's $500.00" },
    ],
    [
      "units without a price",
      { drpUnits: "4", drpPrice: null },
      { code: "drp-incomplete", message: "A reinvested dividend needs both its DRP units and its DRP price" },
    ],
    [
      "a reinvestment without a pay date",
      { drpUnits: "4", drpPrice: "10", payDate: null },
      { code: "drp-without-pay-date", message: "A reinvested dividend needs its pay date: the DRP shares are acquired then" },
    ],
  ])("refuses %s", (_name, fields, refusal) => {
    expect(dividendFigures(dividend(fields))).toEqual({ figures: null, refusal });
  });

  it("no reinvestment, no parcel", () => {
    expect(drpAcquisitionOf(dividend({}))).toBeNull();
  });
});

describe("dividendCash", () => {
  it("is units x amount per share, exact past a double's digits, whatever the franking or reinvestment", () => {
    const record = dividend({ units: "123456789.123456", amountPerShare: "0.123457", frankingPercent: "70", drpUnits: "1", drpPrice: "2" });
    expect(dividendCash(record).toFixed()).toBe("15241604.814814507392");
    expect(dividendCash(record).toFixed()).toBe(dividendFigures({ ...record, drpUnits: null, drpPrice: null }).figures!.cash);
  });
});

describe("income by financial year", () => {
  const dividends = [
    dividend({ payDate: "2025-06-30", units: "10" }), // FY 2025: cash 10, credit 4.285714…
    dividend({ payDate: "2025-07-01", units: "20", frankingPercent: "50" }), // FY 2026: cash 20, franked 10
    dividend({ exDate: "2025-06-20", payDate: null, units: "30", status: "estimated" }), // FY 2025 by its ex-date
    dividend({ exDate: "2025-06-20", payDate: "2025-07-15", units: "40", frankingPercent: "0", status: "estimated" }), // FY 2026 by its pay date
  ];

  it("counts a dividend in its pay date's year, an estimate without one in its ex-date's", () => {
    expect(dividends.map(dividendIncomeDate)).toEqual(["2025-06-30", "2025-07-01", "2025-06-20", "2025-07-15"]);
    const years = incomeByFinancialYear(dividends);
    expect([...years.keys()]).toEqual([2025, 2026]);
    // FY 2025: cash 40, all franked, credit 40 × 3 / 7 = 17.142857…; grossed up 57.14.
    const year2025: IncomeTotals = {
      cash: "40.00",
      franked: "40.00",
      unfranked: "0.00",
      frankingCredits: "17.14",
      grossedUp: "57.14",
      estimated: 1,
      frankingUnknown: 0,
    };
    expect(presentIncomeTotals(years.get(2025)!)).toEqual(year2025);
    // FY 2026: cash 60, franked 10, credit 4.285714…
    expect(presentIncomeTotals(years.get(2026)!)).toEqual({
      cash: "60.00",
      franked: "10.00",
      unfranked: "50.00",
      frankingCredits: "4.29",
      grossedUp: "64.29",
      estimated: 1,
      frankingUnknown: 0,
    });
  });

  it("nothing paid, no years", () => {
    expect(incomeByFinancialYear([]).size).toBe(0);
  });
});

describe("income over the last 12 months", () => {
  it("counts income dates after the same day a year ago and up to today, per stock", () => {
    const dividends = [
      dividend({ payDate: "2024-06-30", units: "1" }), // a year ago to the day: out
      dividend({ payDate: "2024-07-01", units: "2" }),
      dividend({ payDate: "2025-06-30", units: "4" }),
      dividend({ payDate: "2025-07-01", units: "8" }), // not paid yet: out
      dividend({ exDate: "2025-01-10", payDate: null, units: "16", stockId: "BHP", status: "estimated" }),
    ];
    const income = incomeLast12Months(dividends, "2025-06-30");
    expect([...income.keys()]).toEqual(["BHP", "CSL"]);
    expect(income.get("CSL")).toMatchObject({ cash: "6", estimated: 0 });
    expect(income.get("BHP")).toMatchObject({ cash: "16", estimated: 1 });
  });
});
