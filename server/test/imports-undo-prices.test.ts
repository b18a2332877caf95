// Issue 33 item 1: undoing an import puts back the price (and its time) each stock had before the
// batch, unless a refresh or another import has priced the stock since; and alerts fire exactly once
// across the undo (docs/domain.md#what-each-import-stores, § Valuation alerts; decision 029).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fairValues, stocks } from "@shared/schema";
import { paste, type Agent } from "./support/imports";
import { startMarketDataServer, type MarketDataServer } from "./support/market-data-server";
import { refreshAll } from "./support/refresh-jobs";
import { startTestApp, type TestApp } from "./support/test-app";

// Friday's close, then the app's clock: a Saturday paste, later a Saturday refresh that still
// answers with Friday's close (the exchange's own time for it is before the paste).
const FRIDAY_CLOSE = new Date("2026-11-13T05:10:00Z");
const SATURDAY_PASTE = new Date("2026-11-14T00:00:00Z");
const SATURDAY_LATER = new Date("2026-11-14T02:00:00Z");
const MONDAY_CLOSE = new Date("2026-11-16T05:10:00Z");

const prices: Record<string, number> = {};
let marketTime = FRIDAY_CLOSE;
let clock = SATURDAY_PASTE;
let market: MarketDataServer;
let t: TestApp;
beforeAll(async () => {
  market = await startMarketDataServer({ prices, marketTime: () => marketTime });
  t = await startTestApp({ now: () => clock, config: { MARKET_DATA_BASE_URL: market.url } });
});
afterAll(async () => {
  await t.close();
  await market.close();
});

async function priceOf(stockId: string) {
  const [stock] = await t.db.select().from(stocks).where(eq(stocks.id, stockId));
  return { lastPrice: stock.lastPrice, at: stock.lastPriceUpdatedAt?.toISOString() ?? null };
}

/** A stock priced by a refresh: `price` at the market time `at`. */
async function refreshedStock(agent: Agent, symbol: string, price: number, at: Date) {
  const added = await agent
    .post("/api/stocks")
    .send({ symbol, name: `${symbol} Ltd`, lastPrice: price })
    .expect(201);
  await refresh(agent, added.body.id, price, at);
  return added.body.id as string;
}

async function refresh(agent: Agent, id: string, price: number, at: Date) {
  const symbol = (await t.db.select().from(stocks).where(eq(stocks.id, id)))[0].symbol;
  prices[symbol] = price;
  marketTime = at;
  const res = await agent.post(`/api/stocks/${id}/refresh`).expect(200);
  return res.body as { lastPrice: number; newAlerts: number };
}

const undo = async (agent: Agent, batch: string) => (await agent.delete(`/api/import/batches/${batch}`).expect(200)).body;
const targetAlerts = async (agent: Agent) =>
  ((await agent.get("/api/alerts?kind=target").expect(200)).body as { message: string }[]).map((alert) => alert.message);

