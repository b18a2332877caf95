// The holdings ledger through the API (issue 30): the worked scenario of docs/holdings-scenario.md
// (shared/domain/ledger/fixtures/ledger-golden.json) entered as
// trades, answered by GET /api/holdings, /api/holdings/:stockId/parcels and /api/cgt to the cent;
// chosen parcels; a split; a trade of a code the user does not track.
import { and, eq } from "drizzle-orm";
import type { Agent } from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HoldingSettingsBody } from "@shared/contracts/holdings";
import type { SaleParcelsBody, TradeType, UpdateTradeBody } from "@shared/contracts/trades";
import { stocks } from "@shared/schema";
import { addStock, addTrade } from "./support/ledger";
import { startTestApp, type TestApp } from "./support/test-app";

const NOW = new Date("2025-06-20T00:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => NOW });
});
afterAll(() => t.close());

/** The scenario: A = BUY 100 @ 40.00 (1 Aug 2023), B = BUY 50 @ 46.00 (2 Sep 2024), SELL 120 @ 45.00 (3 Mar 2025), $19.95 each. */
async function workedScenario(agent: Agent) {
  const stockId = await addStock(agent, "CSL", 48);
  const trade = (type: TradeType, tradeDate: string, units: string, price: string) =>
    addTrade(agent, { stockId, type, tradeDate, units, price, brokerage: "19.95" });
  const a = await trade("BUY", "2023-08-01", "100", "40.00");
  const b = await trade("BUY", "2024-09-02", "50", "46.00");
  const sale = await trade("SELL", "2025-03-03", "120", "45.00");
  return { stockId, a, b, sale };
}

