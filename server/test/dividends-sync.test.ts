// POST /api/dividends/sync against the local market-data server speaking Yahoo's wire format
// (support/market-data-server.ts) serving events.dividends with unsorted keys, one ex-date twice, a
// 0 amount and one from before the stock was held: estimates are added for the ex-dates a stock was
// held on, never twice, and a confirmed dividend is never changed. Also the scheduled refresh's
// step (every user's estimates from the stored market data) and the calendar.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dividendHistory, dividends } from "@shared/schema";
import { postAction, wesCol } from "./support/corporate-actions";
import { addStock, addTrade } from "./support/ledger";
import { countStatements } from "./support/statement-counter";
import { startMarketDataServer, type MarketDataServer } from "./support/market-data-server";
import { startTestApp, type TestApp } from "./support/test-app";

const NOW = new Date("2025-11-20T06:00:00Z");
// Yahoo's keys and dates are the ex-date's 10:00 in Sydney (23:00 or 00:00 UTC); key order as sent.
const SEPTEMBER = 1756944000; // 2025-09-04
const MARCH = 1741215600; // 2025-03-06
const MARCH_AGAIN = 1741219200; // 2025-03-06 an hour later: the same ex-date twice
const ZERO = 1725494400; // 2024-09-05, amount 0: refused
const BEFORE = 1709600400; // 2024-03-05: before the first buy
const SOLD_OUT = 1733353200; // 2024-12-05: while none were held
const EVENTS = {
  [String(SEPTEMBER)]: { amount: 0.918, date: SEPTEMBER },
  [String(MARCH)]: { amount: 0.797, date: MARCH },
  [String(ZERO)]: { amount: 0, date: ZERO },
  [String(MARCH_AGAIN)]: { amount: 0.797, date: MARCH_AGAIN },
  [String(BEFORE)]: { amount: 0.5, date: BEFORE },
  [String(SOLD_OUT)]: { amount: 0.3, date: SOLD_OUT },
};

let market: MarketDataServer;
let t: TestApp;
beforeAll(async () => {
  market = await startMarketDataServer({ dividends: { SYNCA: EVENTS, SYNCB: EVENTS, SYNCC: EVENTS, SYNCD: EVENTS } });
  t = await startTestApp({ config: { MARKET_DATA_BASE_URL: market.url }, now: () => NOW });
});
afterAll(async () => {
  await t.close();
  await market.close();
});

/**
 * 100 `symbol` bought 3 Jun 2024, sold 1 Nov 2024, bought again 2 Jan 2025, and 50 more on the March
 * ex-date (which do not count for it); NOPE, unknown to the provider.
 */
async function holder(symbol: string) {
  const { agent, user } = await t.signedInAgent();
  const stockId = await addStock(agent, symbol, 40);
  await addTrade(agent, { stockId, type: "BUY", tradeDate: "2024-06-03", units: "100", price: "40" });
  await addTrade(agent, { stockId, type: "SELL", tradeDate: "2024-11-01", units: "100", price: "40" });
  await addTrade(agent, { stockId, type: "BUY", tradeDate: "2025-01-02", units: "100", price: "40" });
  await addTrade(agent, { stockId, type: "BUY", tradeDate: "2025-03-06", units: "50", price: "41" });
  const nope = await addStock(agent, "NOPE", 1);
  await addTrade(agent, { stockId: nope, type: "BUY", tradeDate: "2024-06-03", units: "1", price: "1" });
  const rows = () =>
    t.db
      .select()
      .from(dividends)
      .where(and(eq(dividends.userId, user.id), eq(dividends.stockId, stockId)))
      .orderBy(dividends.exDate);
  return { agent, user, stockId, rows };
}

