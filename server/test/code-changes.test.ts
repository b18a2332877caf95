// A code change through the API (issue 46, decision 065): Woodside's WPL → WDS of 25 May 2022. The
// stock is renamed, not disposed of: the same holding, parcels, dividends and fair values go on under
// WDS, with no CGT line; a file imported later with WPL lands on the WDS stock (trades, dividends,
// fair-value pastes), a trade entered as WPL does too, searching "WPL" finds it, adding WPL says it is
// WDS now, and deleting the action puts WPL back. Synthetic holdings. Not tax advice.
import { sql } from "drizzle-orm";
import type { Agent } from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postAction } from "./support/corporate-actions";
import { addStock, addTrade } from "./support/ledger";
import { startMarketDataServer } from "./support/market-data-server";
import { startTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date("2025-11-20T00:00:00Z") });
});
afterAll(() => t?.close());

const wplWds = (stockId: string, fields: object = {}) => ({
  type: "CODE_CHANGE",
  stockId,
  effectiveDate: "2022-05-25",
  newSymbol: "WDS",
  newName: "Woodside Energy Group Ltd",
  ...fields,
});

const stocksOf = async (agent: Agent) =>
  ((await agent.get("/api/stocks").expect(200)).body as { id: string; symbol: string; name: string }[]).map(({ id, symbol, name }) => ({
    id,
    symbol,
    name,
  }));
const holdings = async (agent: Agent) => (await agent.get("/api/holdings").expect(200)).body;
/** Both tables of GET /api/portfolio. */
const portfolioOf = async (agent: Agent) => [
  ...(await agent.get("/api/portfolio?isPortfolio=true").expect(200)).body,
  ...(await agent.get("/api/portfolio?isPortfolio=false").expect(200)).body,
];

/** A WPL holder: 1,000 bought 2015, a dividend of 2021 and a Morningstar value; answers the stock's id. */
async function wplHolder() {
  const { agent, user } = await t.signedInAgent();
  const wpl = await addStock(agent, "WPL", 30);
  const buyId = await addTrade(agent, {
    stockId: wpl,
    type: "BUY",
    tradeDate: "2015-03-02",
    units: "1000",
    price: "35",
    brokerage: "19.95",
  });
  const dividend = await agent
    .post("/api/dividends")
    .send({ stockId: wpl, exDate: "2021-08-30", payDate: "2021-09-24", amountPerShare: "0.3", frankingPercent: "100" });
  expect(dividend.status, JSON.stringify(dividend.body)).toBe(201);
  return { agent, user, wpl, buyId };
}

