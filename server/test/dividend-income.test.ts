// The income of a financial year with the figures to the cent, as JSON and CSV, and the
// holdings' dividend figures (issue 31).
import { describe, expect, it } from "vitest";
import { add, dividendHolders, refused } from "./support/dividend-holder";
import { addTrade } from "./support/ledger";

const holder = dividendHolders();

describe("GET /api/income", () => {
  async function year() {
    const h = await holder();
    await add(h.agent, { stockId: h.ids.CBA, exDate: "2024-08-14", payDate: "2024-09-26", amountPerShare: "0.72", frankingPercent: 100 });
    await add(h.agent, { stockId: h.ids.XYZ, exDate: "2024-10-01", payDate: "2024-11-01", amountPerShare: "1", frankingPercent: 60 });
    const drp = { drpUnits: "45", drpPrice: "8" };
    await add(h.agent, {
      stockId: h.ids.WES,
      exDate: "2024-12-01",
      payDate: "2025-01-15",
      amountPerShare: "0.25",
      frankingPercent: 100,
      ...drp,
    });
    // An estimate without a pay date counts in its ex-date's year; one paid on 1 July in the next.
    await add(h.agent, { stockId: h.ids.CBA, exDate: "2025-06-30", amountPerShare: "0.5" });
    await add(h.agent, { stockId: h.ids.XYZ, exDate: "2025-06-30", payDate: "2025-07-01", amountPerShare: "1", frankingPercent: 0 });
    return h;
  }

  it("lines and totals of FY 2025 to the cent (60% franked $100 → credit 25.71)", async () => {
    const h = await year();
    const body = (await h.agent.get("/api/income?fy=2025").expect(200)).body;
    expect(body.fy).toBe(2025);
    expect(body.lines.map((line: { symbol: string; cash: string; frankingCredit: string | null; grossedUp: string }) => line)).toEqual([
      expect.objectContaining({ symbol: "CBA", payDate: "2024-09-26", cash: "21.60", frankingCredit: "9.26", grossedUp: "30.86" }),
      expect.objectContaining({ symbol: "XYZ", cash: "100.00", frankingPercent: "60", frankingCredit: "25.71", grossedUp: "125.71" }),
      expect.objectContaining({ symbol: "WES", cash: "360.00", frankingCredit: "154.29", drpUnits: "45", status: "confirmed" }),
      expect.objectContaining({
        symbol: "CBA",
        payDate: null,
        cash: "15.00",
        frankingPercent: null,
        frankingCredit: null,
        status: "estimated",
      }),
    ]);
    expect(body.totals).toEqual({
      cash: "496.60",
      franked: "441.60",
      unfranked: "55.00",
      frankingCredits: "189.26",
      grossedUp: "685.86",
      estimated: 1,
      frankingUnknown: 1,
    });
    expect(body.financialYears).toEqual([2026, 2025]);
    const next = (await h.agent.get("/api/income?fy=2026").expect(200)).body;
    expect(next.lines.map((line: { payDate: string }) => line.payDate)).toEqual(["2025-07-01"]);
  });

  it("financialYears (the Tax page's choices): the current one and each with income, by pay date, an estimate by its ex-date", async () => {
    const h = await holder();
    // Paid on 1 July 2023: FY 2024. An estimate with ex-date 30 June 2023 and no pay date: FY 2023.
    await add(h.agent, {
      stockId: h.ids.CBA,
      exDate: "2023-06-20",
      payDate: "2023-07-01",
      amountPerShare: "1",
      frankingPercent: 0,
      units: "30",
    });
    await add(h.agent, { stockId: h.ids.XYZ, exDate: "2023-06-30", amountPerShare: "1", units: "100" });
    expect((await h.agent.get("/api/income?fy=2024").expect(200)).body.financialYears).toEqual([2026, 2024, 2023]);
  });

  it("?format=csv: the lines, the totals and 'Not tax advice'", async () => {
    const h = await year();
    const res = await h.agent.get("/api/income?fy=2025&format=csv").expect(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-disposition"]).toBe('attachment; filename="income-fy2025.csv"');
    const lines = res.text.split("\r\n");
    expect(lines[0]).toBe("Pay Date,Ex Date,Code,Units,Amount Per Share,Cash,Franking %,Franking Credit,Grossed Up,DRP Units,Status");
    expect(lines[1]).toBe("2024-09-26,2024-08-14,CBA,30,0.72,21.60,100,9.26,30.86,,Confirmed");
    expect(lines).toContain("Franking credits,189.26");
    expect(lines).toContain("Grossed up,685.86");
    expect(res.text).toContain("Not tax advice");
  });

  it("refuses a year that is no financial year (400)", async () => {
    const h = await holder();
    await refused(h.agent.get("/api/income?fy=abc"), 400, "validation_failed");
    await refused(h.agent.get("/api/income?format=xml"), 400, "validation_failed");
  });
});

describe("GET /api/holdings with dividends", () => {
  it("per holding: income and franking credits of the last 12 months, realised gain, total return with every cash dividend", async () => {
    const h = await holder();
    await addTrade(h.agent, { stockId: h.ids.CBA, type: "SELL", tradeDate: "2025-02-01", units: "10", price: "9" });
    // Paid 26 Sep 2024: before the last 12 months (21 Nov 2024 – 20 Nov 2025), still in the total return.
    await add(h.agent, { stockId: h.ids.CBA, exDate: "2024-08-14", payDate: "2024-09-26", amountPerShare: "0.72", frankingPercent: 100 });
    await add(h.agent, { stockId: h.ids.CBA, exDate: "2025-02-20", payDate: "2025-03-27", amountPerShare: "0.72", frankingPercent: 100 });
    const body = (await h.agent.get("/api/holdings").expect(200)).body;
    const cba = body.holdings.find((row: { symbol: string }) => row.symbol === "CBA");
    // 20 units left at $10 cost $140: unrealised 60; sold 10 at $9 that cost $70: realised 20; dividends 21.60 + 14.40.
    expect(cba).toMatchObject({
      units: "20",
      unrealisedGain: "60.00",
      realisedGain: "20.00",
      incomeLast12Months: "14.40",
      frankingCreditsLast12Months: "6.17",
      totalReturn: "116.00",
    });
    // Total return: CBA 116.00 + XYZ 300.00 (100 × $3) + WES 4,320.00 (1,440 × $3), no dividends in the last two.
    expect(body.totals).toMatchObject({ incomeLast12Months: "14.40", frankingCreditsLast12Months: "6.17", totalReturn: "4736.00" });
  });
});