describe("POST /api/dividends/sync", () => {
  it("adds an estimate per ex-date the stock was held on (units from the day before), none for a 0 amount or once sold out", async () => {
    const h = await holder("SYNCA");
    const res = await h.agent.post("/api/dividends/sync").expect(200);
    expect(res.body).toEqual({
      stocks: 2,
      added: 2,
      skipped: 0,
      notHeld: 1,
      failed: [{ symbol: "NOPE", reason: "Unknown symbol: the market-data provider has no quote for NOPE" }],
    });
    const rows = await h.rows();
    expect(
      rows.map((row) => [row.exDate, row.amountPerShare, row.units, row.status, row.source, row.frankingPercent, row.payDate]),
    ).toEqual([
      ["2025-03-06", "0.797000", null, "estimated", "provider", null, null],
      ["2025-09-04", "0.918000", null, "estimated", "provider", null, null],
    ]);
    // Units are derived on read (decision 034): those held at the end of the day before each ex-date.
    const listed = (await h.agent.get("/api/dividends").expect(200)).body.dividends;
    expect(listed.map((d: { exDate: string; units: string }) => [d.exDate, d.units])).toEqual([
      ["2025-09-04", "150"],
      ["2025-03-06", "100"],
    ]);
    const stored = await t.db.select().from(dividendHistory).where(eq(dividendHistory.symbol, "SYNCA")).orderBy(dividendHistory.exDate);
    expect(stored.map((row) => [row.exDate, row.amount])).toEqual([
      ["2024-03-05", 0.5],
      ["2024-12-05", 0.3],
      ["2025-03-06", 0.797],
      ["2025-09-04", 0.918],
    ]);
  });

  it("adds estimates for shares a demerger made, which have no trades of their own: on the units the demerger gave", async () => {
    const { agent } = await t.signedInAgent();
    const head = await addStock(agent, "SYNCH", 40);
    await addTrade(agent, { stockId: head, type: "BUY", tradeDate: "2024-01-10", units: "200", price: "40" });
    // 1 SYNCD for 2 SYNCH, ex 20 Nov 2024: 100 SYNCD from then, none on the 5 Mar 2024 ex-date.
    const exDate = "2024-11-20";
    await postAction(
      agent,
      wesCol(head, { exDate, effectiveDate: "2024-11-28", newSymbol: "SYNCD", newName: "Sync Demerged", newSharesPerOld: "0.5" }),
    );
    const res = await agent.post("/api/dividends/sync").expect(200);
    // SYNCH and SYNCD both asked for.
    expect(res.body).toMatchObject({ stocks: 2 });
    const listed: { symbol: string; exDate: string; units: string }[] = (await agent.get("/api/dividends").expect(200)).body.dividends;
    expect(listed.filter((d) => d.symbol === "SYNCD").map((d) => [d.symbol, d.exDate, d.units])).toEqual([
      ["SYNCD", "2025-09-04", "100"],
      ["SYNCD", "2025-03-06", "100"],
      ["SYNCD", "2024-12-05", "100"],
    ]);
  });

  it("a second sync adds nothing and leaves a confirmed dividend as the user confirmed it", async () => {
    const h = await holder("SYNCB");
    await h.agent.post("/api/dividends/sync").expect(200);
    const [march] = await h.rows();
    await h.agent
      .patch(`/api/dividends/${march.id}`)
      .send({ frankingPercent: 100, payDate: "2025-03-27", amountPerShare: "0.8" })
      .expect(200);
    const before = JSON.stringify(await h.rows());
    const again = await h.agent.post("/api/dividends/sync").expect(200);
    expect(again.body).toMatchObject({ added: 0, skipped: 2, notHeld: 1 });
    expect(JSON.stringify(await h.rows())).toBe(before);
    const [confirmed] = await h.rows();
    expect([confirmed.status, confirmed.amountPerShare, confirmed.frankingPercent]).toEqual(["confirmed", "0.800000", "100.00"]);
  });

  it("asks the provider again only for a stock whose stored closes stop before the last weekday", async () => {
    const first = await holder("SYNCC");
    await first.agent.post("/api/dividends/sync").expect(200);
    expect(market.count("SYNCC")).toBe(1);
    // SYNCC's closes now reach Thursday 20 Nov 2025, today: a fetch would bring nothing new, and the
    // second holder's estimates come from what the first sync stored.
    const second = await holder("SYNCC");
    const res = await second.agent.post("/api/dividends/sync").expect(200);
    expect(res.body).toMatchObject({ added: 2, notHeld: 1 });
    expect(market.count("SYNCC")).toBe(1);
    // Closes that stop a day short are fetched again.
    await t.db.execute(sql`delete from price_history where symbol = 'SYNCC' and trade_date = '2025-11-20'`);
    await second.agent.post("/api/dividends/sync").expect(200);
    expect(market.count("SYNCC")).toBe(2);
  });

  it("after the scheduled refresh, every user's missing estimates are added from the stored market data", async () => {
    const h = await holder("SYNCA");
    expect(await h.rows()).toEqual([]);
    // SYNCA's market data is stored by the first test's sync (a refresh stores it the same way).
    const added = await t.app.dividendSync.addEstimatesForEveryone();
    expect(added).toBeGreaterThanOrEqual(2);
    expect((await h.rows()).map((row) => row.exDate)).toEqual(["2025-03-06", "2025-09-04"]);
  });

  it("the calendar: the last ex-dates of each held stock and the next ones expected, one year on", async () => {
    const h = await holder("SYNCA");
    await h.agent.post("/api/dividends/sync").expect(200);
    const res = await h.agent.get("/api/dividends/calendar").expect(200);
    expect(res.body.stocks.find((stock: { symbol: string }) => stock.symbol === "SYNCA")).toEqual({
      stockId: h.stockId,
      symbol: "SYNCA",
      recent: [
        { exDate: "2025-09-04", amountPerShare: "0.918" },
        { exDate: "2025-03-06", amountPerShare: "0.797" },
      ],
      // Every ex-date of the last 12 months, one year on (the market's, held or not).
      upcoming: [
        { exDate: "2025-12-05", basedOn: "2024-12-05", amountPerShare: "0.3" },
        { exDate: "2026-03-06", basedOn: "2025-03-06", amountPerShare: "0.797" },
        { exDate: "2026-09-04", basedOn: "2025-09-04", amountPerShare: "0.918" },
      ],
    });
  });
});