describe("undoing an import that set a price (issue 33)", () => {
  it("puts back the price and time from before the batch, and the next refresh does not fire the batch's alert again", async () => {
    clock = SATURDAY_PASTE;
    const { agent } = await t.signedInAgent();
    const id = await refreshedStock(agent, "BHP", 45, FRIDAY_CLOSE);
    await agent.put(`/api/stocks/${id}/alert-target`).send({ below: 40, above: null }).expect(200);

    // A Morningstar paste with Last 39.00: the price as of the paste, and the target fires.
    const batch = await paste(agent, "BHP,39.00,42.00,Medium,Wide,Strong");
    expect(await priceOf(id)).toEqual({ lastPrice: 39, at: SATURDAY_PASTE.toISOString() });
    expect(await targetAlerts(agent)).toEqual(["Price $39.00 fell to your target $40.00"]);

    clock = SATURDAY_LATER;
    const undone = await undo(agent, batch);
    expect(undone).toMatchObject({ removedFairValues: 1, newAlerts: 0 });
    expect(await priceOf(id)).toEqual({ lastPrice: 45, at: FRIDAY_CLOSE.toISOString() });

    // The market then agrees with the paste: the user was told already, once is enough.
    expect(await refresh(agent, id, 39.2, MONDAY_CLOSE)).toMatchObject({ lastPrice: 39.2, newAlerts: 0 });
    expect(await targetAlerts(agent)).toEqual(["Price $39.00 fell to your target $40.00"]);
    // The edge still works: back above the target re-arms it, and the next fall fires it.
    expect(await refresh(agent, id, 41, MONDAY_CLOSE)).toMatchObject({ newAlerts: 0 });
    expect(await refresh(agent, id, 38.5, MONDAY_CLOSE)).toMatchObject({ newAlerts: 1 });
    expect(await targetAlerts(agent)).toEqual(["Price $38.50 fell to your target $40.00", "Price $39.00 fell to your target $40.00"]);
  });

  it("does not tell again of a level the batch's price had re-armed when the undo crosses it back", async () => {
    clock = SATURDAY_PASTE;
    const { agent } = await t.signedInAgent();
    const id = await refreshedStock(agent, "CSL", 43, FRIDAY_CLOSE);
    // Set above today's price, then the price rises to it: told once.
    await agent.put(`/api/stocks/${id}/alert-target`).send({ below: null, above: 44 }).expect(200);
    expect(await targetAlerts(agent)).toEqual([]);
    await refresh(agent, id, 44.5, FRIDAY_CLOSE);
    expect(await targetAlerts(agent)).toEqual(["Price $44.50 rose to your target $44.00"]);

    // The paste's 39.00 re-arms it; undoing the paste puts 44.50 back, which the user was told of.
    const batch = await paste(agent, "CSL,39.00,42.00,Medium,Wide,Strong");
    expect(await undo(agent, batch)).toMatchObject({ newAlerts: 0 });
    expect(await priceOf(id)).toEqual({ lastPrice: 44.5, at: FRIDAY_CLOSE.toISOString() });
    expect(await refresh(agent, id, 44.6, MONDAY_CLOSE)).toMatchObject({ newAlerts: 0 });
    expect(await targetAlerts(agent)).toEqual(["Price $44.50 rose to your target $44.00"]);
  });

  it("keeps a refresh made after the batch, even one whose market time is before the paste's", async () => {
    clock = SATURDAY_PASTE;
    const { agent } = await t.signedInAgent();
    const id = await refreshedStock(agent, "WOW", 30, FRIDAY_CLOSE);
    const batch = await paste(agent, "WOW,29.00,34.00,Low,Wide,Strong");
    expect(await priceOf(id)).toEqual({ lastPrice: 29, at: SATURDAY_PASTE.toISOString() });

    // Fetched after the paste (by Refresh All), stamped with Friday's close: the newer price all the same.
    clock = SATURDAY_LATER;
    prices.WOW = 30.4;
    marketTime = FRIDAY_CLOSE;
    expect(await refreshAll(agent)).toMatchObject({ state: "done", total: 1, successful: 1 });
    await undo(agent, batch);
    expect(await priceOf(id)).toEqual({ lastPrice: 30.4, at: FRIDAY_CLOSE.toISOString() });
  });

  it("keeps a later import's price, and undoing that one too goes back past both", async () => {
    const { agent } = await t.signedInAgent();
    clock = SATURDAY_PASTE;
    const id = await refreshedStock(agent, "NAB", 35, FRIDAY_CLOSE);
    const first = await paste(agent, "NAB,34.00,33.00,Low,Wide,Strong");
    clock = SATURDAY_LATER;
    const second = await paste(agent, "NAB (ASX: NAB) Target price $36", "motley-fool");
    const third = await paste(agent, "NAB,33.50,33.00,Low,Wide,Strong");
    expect(await priceOf(id)).toEqual({ lastPrice: 33.5, at: SATURDAY_LATER.toISOString() });

    // The first paste's price was replaced by the third's: undoing the first leaves 33.50.
    await undo(agent, first);
    expect(await priceOf(id)).toEqual({ lastPrice: 33.5, at: SATURDAY_LATER.toISOString() });
    // The second gave no price: undoing it touches none.
    await undo(agent, second);
    expect(await priceOf(id)).toEqual({ lastPrice: 33.5, at: SATURDAY_LATER.toISOString() });
    // The third replaced the first's, itself undone: the refresh's price from before both comes back.
    await undo(agent, third);
    expect(await priceOf(id)).toEqual({ lastPrice: 35, at: FRIDAY_CLOSE.toISOString() });
  });

  it("undone newest first, each undo puts back the price the one before it had set", async () => {
    const { agent } = await t.signedInAgent();
    clock = SATURDAY_PASTE;
    const id = await refreshedStock(agent, "ANZ", 27, FRIDAY_CLOSE);
    const first = await paste(agent, "ANZ,28.00,27.50,Low,Wide,Strong");
    clock = SATURDAY_LATER;
    const second = await paste(agent, "ANZ,28.40,27.50,Low,Wide,Strong");
    await undo(agent, second);
    expect(await priceOf(id)).toEqual({ lastPrice: 28, at: SATURDAY_PASTE.toISOString() });
    await undo(agent, first);
    expect(await priceOf(id)).toEqual({ lastPrice: 27, at: FRIDAY_CLOSE.toISOString() });
  });

  it("leaves a stock the batch created, kept for another import's value, with its price unknown again", async () => {
    const { agent, user } = await t.signedInAgent();
    clock = SATURDAY_PASTE;
    const batch = await paste(agent, "TLS,4.05,4.40,Low,Wide,Strong");
    await paste(agent, "Telstra Group Ltd (ASX: TLS) - Buy under $4.60", "motley-fool");
    await undo(agent, batch);
    const [tls] = await t.db.select().from(stocks).where(eq(stocks.userId, user.id));
    // No price was known before the batch: the number stays as a placeholder, its time unknown.
    expect(tls).toMatchObject({ symbol: "TLS", lastPrice: 4.05, lastPriceUpdatedAt: null });
    expect(await t.db.select({ source: fairValues.source }).from(fairValues).where(eq(fairValues.stockId, tls.id))).toEqual([
      { source: "motley-fool" },
    ]);
  });
});
