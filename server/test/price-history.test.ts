// The shared daily history every price refresh fills (docs/domain.md#price-history), against the
// local Yahoo-format server: five years of bars with holiday nulls, bad closes, a revised day, 429s.
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../logger";
import { createYahooChartProvider } from "../market-data/yahoo-chart";
import { createPriceRefreshService } from "../services/price-refresh";
import { createRefreshJobs } from "../services/refresh-jobs";
import { writeMarketHistory } from "../storage/price-history";
import { insertStock } from "./support/factories";
import { FIXTURE_YIELD, startMarketDataServer, type MarketDataServer } from "./support/market-data-server";
import { refreshAll } from "./support/refresh-jobs";
import { countStatements } from "./support/statement-counter";
import { startTestApp, type TestApp } from "./support/test-app";

// Friday 20 March 2026, 16:10 AEDT: the market has closed for the day.
const FRIDAY = new Date("2026-03-20T05:10:00Z");
const DAY_MS = 24 * 60 * 60 * 1000;
let clock = FRIDAY;

const lines: Record<string, unknown>[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split("\n")) if (line.trim()) lines.push(JSON.parse(line));
    done();
  },
});

let market: MarketDataServer;
let t: TestApp;
beforeAll(async () => {
  market = await startMarketDataServer({ marketTime: () => clock, prices: { CBA: 150.25 } });
  t = await startTestApp({
    config: { MARKET_DATA_BASE_URL: market.url },
    now: () => clock,
    logger: createLogger({ level: "warn", stream: capture }),
  });
});
afterAll(async () => {
  await t.close();
  await market.close();
});

async function storedCloses(symbol: string): Promise<Map<string, number>> {
  const result = await t.db.execute<{ date: string; close: number }>(
    sql`select to_char(trade_date, 'YYYY-MM-DD') as date, close from price_history where symbol = ${symbol} order by trade_date`,
  );
  return new Map(result.rows.map((row) => [row.date, row.close]));
}

/** The SQL text of every statement sent through pg while `fn` runs. */
async function statementTexts(fn: () => Promise<unknown>): Promise<string[]> {
  const original = pg.Client.prototype.query;
  const texts: string[] = [];
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    texts.push(typeof first === "string" ? first : (first?.text ?? ""));
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await fn();
    return texts;
  } finally {
    pg.Client.prototype.query = original;
  }
}

const rangesAsked = (symbol: string) => market.asked.filter((a) => a.symbol === symbol).map((a) => a.range);

type Agent = Awaited<ReturnType<TestApp["signedInAgent"]>>["agent"];

