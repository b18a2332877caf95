// Issue 45 item 3: GET /api/trades answered 72 MB with no paging. GET /api/trades and GET
// /api/dividends answer a page (`limit`, default 1,000, at most 5,000) and `nextCursor` (null on the
// last page); `?cursor=` asks for the next. Pages are read with a fixed number of statements, follow
// one another without a row twice or missing, and narrow to one stock or one import (`batchId`).
import { eq } from "drizzle-orm";
import type { Agent } from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dividends, stocks } from "@shared/schema";
import { postAction } from "./support/corporate-actions";
import { addStock, addTrade } from "./support/ledger";
import { countStatements } from "./support/statement-counter";
import { startTestApp, type TestApp } from "./support/test-app";

const NOW = new Date("2026-11-15T00:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => NOW });
});
afterAll(() => t.close());

const HEADER = "Trade Date,Code,Type,Units,Price,Brokerage,Ratio,Acquired On,Note,Reference";

/** `count` buys over three codes and many days (several a day), as the app's trades CSV. */
const tradesFile = (count: number, tag: string) =>
  Buffer.from(
    [
      HEADER,
      ...Array.from({ length: count }, (_, i) => {
        const day = new Date(Date.UTC(2015, 0, 1) + Math.floor(i / 3) * 86_400_000).toISOString().slice(0, 10);
        return `${day},${["BHP", "CSL", "WES"][i % 3]},BUY,${i + 1},10,0,,,,${tag}-${i}`;
      }),
    ].join("\n"),
  );

async function importTrades(agent: Agent, count: number, tag: string): Promise<string> {
  const res = await agent.post("/api/import/trades").attach("file", tradesFile(count, tag), `${tag}.csv`);
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  expect(res.body.inserted).toBe(count);
  return res.body.batchId;
}

/** Every page of `url`, following nextCursor; answers the pages' rows and sizes. */
async function allPages<T>(agent: Agent, url: string, rowsOf: (body: never) => T[]) {
  const sizes: number[] = [];
  const rows: T[] = [];
  let cursor: string | null = null;
  do {
    const separator = url.includes("?") ? "&" : "?";
    const res: { body: { nextCursor: string | null } } = await agent
      .get(cursor === null ? url : `${url}${separator}cursor=${encodeURIComponent(cursor)}`)
      .expect(200);
    const page = rowsOf(res.body as never);
    sizes.push(page.length);
    rows.push(...page);
    cursor = res.body.nextCursor;
  } while (cursor !== null && sizes.length < 20);
  return { rows, sizes };
}

type Trade = { id: string; tradeDate: string; createdAt: string; batchId: string | null };
const tradesOf = (body: { trades: Trade[] }) => body.trades;