describe("CODE_CHANGE WPL → WDS", () => {
  it("renames the stock: the same holding, parcel and dividend under WDS, and no CGT line", async () => {
    const { agent, wpl, buyId } = await wplHolder();
    const before = await holdings(agent);
    const answer = await postAction(agent, wplWds(wpl));
    expect(answer.action).toMatchObject({ type: "CODE_CHANGE", stockId: wpl, symbol: "WDS", date: "2022-05-25" });
    expect(answer.preview.cgt).toEqual([]);

    expect(await stocksOf(agent)).toEqual([{ id: wpl, symbol: "WDS", name: "Woodside Energy Group Ltd" }]);
    const after = await holdings(agent);
    expect(after.holdings).toEqual([{ ...before.holdings[0], symbol: "WDS", name: "Woodside Energy Group Ltd" }]);
    expect(after.holdings[0]).toMatchObject({ stockId: wpl, units: "1000", costBase: "35019.95" });
    expect((await agent.get(`/api/holdings/${wpl}/parcels`).expect(200)).body).toEqual([
      expect.objectContaining({ tradeId: buyId, acquiredOn: "2015-03-02", units: "1000", costBase: "35019.95" }),
    ]);
    for (const fy of [2022, 2023]) expect((await agent.get(`/api/cgt?fy=${fy}`).expect(200)).body.lines).toEqual([]);
    const income = (await agent.get("/api/income?fy=2022").expect(200)).body;
    expect(income.lines).toEqual([expect.objectContaining({ symbol: "WDS", stockId: wpl, cash: "300.00" })]);
  });

  it("a file imported later with WPL lands on the WDS stock: trades by their date, dividends, fair-value pastes", async () => {
    const { agent, user, wpl } = await wplHolder();
    await postAction(agent, wplWds(wpl));
    const trades = [
      "Trade Date,Code,Type,Units,Price,Brokerage,Ratio,Acquired On,Note,Reference",
      "2021-02-01,WPL,BUY,200,20,10,,,,",
      "2022-07-01,WDS,BUY,50,33,10,,,,",
    ].join("\n");
    const imported = await agent.post("/api/import/trades").attach("file", Buffer.from(`${trades}\n`), "trades.csv");
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body).toMatchObject({ inserted: 2 });
    const dividends = [
      "Code,Ex Date,Pay Date,Amount Per Share,Franking %,Units,DRP Units,DRP Price",
      "WPL,2022-02-24,2022-03-23,2.1,100,,,",
    ].join("\n");
    const paid = await agent.post("/api/import/dividends").attach("file", Buffer.from(`${dividends}\n`), "dividends.csv");
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const paste = await agent
      .post("/api/import/morningstar")
      .send({ text: "Code,Last,Fair Value,Uncertainty,Economic Moat,Financial Health\nWPL,,34.00,High,None,Standard\n" });
    expect(paste.status, JSON.stringify(paste.body)).toBe(200);

    // Still one stock: WDS, holding 1,250 units; the WPL dividend row paid on the 1,200 held then (and 2021's on 1,200 too).
    expect((await stocksOf(agent)).map((stock) => stock.symbol)).toEqual(["WDS"]);
    expect((await holdings(agent)).holdings).toEqual([expect.objectContaining({ stockId: wpl, symbol: "WDS", units: "1250" })]);
    const income = (await agent.get("/api/income?fy=2022").expect(200)).body;
    expect(income.lines.map((line: { symbol: string; cash: string }) => [line.symbol, line.cash])).toEqual([
      ["WDS", "360.00"],
      ["WDS", "2520.00"],
    ]);
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from fair_values f join stocks s on s.id = f.stock_id where s.user_id = ${user.id} and f.fair_value = 34 and s.id = ${wpl}`,
    );
    expect(rows[0].n).toBe(1);
  });

  it("a trade entered as WPL lands on WDS; adding WPL says it is WDS now; searching WPL finds it", async () => {
    const { agent, wpl } = await wplHolder();
    await postAction(agent, wplWds(wpl));
    const trade = await agent.post("/api/trades").send({ symbol: "WPL", type: "BUY", tradeDate: "2020-01-06", units: "10", price: "30" });
    expect(trade.status, JSON.stringify(trade.body)).toBe(201);
    expect(trade.body).toMatchObject({ stockId: wpl, symbol: "WDS" });
    const added = await agent.post("/api/stocks").send({ symbol: "WPL", name: "Woodside", lastPrice: 30 });
    expect(added.status).toBe(409);
    expect(added.body).toEqual({ error: "WPL is now WDS, already in your stocks", code: "conflict" });
    expect(await portfolioOf(agent)).toEqual([expect.objectContaining({ id: wpl, symbol: "WDS", formerSymbols: ["WPL"] })]);
  });

  it("the closes stored under WPL before the change go on under WDS", async () => {
    const { agent, wpl } = await wplHolder();
    await t.db
      .execute(sql`insert into price_history (symbol, trade_date, close) values ('WPL', '2022-05-20', 31.5), ('WPL', '2022-05-24', 32)
                           on conflict do nothing`);
    await postAction(agent, wplWds(wpl));
    const { rows } = await t.db.execute<{ trade_date: string; close: number }>(
      sql`select trade_date::text, close from price_history where symbol = 'WDS' and trade_date <= '2022-05-24' order by trade_date`,
    );
    expect(rows).toEqual([
      { trade_date: "2022-05-20", close: 31.5 },
      { trade_date: "2022-05-24", close: 32 },
    ]);
  });

  it("deleting the code change puts WPL back; a code another stock has, a date after today or before the latest change are refused", async () => {
    const { agent, wpl } = await wplHolder();
    const other = await addStock(agent, "STO", 7);
    const taken = await postAction(agent, wplWds(wpl, { newSymbol: "STO" }), { status: 409 });
    expect(taken.error).toBe("STO is another of your stocks: the WPL holding cannot take its code (delete or rename that stock first)");
    const future = await postAction(agent, wplWds(wpl, { effectiveDate: "2025-12-01" }), { status: 422 });
    expect(future.error).toBe("A code change takes effect on its date: enter it on or after 1 Dec 2025");
    expect((await stocksOf(agent)).map((stock) => stock.symbol).sort()).toEqual(["STO", "WPL"]);

    const answer = await postAction(agent, wplWds(wpl));
    const earlier = await postAction(agent, wplWds(wpl, { effectiveDate: "2020-01-01", newSymbol: "WXX" }), { status: 422 });
    expect(earlier.error).toBe("WDS already changed its code on 25 May 2022 (WPL → WDS): a code change must come after it");
    await agent.delete(`/api/corporate-actions/${answer.action!.id}`).expect(200);
    expect(await stocksOf(agent)).toEqual([
      { id: other, symbol: "STO", name: "STO Test Ltd" },
      { id: wpl, symbol: "WPL", name: "WPL Test Ltd" },
    ]);
    const portfolio = await portfolioOf(agent);
    expect(portfolio.find((stock: { id: string }) => stock.id === wpl)).toMatchObject({ symbol: "WPL", formerSymbols: [] });
  });
});

describe("market data after WPL → WDS", () => {
  it("a price refresh of the stock asks for WDS, not WPL", async () => {
    const market = await startMarketDataServer();
    const app = await startTestApp({ config: { MARKET_DATA_BASE_URL: market.url }, now: () => new Date("2025-11-20T06:00:00Z") });
    try {
      const { agent } = await app.signedInAgent();
      const wpl = await addStock(agent, "WPL", 30);
      await postAction(agent, wplWds(wpl));
      const asked = market.requests.length;
      const res = await agent.post(`/api/stocks/${wpl}/refresh`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ id: wpl, symbol: "WDS" });
      expect(market.requests.slice(asked)).toEqual(["WDS"]);
    } finally {
      await app.close();
      await market.close();
    }
  });
});