describe("the worked scenario through the API", () => {
  it("holdings after FIFO at 48.00: 30 units of B, cost base 1,391.97, market value 1,440.00, unrealised +48.03 (3.45 %)", async () => {
    const { agent } = await t.signedInAgent();
    const { stockId } = await workedScenario(agent);
    const res = await agent.get("/api/holdings").expect(200);
    expect(res.body.holdings).toEqual([
      expect.objectContaining({
        stockId,
        symbol: "CSL",
        units: "30",
        costBase: "1391.97",
        averageCost: "46.399",
        lastPrice: "48",
        marketValue: "1440.00",
        unrealisedGain: "48.03",
        unrealisedGainPercent: "3.45",
        weight: "100.00",
      }),
    ]);
    expect(res.body.totals).toMatchObject({ costBase: "1391.97", marketValue: "1440.00", unrealisedGain: "48.03" });
    expect(res.body.tradeCount).toBe(3);
  });

  it("totals' total return: the holdings' own added up to the cent; null with no holding", async () => {
    const { agent } = await t.signedInAgent();
    expect((await agent.get("/api/holdings").expect(200)).body.totals.totalReturn).toBeNull();
    // CSL: realised 432.12 (463.425 − 31.305) + unrealised 48.03.
    await workedScenario(agent);
    // 1 unit bought at 10.00 and priced at 10.005: 0.005 each, shown as 0.01.
    for (const symbol of ["AAA", "BBB"]) {
      const stockId = await addStock(agent, symbol, 10.005);
      await addTrade(agent, { stockId, type: "BUY", tradeDate: "2025-01-06", units: "1", price: "10" });
    }
    const body = (await agent.get("/api/holdings").expect(200)).body;
    const returns = body.holdings.map((row: { symbol: string; totalReturn: string | null }) => [row.symbol, row.totalReturn]);
    expect(returns).toEqual([
      ["AAA", "0.01"],
      ["BBB", "0.01"],
      ["CSL", "480.15"],
    ]);
    // The Total row adds up the column as shown: 480.15 + 0.01 + 0.01, not the unrounded 480.16.
    expect(body.totals.totalReturn).toBe("480.17");
  });

  it("parcels: what is left of B, eligible for the discount from 3 Sep 2025", async () => {
    const { agent } = await t.signedInAgent();
    const { stockId, b } = await workedScenario(agent);
    const res = await agent.get(`/api/holdings/${stockId}/parcels`).expect(200);
    expect(res.body).toEqual([
      { tradeId: b, acquiredOn: "2024-09-02", units: "30", costBase: "1391.97", discountEligibleFrom: "2025-09-03" },
    ]);
  });

  it("CGT FY 2025, FIFO: A +463.43 (discountable), B −31.31; net capital gain 216.06", async () => {
    const { agent } = await t.signedInAgent();
    const { a, b, sale } = await workedScenario(agent);
    const res = await agent.get("/api/cgt?fy=2025&method=fifo").expect(200);
    expect(
      res.body.lines.map((l: Record<string, unknown>) => [
        l.sellTradeId,
        l.parcelTradeId,
        l.units,
        l.proceeds,
        l.costBase,
        l.gain,
        l.discountEligible,
      ]),
    ).toEqual([
      [sale, a, "100", "4483.38", "4019.95", "463.43", true],
      // Shown as it adds up (issue 44 item 8): 896.68 − 927.99 = −31.31, the exact −31.305 to the cent.
      [sale, b, "20", "896.68", "927.99", "-31.31", false],
    ]);
    expect(res.body.totals).toMatchObject({
      capitalGains: "463.43",
      capitalLosses: "31.31",
      netCapitalGain: "216.06",
      lossCarriedForward: "0.00",
    });
    // Another year has none of these lines.
    expect((await agent.get("/api/cgt?fy=2024&method=fifo").expect(200)).body.lines).toEqual([]);
  });

  it("CGT FY 2025, minimise gain: B's 50 first (−78.26), then 70 of A (+324.40); net 123.07", async () => {
    const { agent } = await t.signedInAgent();
    await workedScenario(agent);
    const res = await agent.get("/api/cgt?fy=2025&method=minimise").expect(200);
    expect(res.body.lines.map((l: Record<string, unknown>) => [l.acquiredOn, l.units, l.gain])).toEqual([
      ["2024-09-02", "50", "-78.26"],
      ["2023-08-01", "70", "324.40"],
    ]);
    expect(res.body.totals.netCapitalGain).toBe("123.07");
  });

  it("chosen parcels win over the method: B's 50 and 70 of A give 123.07 under FIFO too", async () => {
    const { agent } = await t.signedInAgent();
    const { a, b, sale } = await workedScenario(agent);
    const body: SaleParcelsBody = {
      allocations: [
        { parcelTradeId: b, units: "50" },
        { parcelTradeId: a, units: "70" },
      ],
    };
    const chosen = await agent.put(`/api/trades/${sale}/parcels`).send(body);
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect(chosen.body).toMatchObject({ sellTradeId: sale, chosen: true });
    expect(chosen.body.parcels.map((p: Record<string, unknown>) => [p.tradeId, p.units, p.unitsSold])).toEqual([
      [a, "100", "70"],
      [b, "50", "50"],
    ]);
    const res = await agent.get("/api/cgt?fy=2025&method=fifo").expect(200);
    expect(res.body.totals.netCapitalGain).toBe("123.07");
    expect(res.body.lines.every((l: { parcelsChosen: boolean }) => l.parcelsChosen)).toBe(true);
    // Clearing the choice gives the method back.
    await agent.put(`/api/trades/${sale}/parcels`).send({ allocations: [] }).expect(200);
    expect((await agent.get("/api/cgt?fy=2025&method=fifo").expect(200)).body.totals.netCapitalGain).toBe("216.06");
  });

  it("the parcel method setting: minimise gain becomes the CGT answer's default (123.07)", async () => {
    const { agent } = await t.signedInAgent();
    await workedScenario(agent);
    expect((await agent.get("/api/holdings/settings").expect(200)).body).toMatchObject({ parcelMethod: "fifo" });
    const minimise: HoldingSettingsBody = { parcelMethod: "minimise" };
    expect((await agent.put("/api/holdings/settings").send(minimise).expect(200)).body).toMatchObject(minimise);
    const res = await agent.get("/api/cgt?fy=2025").expect(200);
    expect([res.body.method, res.body.totals.netCapitalGain]).toEqual(["minimise", "123.07"]);
    // The holding left follows the method too: 30 units of A remain.
    expect((await agent.get("/api/holdings").expect(200)).body.holdings[0]).toMatchObject({ units: "30", costBase: "1205.99" });
    const bad = await agent.put("/api/holdings/settings").send({ parcelMethod: "lifo" }).expect(400);
    expect(bad.body.error).toBe("parcelMethod: Method must be fifo or minimise");
  });

  it("a 2-for-1 split on A: 200 units, cost still 4,019.95 (20.09975 a unit), still acquired 1 Aug 2023", async () => {
    const { agent } = await t.signedInAgent();
    const stockId = await addStock(agent, "CSL", 48);
    const a = await addTrade(agent, { stockId, type: "BUY", tradeDate: "2023-08-01", units: "100", price: "40.00", brokerage: "19.95" });
    await addTrade(agent, { stockId, type: "SPLIT", tradeDate: "2024-01-10", ratioFrom: 1, ratioTo: 2 });
    expect((await agent.get(`/api/holdings/${stockId}/parcels`).expect(200)).body).toEqual([
      { tradeId: a, acquiredOn: "2023-08-01", units: "200", costBase: "4019.95", discountEligibleFrom: "2024-08-02" },
    ]);
    expect((await agent.get("/api/holdings").expect(200)).body.holdings[0]).toMatchObject({ units: "200", averageCost: "20.09975" });
  });
});

