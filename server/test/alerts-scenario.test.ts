// Alerts end to end through the API against the local market-data server: the scenario
// (price 50 → 27 → 27 → 30 → 27), and every change of a price or a fair value that evaluates them
// in its own transaction (refresh one, refresh all, pastes, workbooks, undo, fair-value delete, a new
// stock), with the edge state surviving a restart.
import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alertStates, alerts, stocks } from "@shared/schema";
import { createApp } from "../app";
import { MORNINGSTAR_HEADER } from "./security/endpoints/table-types";
import { paste, type Agent } from "./support/imports";
import { startMarketDataServer, type MarketDataServer } from "./support/market-data-server";
import { refreshAll } from "./support/refresh-jobs";
import { startTestApp, TEST_PASSWORD, type TestApp } from "./support/test-app";

const prices: Record<string, number> = {};
let market: MarketDataServer;
let t: TestApp;
beforeAll(async () => {
  market = await startMarketDataServer({ prices, marketTime: () => new Date() });
  t = await startTestApp({ config: { MARKET_DATA_BASE_URL: market.url } });
});
afterAll(async () => {
  await t.close();
  await market.close();
});

type AlertBody = { kind: string; symbol: string; message: string; price: number | null; threshold: number | null; readAt: string | null };
const listAlerts = async (agent: Agent, query = "") => (await agent.get(`/api/alerts${query}`).expect(200)).body as AlertBody[];
const kindsOf = (list: AlertBody[]) => list.map((a) => a.kind).sort();

/** A stock whose Morningstar value is 40 at Medium uncertainty: its 5-star price is 40 × 0.7 = 28. */
async function stockWorth40(agent: Agent, symbol: string, price: number) {
  const added = await agent
    .post("/api/stocks")
    .send({ symbol, name: `${symbol} Ltd`, lastPrice: price })
    .expect(201);
  await paste(agent, `${MORNINGSTAR_HEADER}\n${symbol}\t${price}\t40\tMedium\tWide\tStrong`);
  return added.body.id as string;
}

describe("the scenario: price 50 → 27 → 27 → 30 → 27", () => {
  it("fires five-star twice and rating-change once, whichever refresh brings the price", async () => {
    const { agent } = await t.signedInAgent();
    const id = await stockWorth40(agent, "XYZ", 50);
    // At 50 nothing is crossed; the first rating ((50 − 40) / 50 = +20 %: Sell) is remembered, not announced.
    expect(await listAlerts(agent)).toEqual([]);

    prices.XYZ = 27;
    const first = await agent.post(`/api/stocks/${id}/refresh`).expect(200);
    expect(first.body).toMatchObject({ lastPrice: 27, newAlerts: 2 });
    const afterFirst = await listAlerts(agent);
    expect(kindsOf(afterFirst)).toEqual(["five-star", "rating-change"]);
    expect(afterFirst.find((a) => a.kind === "five-star")).toMatchObject({
      symbol: "XYZ",
      message: "Price $27.00 fell to the Morningstar 5-star price $28.00",
      price: 27,
      threshold: 28,
      readAt: null,
    });
    // (27 − 40) / 27 = −48.1 %: Strong Buy. The message names both ratings.
    expect(afterFirst.find((a) => a.kind === "rating-change")?.message).toBe("Consensus rating changed from Sell to Strong Buy");

    // 27 again (refresh all this time): still below, nothing new.
    expect(await refreshAll(agent)).toMatchObject({ state: "done", successful: 1, newAlerts: 0 });
    // 30: above 28 again, the condition re-arms; (30 − 40) / 30 = −33.3 % is still Strong Buy.
    prices.XYZ = 30;
    expect(await refreshAll(agent)).toMatchObject({ state: "done", newAlerts: 0 });
    // 27: five-star fires a second time.
    prices.XYZ = 27;
    expect((await agent.post(`/api/stocks/${id}/refresh`).expect(200)).body.newAlerts).toBe(1);

    const all = await listAlerts(agent);
    expect(kindsOf(all)).toEqual(["five-star", "five-star", "rating-change"]);
    expect((await agent.get("/api/alerts/unread-count").expect(200)).body).toEqual({ count: 3 });
  });

  it("never fires twice across a restart: another app on the same database continues the same state", async () => {
    const { agent, user } = await t.signedInAgent();
    const id = await stockWorth40(agent, "RST", 50);
    prices.RST = 27;
    await agent.post(`/api/stocks/${id}/refresh`).expect(200);
    expect(await listAlerts(agent, "?kind=five-star")).toHaveLength(1);

    // A new app instance: nothing of the first one's memory, the same PostgreSQL.
    const restarted = createApp({
      db: t.db,
      pool: t.pool,
      bcryptRounds: 4,
      config: {
        NODE_ENV: "test",
        SESSION_SECRET: "test-secret-test-secret-test-secret-0123",
        MAIL_FROM: "t@localhost",
        MARKET_DATA_BASE_URL: market.url,
      },
    });
    const again = request.agent(restarted);
    await again.post("/api/auth/login").send({ email: user.email, password: TEST_PASSWORD }).expect(200);
    expect((await again.post(`/api/stocks/${id}/refresh`).expect(200)).body.newAlerts).toBe(0);
    expect(await refreshAll(again)).toMatchObject({ state: "done", newAlerts: 0 });
    expect(await listAlerts(agent, "?kind=five-star")).toHaveLength(1);
    await restarted.refreshJobs.stop();
  });
});

