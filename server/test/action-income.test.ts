// Dividends corporate actions pay, through the API (issue 46, decision 065): BHP's in-specie dividend
// of Woodside shares (1 June 2022: 1,000 BHP → 180 WDS × $29.76 = $5,356.80, fully franked, credit
// $2,295.77) and a bonus issue with a dividend are dividend income beside the cash dividends — in the
// income report and its totals, the holding's income and total return, the tax summary's labels and
// Before 30 June's franking estimate — derived on read, never stored. Not tax advice.
import type { Agent } from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postAction } from "./support/corporate-actions";
import { addStock, addTrade } from "./support/ledger";
import { startTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date("2022-11-20T00:00:00Z") });
});
afterAll(() => t?.close());

const bhpWds = (stockId: string) => ({
  type: "IN_SPECIE_DIVIDEND",
  stockId,
  exDate: "2022-05-25",
  payDate: "2022-06-01",
  newSymbol: "WDS",
  newName: "Woodside Energy Group Ltd",
  sharesPerHeld: "1:5.534",
  marketValuePerShare: "29.76",
  frankingPercent: "100",
});

/** 1,000 BHP bought in 2010 at $40, priced $45; a cash dividend of $1.50 fully franked paid 28 Mar 2022. */
async function bhpHolder() {
  const { agent } = await t.signedInAgent();
  const bhp = await addStock(agent, "BHP", 45);
  await addTrade(agent, { stockId: bhp, type: "BUY", tradeDate: "2010-05-05", units: "1000", price: "40" });
  const cash = await agent
    .post("/api/dividends")
    .send({ stockId: bhp, exDate: "2022-03-10", payDate: "2022-03-28", amountPerShare: "1.5", frankingPercent: "100" });
  expect(cash.status, JSON.stringify(cash.body)).toBe(201);
  return { agent, bhp };
}

const income = async (agent: Agent, fy: number) => (await agent.get(`/api/income?fy=${fy}`).expect(200)).body;

describe("an in-specie dividend is dividend income", () => {
  it("BHP → WDS: a 5,356.80 line in FY 2022 with a 2,295.77 credit, beside the 1,500.00 cash dividend, in the year's totals", async () => {
    const { agent, bhp } = await bhpHolder();
    const { action } = await postAction(agent, bhpWds(bhp));
    const year = await income(agent, 2022);
    expect(year.lines).toEqual([
      expect.objectContaining({ symbol: "BHP", payDate: "2022-03-28", cash: "1500.00", frankingCredit: "642.86" }),
      {
        dividendId: action!.id,
        stockId: bhp,
        symbol: "BHP",
        exDate: "2022-05-25",
        payDate: "2022-06-01",
        units: "1000",
        amountPerShare: "5.3568",
        cash: "5356.80",
        frankingPercent: "100",
        frankingCredit: "2295.77",
        grossedUp: "7652.57",
        drpUnits: null,
        status: "confirmed",
        actionType: "IN_SPECIE_DIVIDEND",
        paidInSymbol: "WDS",
      },
    ]);
    expect(year.totals).toMatchObject({ cash: "6856.80", franked: "6856.80", unfranked: "0.00", frankingCredits: "2938.63" });
    expect((await income(agent, 2023)).lines).toEqual([]);
    const csv = await agent.get("/api/income?fy=2022&format=csv").expect(200);
    const line = csv.text.split("\r\n").find((row: string) => row.includes("5356.80"));
    expect(line).toMatch(/2022-06-01.*2022-05-25.*BHP.*,1000,5\.3568,5356\.80,100,2295\.77,7652\.57,/);
  });

  it("is the holding's income: BHP's 12 months, credits and total return count it; WDS holds 180 at 5,356.80", async () => {
    const { agent, bhp } = await bhpHolder();
    await postAction(agent, bhpWds(bhp));
    const body = (await agent.get("/api/holdings").expect(200)).body;
    const bhpRow = body.holdings.find((row: { stockId: string }) => row.stockId === bhp);
    // Unrealised 45,000 − 40,000 = 5,000; income 1,500.00 + 5,356.80.
    expect(bhpRow).toMatchObject({ incomeLast12Months: "6856.80", frankingCreditsLast12Months: "2938.63", totalReturn: "11856.80" });
    expect(body.holdings.find((row: { symbol: string }) => row.symbol === "WDS")).toMatchObject({ units: "180", costBase: "5356.80" });
    expect(body.totals).toMatchObject({ incomeLast12Months: "6856.80", frankingCreditsLast12Months: "2938.63" });
  });

  it("is at the tax summary's dividend labels (11T, 11U) and in Before 30 June's franking estimate", async () => {
    const { agent, bhp } = await bhpHolder();
    const { action } = await postAction(agent, bhpWds(bhp));
    const summary = (await agent.get("/api/tax-summary?fy=2022").expect(200)).body;
    const byLabel = Object.fromEntries(summary.figures.map((figure: { label: string; amount: string }) => [figure.label, figure.amount]));
    expect(byLabel).toMatchObject({ "11S": "0.00", "11T": "6856.80", "11U": "2938.63" });
    const franked = summary.figures.find((figure: { label: string }) => figure.label === "11T");
    expect(franked.lines).toEqual([
      expect.objectContaining({ kind: "dividend", symbol: "BHP", date: "2022-03-28", amount: "1500.00" }),
      expect.objectContaining({ kind: "dividend", symbol: "BHP", id: action!.id, date: "2022-06-01", amount: "5356.80" }),
    ]);
    const timing = (await agent.get("/api/tax-timing?fy=2022").expect(200)).body;
    expect(timing.frankingCredits.estimate).toBe("2938.63");
  });
});