async function refresh(agent: Agent, id: string) {
  const res = await agent.post(`/api/stocks/${id}/refresh`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe("a refresh fills the symbol's daily history", () => {
  it("asks five years the first time and stores every close on its Sydney date, skipping null closes", async () => {
    clock = FRIDAY;
    const { agent, user } = await t.signedInAgent();
    const stock = await insertStock(t.db, { userId: user.id, symbol: "WES" });
    await refresh(agent, stock.id);
    expect(rangesAsked("WES")).toEqual(["5y"]);

    const closes = await storedCloses("WES");
    // Every weekday of the 1,826 days to Friday 20 March 2026 (1,305) but the 18 holidays sent with null closes.
    expect(closes.size).toBe(1287);
    expect([...closes.keys()][0]).toBe("2021-03-22");
    expect([...closes.keys()].at(-1)).toBe("2026-03-20");
    expect(closes.get("2026-03-20")).toBe(41.2); // the last bar closes at the quote's price
    // Either side of the end of summer time (6 April 2025): the bars were stamped 23:00 UTC on the
    // 3rd (10:00 AEDT) and 00:00 UTC on the 7th (10:00 AEST); each is stored on its Sydney day.
    expect(closes.has("2025-04-04")).toBe(true);
    expect(closes.has("2025-04-07")).toBe(true);
    expect(closes.has("2025-04-03") && closes.has("2025-04-08")).toBe(true);
    expect(closes.has("2025-04-05") || closes.has("2025-04-06")).toBe(false); // the weekend
    // Christmas Day and Boxing Day 2025 came with null closes: not stored, and not logged as bad data.
    expect(closes.has("2025-12-24")).toBe(true);
    expect(closes.has("2025-12-25") || closes.has("2025-12-26")).toBe(false);
    expect(lines.filter((line) => line.symbol === "WES")).toEqual([]);
  });

  it("later asks only for what is missing, and a day fetched again replaces its close", async () => {
    clock = FRIDAY;
    const { agent, user } = await t.signedInAgent();
    const stock = await insertStock(t.db, { userId: user.id, symbol: "NAB" });
    await refresh(agent, stock.id);
    const first = await storedCloses("NAB");

    // The same evening the provider revises Friday's close: the next refresh asks for five days and
    // stores the new close over the old one.
    market.revise("NAB", "2026-03-20", 42.05);
    await refresh(agent, stock.id);
    const revised = await storedCloses("NAB");
    expect(revised.get("2026-03-20")).toBe(42.05);
    expect(revised.size).toBe(first.size);

    // Ten days later (Monday 30 March): a month is the shortest range that reaches back to Friday.
    clock = new Date(FRIDAY.getTime() + 10 * DAY_MS);
    await refresh(agent, stock.id);
    const later = await storedCloses("NAB");
    expect([...later.keys()].filter((date) => date > "2026-03-20")).toEqual([
      "2026-03-23",
      "2026-03-24",
      "2026-03-25",
      "2026-03-26",
      "2026-03-27",
      "2026-03-30",
    ]);
    expect(rangesAsked("NAB")).toEqual(["5y", "5d", "1mo"]);
    clock = FRIDAY;
  });

  it("does not store bad closes (0, negative, non-finite, a 10× jump) and logs each with the symbol and date", async () => {
    clock = FRIDAY;
    lines.length = 0;
    const { agent, user } = await t.signedInAgent();
    const stock = await insertStock(t.db, { userId: user.id, symbol: "MESSY" });
    await refresh(agent, stock.id);
    const closes = await storedCloses("MESSY");
    // The 30th to 33rd bars before the last: Tuesday 3 to Friday 6 February 2026.
    const spoiled = ["2026-02-03", "2026-02-04", "2026-02-05", "2026-02-06"];
    for (const date of spoiled) expect(closes.has(date), date).toBe(false);
    expect(closes.has("2026-02-02") && closes.has("2026-02-09")).toBe(true);
    expect(closes.size).toBe(1287 - 4);

    const logged = lines.filter((line) => line.symbol === "MESSY");
    expect(logged.map(({ msg, symbol, date, close, reason }) => ({ msg, symbol, date, close, reason }))).toEqual([
      {
        msg: "Bad daily close from the market-data provider, not stored",
        symbol: "MESSY",
        date: "2026-02-03",
        close: "999999",
        reason: "jump",
      },
      {
        msg: "Bad daily close from the market-data provider, not stored",
        symbol: "MESSY",
        date: "2026-02-04",
        close: "Infinity",
        reason: "not-finite",
      },
      {
        msg: "Bad daily close from the market-data provider, not stored",
        symbol: "MESSY",
        date: "2026-02-05",
        close: "-4.5",
        reason: "negative",
      },
      { msg: "Bad daily close from the market-data provider, not stored", symbol: "MESSY", date: "2026-02-06", close: "0", reason: "zero" },
    ]);
    expect(logged.every((line) => line.level === "warn")).toBe(true);
    expect(logged[0].previousClose).toEqual(expect.any(Number));
  });

  it("writes the closes in one statement whatever their number: a five-year fetch costs what a five-day one does", async () => {
    clock = FRIDAY;
    const { agent, user } = await t.signedInAgent();
    const stock = await insertStock(t.db, { userId: user.id, symbol: "TLS" });
    await agent.get("/api/stocks").expect(200); // warm the pool
    const fiveYears = await countStatements(() => agent.post(`/api/stocks/${stock.id}/refresh`).expect(200));
    const fiveDays = await countStatements(() => agent.post(`/api/stocks/${stock.id}/refresh`).expect(200));
    expect(rangesAsked("TLS")).toEqual(["5y", "5d"]);
    expect((await storedCloses("TLS")).size).toBe(1287);
    expect(fiveYears.statements).toBe(fiveDays.statements);
    // Of a refresh's statements, the history's are one read and ONE write of closes and dividends.
    const sent = await statementTexts(() => agent.post(`/api/stocks/${stock.id}/refresh`).expect(200));
    const history = sent.filter((text) => /price_history|dividend_history/.test(text));
    expect(history).toHaveLength(2);
    expect(history.filter((text) => /insert into price_history/.test(text))).toHaveLength(1);
  });

  it("keeps each close in the key, so a stock's closes are read from the index alone (decision 067)", async () => {
    clock = FRIDAY;
    const { agent, user } = await t.signedInAgent();
    const stock = await insertStock(t.db, { userId: user.id, symbol: "WOW" });
    await agent.post(`/api/stocks/${stock.id}/refresh`).expect(200);
    // A refresh writes one day of every symbol at a time, so a symbol's closes lie on as many heap
    // pages as it has days; read from the key they lie together, in date order.
    await t.pool.query("vacuum analyze price_history");
    const client = await t.pool.connect();
    try {
      await client.query("set enable_seqscan = off");
      await client.query("set enable_bitmapscan = off");
      const plan = await client.query<{ "QUERY PLAN": string }>(
        "explain select trade_date, close from price_history where symbol = 'WOW' and trade_date between '2021-03-22' and '2026-03-20' order by trade_date",
      );
      expect(plan.rows.map((row) => row["QUERY PLAN"]).join("\n")).toMatch(/^Index Only Scan using price_history_pkey/);
    } finally {
      await client.query("reset all");
      client.release();
    }
  });

  it("keeps the trailing yield right when a short fetch brings no dividends", async () => {
    clock = new Date("2025-11-20T05:10:00Z"); // both fixture dividends are within the year before
    const { agent, user } = await t.signedInAgent();
    const stock = await insertStock(t.db, { userId: user.id, symbol: "ANZ" });
    expect((await refresh(agent, stock.id)).dividendYield).toBeCloseTo(FIXTURE_YIELD, 10);
    // Five days: the provider sends no dividends for them; the stored ones still count.
    expect((await refresh(agent, stock.id)).dividendYield).toBeCloseTo(FIXTURE_YIELD, 10);
    expect(rangesAsked("ANZ")).toEqual(["5y", "5d"]);
    clock = FRIDAY;
  });

  it("fills the history on refresh-all, after retrying a 429, and on the scheduled run", async () => {
    clock = FRIDAY;
    const { agent, user } = await t.signedInAgent();
    await insertStock(t.db, { userId: user.id, symbol: "CBA" });
    await insertStock(t.db, { userId: user.id, symbol: "BUSY" }); // 429 with Retry-After: 0, then ok
    expect(await refreshAll(agent)).toMatchObject({ state: "done", total: 2, successful: 2, failed: 0 });
    expect(rangesAsked("BUSY")).toEqual(["5y", "5y"]);
    expect((await storedCloses("BUSY")).size).toBe(1287);
    expect((await storedCloses("CBA")).get("2026-03-20")).toBe(150.25);

    const other = await t.createUser();
    await insertStock(t.db, { userId: other.id, symbol: "QAN", updatedAt: new Date(FRIDAY.getTime() - 2 * DAY_MS) });
    const scheduled = createPriceRefreshService({
      db: t.db,
      logger: createLogger({ level: "silent" }),
      now: () => FRIDAY,
      provider: createYahooChartProvider({ baseUrl: market.url, backoffMs: 1 }),
    });
    const jobs = createRefreshJobs({ db: t.db, logger: createLogger({ level: "silent" }), priceRefresh: scheduled });
    const queued = await jobs.enqueueScheduled(new Date(FRIDAY.getTime() - DAY_MS));
    expect(queued).toEqual({ status: "queued", jobId: expect.any(String) });
    expect(await jobs.waitFor((queued as { jobId: string }).jobId)).toMatchObject({ state: "done" });
    await jobs.stop();
    expect(rangesAsked("QAN")).toEqual(["5y"]);
    expect((await storedCloses("QAN")).size).toBe(1287);
  });

  it("falls back to an upsert when another refresh stored the new days first", async () => {
    // This refresh planned its write when nothing was stored; meanwhile another stored three days.
    await t.db.execute(sql`insert into price_history (symbol, trade_date, close) values
      ('RACE', '2026-03-16', 1), ('RACE', '2026-03-17', 1), ('RACE', '2026-03-18', 1)`);
    const written = await writeMarketHistory(
      t.db,
      "RACE",
      {
        closes: [
          { date: "2026-03-16", close: 2 }, // replaced
          { date: "2026-03-17", close: 1 }, // the same: left alone
          { date: "2026-03-18", close: 3 }, // replaced
          { date: "2026-03-19", close: 4 }, // added
        ],
        dividends: [],
        splits: [],
      },
      null,
    );
    expect(written).toEqual({ closes: 3, dividends: 0 });
    expect([...(await storedCloses("RACE"))]).toEqual([
      ["2026-03-16", 2],
      ["2026-03-17", 1],
      ["2026-03-18", 3],
      ["2026-03-19", 4],
    ]);
  });

  it("writes nothing when the provider fails", async () => {
    const { agent, user } = await t.signedInAgent();
    const stock = await insertStock(t.db, { userId: user.id, symbol: "NOPE" });
    expect((await agent.post(`/api/stocks/${stock.id}/refresh`)).status).toBe(502);
    expect((await storedCloses("NOPE")).size).toBe(0);
  });
});