describe("statements per request", () => {
  /** A user with `stocks` stocks (codes prefixed `prefix`) bought 3 Jun 2024 and a dividend of each in the CSV. */
  async function trader(prefix: string, stocks: number) {
    const { agent } = await t.signedInAgent();
    const trades = ["Trade Date,Code,Type,Units,Price,Brokerage,Ratio,Acquired On,Note,Reference"];
    const dividendRows = ["Code,Ex Date,Pay Date,Amount Per Share,Franking %,Units,DRP Units,DRP Price"];
    for (let i = 0; i < stocks; i++) {
      trades.push(`2024-06-03,${prefix}${i},BUY,10,5,9.95,,,,${prefix}${i}`);
      dividendRows.push(`${prefix}${i},2024-08-14,2024-09-26,0.5,100,,,`);
    }
    const imported = await agent.post("/api/import/trades").attach("file", Buffer.from(trades.join("\n")), "t.csv");
    expect(imported.body.errors).toEqual([]);
    const file = Buffer.from(dividendRows.join("\n"));
    return { agent, importDividends: () => agent.post("/api/import/dividends").attach("file", file, "d.csv") };
  }

  it("the dividend reads, the sync and the import send as many statements for 2 stocks as for 60", async () => {
    const small = await trader("SA", 2);
    const large = await trader("LA", 60);
    const imports = [await countStatements(() => small.importDividends()), await countStatements(() => large.importDividends())];
    expect(imports.map((count) => count.result.body.inserted)).toEqual([2, 60]);
    expect(imports[1].statements).toBe(imports[0].statements);
    // The sync fetches each stock's market data (as a refresh does); what it writes is one statement whatever the stocks.
    const syncs = [
      await countStatements(() => small.agent.post("/api/dividends/sync")),
      await countStatements(() => large.agent.post("/api/dividends/sync")),
    ];
    expect(syncs.map((count) => count.result.body.added)).toEqual([4, 120]);
    // Each fetch reads and writes its symbol's market history (two statements); the rest is the same for 2 stocks as for 60.
    const perSymbol = (syncs[1].statements - syncs[0].statements) / 58;
    expect(perSymbol).toBe(2);
    expect(syncs[1].statements - 60 * perSymbol).toBe(syncs[0].statements - 2 * perSymbol);
    for (const url of [
      "/api/dividends",
      "/api/dividends?fy=2025",
      "/api/dividends?status=estimated&fy=2025",
      "/api/dividends/calendar",
      "/api/income?fy=2025",
      "/api/income?fy=2025&format=csv",
      "/api/holdings",
    ]) {
      const few = await countStatements(() => small.agent.get(url));
      const many = await countStatements(() => large.agent.get(url));
      expect([few.result.status, many.result.status], url).toEqual([200, 200]);
      expect(many.statements, url).toBe(few.statements);
    }
  });
});