describe("a bonus issue with a dividend is dividend income", () => {
  it("1 for 10 with $0.12 fully franked on 10,000 held: a 1,200.00 line at the issue date with a 514.29 credit; without a dividend, none", async () => {
    const { agent } = await t.signedInAgent();
    const lic = await addStock(agent, "LIC", 1.2);
    await addTrade(agent, { stockId: lic, type: "BUY", tradeDate: "2020-06-10", units: "10000", price: "1.1" });
    const bonus = { type: "BONUS_ISSUE", stockId: lic, exDate: "2022-02-01", issueDate: "2022-02-12", bonusPerHeld: "1:10" };
    const { action } = await postAction(agent, { ...bonus, dividendPerShare: "0.12", frankingPercent: "100" });
    expect((await income(agent, 2022)).lines).toEqual([
      expect.objectContaining({
        dividendId: action!.id,
        symbol: "LIC",
        payDate: "2022-02-12",
        units: "10000",
        amountPerShare: "0.12",
        cash: "1200.00",
        frankingCredit: "514.29",
        actionType: "BONUS_ISSUE",
      }),
    ]);
    expect((await income(agent, 2022)).lines[0]).not.toHaveProperty("paidInSymbol");
    await agent.delete(`/api/corporate-actions/${action!.id}`).expect(200);
    await postAction(agent, bonus);
    expect((await income(agent, 2022)).lines).toEqual([]);
  });
});

describe("the Holding tab's dividends list carries the income an action paid, read-only", () => {
  it("BHP's list: its cash dividend, and the in-specie WDS line with the income report's figures; WDS's list has none; none stored", async () => {
    const { agent, bhp } = await bhpHolder();
    const { action } = await postAction(agent, bhpWds(bhp));
    const list = (await agent.get(`/api/dividends?stockId=${bhp}`).expect(200)).body;
    expect(list.dividends.map((row: { cash: string }) => row.cash)).toEqual(["1500.00"]);
    const reported = (await income(agent, 2022)).lines.find((line: { dividendId: string }) => line.dividendId === action!.id);
    expect(list.actionIncome).toEqual([reported]);
    expect(list.actionIncome[0]).toMatchObject({
      units: "1000",
      cash: "5356.80",
      frankingCredit: "2295.77",
      grossedUp: "7652.57",
      paidInSymbol: "WDS",
    });
    const wds = (await agent.get("/api/holdings").expect(200)).body.holdings.find((row: { symbol: string }) => row.symbol === "WDS");
    expect((await agent.get(`/api/dividends?stockId=${wds.stockId}`).expect(200)).body.actionIncome).toEqual([]);
    // Derived, not stored: the whole list has only the cash dividend, and the line is no dividend to edit.
    const all = (await agent.get("/api/dividends").expect(200)).body;
    expect(all.dividends).toHaveLength(1);
    expect(all.actionIncome).toEqual([]);
    await agent.patch(`/api/dividends/${action!.id}`).send({ note: "x" }).expect(404);
    // A financial year without it, or the estimates only, leave it out.
    expect((await agent.get(`/api/dividends?stockId=${bhp}&fy=2023`).expect(200)).body.actionIncome).toEqual([]);
    expect((await agent.get(`/api/dividends?stockId=${bhp}&status=estimated`).expect(200)).body.actionIncome).toEqual([]);
  });

  it("a bonus issue's dividend: 'BONUS_ISSUE' on 10,000 units, 1,200.00 with a 514.29 credit; another user's stock is 404", async () => {
    const { agent } = await t.signedInAgent();
    const lic = await addStock(agent, "LIC", 1.2);
    await addTrade(agent, { stockId: lic, type: "BUY", tradeDate: "2020-06-10", units: "10000", price: "1.1" });
    const bonus = { type: "BONUS_ISSUE", stockId: lic, exDate: "2022-02-01", issueDate: "2022-02-12", bonusPerHeld: "1:10" };
    await postAction(agent, { ...bonus, dividendPerShare: "0.12", frankingPercent: "100" });
    const list = (await agent.get(`/api/dividends?stockId=${lic}`).expect(200)).body;
    expect(list.dividends).toEqual([]);
    expect(list.actionIncome).toEqual([
      expect.objectContaining({
        units: "10000",
        cash: "1200.00",
        frankingCredit: "514.29",
        grossedUp: "1714.29",
        actionType: "BONUS_ISSUE",
      }),
    ]);
    const { agent: other } = await t.signedInAgent();
    await other.get(`/api/dividends?stockId=${lic}`).expect(404);
  });
});