describe("every change of a price or a fair value evaluates alerts", () => {
  it("a paste import with a price and a fair value creates alerts and says how many", async () => {
    const { agent } = await t.signedInAgent();
    // A new stock at 9 with Buy Below 10 and Sell Above 20: buy-below fires on the import itself.
    const res = await agent
      .post("/api/import/intelligent-investor")
      .send({ text: "Ticker,PriceAtReview,CurrentPrice,BuyBelow,SellAbove,MaxPortfolioWeight\nPST,9,9,10,20,5%" })
      .expect(200);
    expect(res.body.newAlerts).toBe(1);
    const [alert] = await listAlerts(agent);
    expect(alert).toMatchObject({
      symbol: "PST",
      kind: "buy-below",
      message: "Price $9.00 fell to the Intelligent Investor Buy Below $10.00",
    });
  });

  it("undoing an import evaluates in the undo's transaction", async () => {
    const { agent } = await t.signedInAgent();
    await stockWorth40(agent, "UND", 50);
    // A second Morningstar value of 80 (+100 %) fires fv-change; undoing it brings 40 back: −50 %.
    const batch = await paste(agent, `${MORNINGSTAR_HEADER}\nUND\t\t80\tMedium\tWide\tStrong`);
    expect(await listAlerts(agent, "?kind=fv-change")).toHaveLength(1);
    const undone = await agent.delete(`/api/import/batches/${batch}`).expect(200);
    // And the rating: at 50, MS 80 was (50 − 80) / 50 = −60 % Strong Buy; 40 again is +20 %: Sell.
    expect(undone.body.newAlerts).toBe(2);
    expect((await listAlerts(agent, "?kind=fv-change")).map((a) => a.message)).toEqual([
      "Morningstar fair value changed from $80.00 to $40.00 (-50.0%)",
      "Morningstar fair value changed from $40.00 to $80.00 (+100.0%)",
    ]);
    expect((await listAlerts(agent, "?kind=rating-change")).map((a) => a.message)).toEqual([
      "Consensus rating changed from Strong Buy to Sell",
      "Consensus rating changed from Sell to Strong Buy",
    ]);
  });

  it("deleting a fair value evaluates in the delete's transaction", async () => {
    const { agent } = await t.signedInAgent();
    const id = await stockWorth40(agent, "FVD", 50);
    // Motley Fool's 100 lifts the broker average to (40 + 100) / 2 = 70: (50 − 70) / 50 = −40 %, Strong Buy.
    await agent.post("/api/import/motley-fool").send({ text: "FVD Ltd (ASX: FVD) Buy under $100" }).expect(200);
    expect((await listAlerts(agent, "?kind=rating-change")).map((a) => a.message)).toEqual([
      "Consensus rating changed from Sell to Strong Buy",
    ]);
    const values = (await agent.get("/api/fair-values").expect(200)).body as { id: string; stockId: string; source: string }[];
    const motleyFool = values.find((v) => v.stockId === id && v.source === "motley-fool")!;
    await agent.delete(`/api/fair-values/${motleyFool.id}`).expect(200);
    // Back to Morningstar's 40 alone: +20 %, Sell.
    expect((await listAlerts(agent, "?kind=rating-change")).map((a) => a.message)).toEqual([
      "Consensus rating changed from Strong Buy to Sell",
      "Consensus rating changed from Sell to Strong Buy",
    ]);
  });

  it("adding a stock evaluates it (nothing to watch yet, so nothing fires and nothing is stored)", async () => {
    const { agent } = await t.signedInAgent();
    const res = await agent.post("/api/stocks").send({ symbol: "NEW", name: "New Ltd", lastPrice: 5 }).expect(201);
    expect(await t.db.select().from(alertStates).where(eq(alertStates.stockId, res.body.id))).toEqual([]);
    expect(await listAlerts(agent)).toEqual([]);
  });

  it("a refresh-all of more stocks than one write batch evaluates each batch with its prices", async () => {
    const { agent, user } = await t.signedInAgent();
    // 130 stocks at 50 with a target below 45; every one refreshes to 41.20 (the fixture's price).
    const symbols = Array.from({ length: 130 }, (_, i) => `B${i.toString(36).toUpperCase().padStart(3, "0")}`);
    await t.db
      .insert(stocks)
      .values(
        symbols.map((symbol) => ({ userId: user.id, symbol, name: symbol, lastPrice: 50, lastPriceUpdatedAt: new Date(), alertBelow: 45 })),
      );
    expect(await refreshAll(agent)).toMatchObject({ state: "done", total: 130, successful: 130, failed: 0, newAlerts: 130 });
    const stored = await t.db.select().from(alerts).where(eq(alerts.userId, user.id));
    expect(stored).toHaveLength(130);
    expect(new Set(stored.map((a) => a.stockId)).size).toBe(130);
    expect(stored.every((a) => a.kind === "target" && a.message === "Price $41.20 fell to your target $45.00")).toBe(true);
  });
});