describe("GET /api/trades, a page at a time", () => {
  it("1,000 a page by default, newest first, every trade once across the pages; the CSV keeps every trade", async () => {
    const { agent } = await t.signedInAgent();
    await importTrades(agent, 2_503, "all");
    const first = (await agent.get("/api/trades").expect(200)).body;
    expect(first.trades).toHaveLength(1_000);
    expect(first.nextCursor).toEqual(expect.any(String));
    const { rows, sizes } = await allPages(agent, "/api/trades", tradesOf);
    expect(sizes).toEqual([1_000, 1_000, 503]);
    expect(new Set(rows.map((row) => row.id)).size).toBe(2_503);
    // Newest first: by trade date, then the order the file gave them (entered), reversed.
    const order = rows.map((row) => `${row.tradeDate} ${row.createdAt}`);
    expect(order).toEqual([...order].sort().reverse());
    const csv = await agent.get("/api/trades?format=csv").expect(200);
    expect(csv.text.trim().split("\n")).toHaveLength(2_504);
  });

  it("the CSV names the corporate actions touching each trade in a last column, and imports back adding nothing", async () => {
    const { agent } = await t.signedInAgent();
    const wes = await addStock(agent, "WES", 50);
    await addTrade(agent, { stockId: wes, type: "BUY", tradeDate: "2018-01-02", units: "100", price: "40" });
    await addTrade(agent, { stockId: wes, type: "SELL", tradeDate: "2019-06-03", units: "50", price: "45" });
    await addTrade(agent, { stockId: wes, type: "BUY", tradeDate: "2019-07-01", units: "10", price: "46" });
    await postAction(agent, {
      type: "RETURN_OF_CAPITAL",
      stockId: wes,
      exDate: "2018-11-21",
      payDate: "2018-12-03",
      amountPerShare: "0.5",
    });
    const lines = (await agent.get("/api/trades?format=csv").expect(200)).text.trim().split("\r\n");
    expect(lines[0]).toBe(`${HEADER},Corporate actions`);
    // The first buy's parcel and the sale from it were touched; the later buy was not.
    expect(lines.slice(1).map((line) => line.split(",").at(-1))).toEqual([
      "return of capital 2018-12-03",
      "return of capital 2018-12-03",
      "",
    ]);
    const again = await agent
      .post("/api/import/trades")
      .attach("file", Buffer.from(lines.join("\r\n")), "trades.csv")
      .expect(200);
    expect(again.body).toMatchObject({ inserted: 0, duplicates: 3, errors: [] });
  });

  it("?limit= up to 5,000; anything else is a 400 naming the rule; a cursor not given by the list is a 400", async () => {
    const { agent } = await t.signedInAgent();
    await importTrades(agent, 12, "small");
    const page = (await agent.get("/api/trades?limit=5").expect(200)).body;
    expect(page.trades).toHaveLength(5);
    expect((await allPages(agent, "/api/trades?limit=5", tradesOf)).sizes).toEqual([5, 5, 2]);
    expect((await agent.get("/api/trades?limit=5000").expect(200)).body).toMatchObject({ nextCursor: null });
    for (const limit of ["5001", "0", "-1", "1.5", "ten", ""]) {
      const res = await agent.get(`/api/trades?limit=${limit}`).expect(400);
      expect(res.body).toEqual({ code: "validation_failed", error: "limit: limit must be a whole number from 1 to 5,000" });
    }
    const bad = await agent.get("/api/trades?cursor=2024-01-01~x").expect(400);
    expect(bad.body.error).toBe("cursor: cursor is not one this list gave: start again from the first page");
  });

  it("?batchId= lists one import's trades; another user's import is 404", async () => {
    const { agent } = await t.signedInAgent();
    const first = await importTrades(agent, 7, "first");
    const second = await importTrades(agent, 4, "second");
    const listed = (await agent.get(`/api/trades?batchId=${second}`).expect(200)).body;
    expect(listed.trades.map((trade: Trade) => trade.batchId)).toEqual(Array(4).fill(second));
    expect(listed.nextCursor).toBeNull();
    expect((await agent.get(`/api/trades?batchId=${first}&limit=3`).expect(200)).body.trades).toHaveLength(3);
    const { agent: other } = await t.signedInAgent();
    expect((await other.get(`/api/trades?batchId=${first}`).expect(404)).body.error).toBe("Import batch not found");
    await agent.get("/api/trades?batchId=nope").expect(400);
  });

  it("a page costs the same statements for a ledger of 12 trades as for 2,503", async () => {
    const small = await t.signedInAgent();
    const large = await t.signedInAgent();
    await importTrades(small.agent, 12, "s");
    await importTrades(large.agent, 2_503, "l");
    const a = await countStatements(() => small.agent.get("/api/trades").expect(200));
    const b = await countStatements(() => large.agent.get("/api/trades").expect(200));
    expect(b.statements).toBe(a.statements);
  });
});

type Dividend = { id: string; exDate: string; symbol: string; status: string };
const dividendsOf = (body: { dividends: Dividend[] }) => body.dividends;