describe("trades", () => {
  it("a trade of a code the user does not track adds it to Portfolio, named from the ASX list", async () => {
    const { agent, user } = await t.signedInAgent();
    const res = await agent.post("/api/trades").send({ symbol: "bhp", type: "BUY", tradeDate: "2025-01-06", units: "10", price: "41.5" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ symbol: "BHP", newStock: true, units: "10", price: "41.5", brokerage: "0", batchId: null });
    const [stock] = await t.db
      .select()
      .from(stocks)
      .where(and(eq(stocks.userId, user.id), eq(stocks.symbol, "BHP")));
    expect([stock.name, stock.isPortfolio, stock.id]).toEqual(["BHP Group Limited", true, res.body.stockId]);
    // The second trade finds the stock it added.
    const again = await agent.post("/api/trades").send({ symbol: "BHP", type: "SELL", tradeDate: "2025-02-06", units: "4", price: "42" });
    expect(again.body).toMatchObject({ stockId: stock.id, newStock: false });
    const list = await agent.get("/api/trades").expect(200);
    expect(list.body.trades.map((trade: { type: string }) => trade.type)).toEqual(["SELL", "BUY"]);
  });

  it("edits a trade and deletes one, and the holding follows", async () => {
    const { agent } = await t.signedInAgent();
    const stockId = await addStock(agent, "NAB", 30);
    const buy = await addTrade(agent, { stockId, type: "BUY", tradeDate: "2024-01-02", units: "100", price: "25" });
    const edit: UpdateTradeBody = { units: "120", note: "Topped up" };
    const edited = await agent.patch(`/api/trades/${buy}`).send(edit);
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ id: buy, units: "120", note: "Topped up" });
    expect((await agent.get("/api/holdings").expect(200)).body.holdings[0]).toMatchObject({ units: "120", costBase: "3000.00" });
    expect((await agent.delete(`/api/trades/${buy}`).expect(200)).body).toEqual({ message: "Trade deleted" });
    expect((await agent.get("/api/holdings").expect(200)).body).toMatchObject({ holdings: [], tradeCount: 0 });
  });
});