describe("a Portfolio workbook", () => {
  it("fires fv-change when its month's value replaces a pasted one", async () => {
    // In March 2025 a paste is filed under Mar-25, the workbook's last column.
    const march = await startTestApp({ now: () => new Date("2025-03-15T00:00:00Z") });
    try {
      const { agent } = await march.signedInAgent();
      await paste(agent, `${MORNINGSTAR_HEADER}\nBHP\t45.2\t60\tMedium\tWide\tStrong`);
      const workbook = readFileSync(path.join(import.meta.dirname, "../parsers/fixtures/portfolio/ok/portfolio-text-months.xlsx"));
      const res = await agent.post("/api/import/excel").attach("file", workbook, "portfolio.xlsx").expect(200);
      expect(res.body.newAlerts).toBeGreaterThanOrEqual(1);
      // BHP's Mar-25 value is now the workbook's 43: (43 − 60) / 60 = −28.3 %.
      const fvChanges = (await agent.get("/api/alerts?kind=fv-change").expect(200)).body as AlertBody[];
      expect(fvChanges.map((a) => [a.symbol, a.message])).toEqual([
        ["BHP", "Morningstar fair value changed from $60.00 to $43.00 (-28.3%)"],
      ]);
    } finally {
      await march.close();
    }
  });
});