describe("GET /api/dividends, a page at a time", () => {
  /** A holder of BHP and CSL since 2015 with `count` estimates each (one ex-date a day). */
  async function holderWithDividends(count: number) {
    const { agent, user } = await t.signedInAgent();
    await importTrades(agent, 3, "holder");
    const ids = await t.db.select({ id: stocks.id, symbol: stocks.symbol }).from(stocks).where(eq(stocks.userId, user.id));
    const rows = ids
      .filter((stock) => stock.symbol !== "WES")
      .flatMap((stock) =>
        Array.from({ length: count }, (_, i) => ({
          userId: user.id,
          stockId: stock.id,
          exDate: new Date(Date.UTC(2016, 0, 1) + i * 86_400_000).toISOString().slice(0, 10),
          amountPerShare: "0.25",
          status: "estimated" as const,
          source: "provider" as const,
        })),
      );
    await t.db.insert(dividends).values(rows);
    return { agent, user, bhpId: ids.find((stock) => stock.symbol === "BHP")!.id };
  }

  it("1,000 a page, every dividend once, newest ex-date first; every page counts the estimates of the whole list", async () => {
    const { agent } = await holderWithDividends(601);
    const first = (await agent.get("/api/dividends").expect(200)).body;
    expect(first).toMatchObject({ estimated: 1_202 });
    expect(first.dividends).toHaveLength(1_000);
    const { rows, sizes } = await allPages(agent, "/api/dividends", dividendsOf);
    expect(sizes).toEqual([1_000, 202]);
    expect(new Set(rows.map((row) => row.id)).size).toBe(1_202);
    const keys = rows.map((row) => `${row.exDate} ${row.symbol}`);
    expect(keys).toEqual([...keys].sort((a, b) => (a.slice(0, 10) === b.slice(0, 10) ? (a < b ? -1 : 1) : a < b ? 1 : -1)));
    const last = (await agent.get(`/api/dividends?cursor=${encodeURIComponent(first.nextCursor)}`).expect(200)).body;
    expect(last).toMatchObject({ estimated: 1_202, nextCursor: null });
  });

  it("a page costs the same statements for 2 dividends as for 1,202, an empty page (past the last row) too", async () => {
    const small = await holderWithDividends(1);
    const large = await holderWithDividends(601);
    const few = await countStatements(() => small.agent.get("/api/dividends").expect(200));
    const many = await countStatements(() => large.agent.get("/api/dividends").expect(200));
    expect(many.statements).toBe(few.statements);
    const last = (await large.agent.get("/api/dividends?limit=5000").expect(200)).body.dividends.at(-1);
    const cursor = encodeURIComponent(`${last.exDate}~${last.symbol}~${last.id}`);
    const empty = await countStatements(() => large.agent.get(`/api/dividends?cursor=${cursor}`).expect(200));
    expect(empty.result.body).toEqual({ dividends: [], estimated: 1_202, nextCursor: null, actionIncome: [] });
    expect(empty.statements).toBe(few.statements);
  });

  it("narrows to one stock, the estimates or one import, a page at a time; bad paging is a 400", async () => {
    const { agent, bhpId } = await holderWithDividends(30);
    expect((await allPages(agent, `/api/dividends?stockId=${bhpId}&limit=25`, dividendsOf)).sizes).toEqual([25, 5]);
    expect((await agent.get("/api/dividends?status=confirmed").expect(200)).body).toEqual({
      dividends: [],
      estimated: 0,
      nextCursor: null,
      actionIncome: [],
    });
    const file = "Code,Ex Date,Pay Date,Amount Per Share,Franking %,Units,DRP Units,DRP Price\nWES,2024-01-05,2024-02-01,0.5,100,,,";
    const imported = (await agent.post("/api/import/dividends").attach("file", Buffer.from(file), "wes.csv").expect(200)).body;
    const ofBatch = (await agent.get(`/api/dividends?batchId=${imported.batchId}`).expect(200)).body;
    expect(ofBatch).toMatchObject({ estimated: 0, nextCursor: null });
    expect(ofBatch.dividends.map((row: Dividend) => [row.symbol, row.exDate, row.status])).toEqual([["WES", "2024-01-05", "confirmed"]]);
    await agent.get("/api/dividends?limit=5001").expect(400);
    await agent.get("/api/dividends?cursor=2024-01-05~wes~1").expect(400);
  });
});
