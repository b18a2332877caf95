// Issue 45 item 5: inputs the API used to take in silence or answer with the wrong sentence, each now
// a clear 4xx naming the real problem with nothing written — a header-only trade or dividend file, a
// price sent as the JSON number 1e-7, units sent as 1e400, a note holding a lone surrogate — and a
// UTF-16 CSV, which is text and is read.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dividends, trades } from "@shared/schema";
import { addStock, addTrade } from "./support/ledger";
import { startTestApp, type TestApp } from "./support/test-app";

const NOW = new Date("2025-06-20T00:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => NOW });
});
afterAll(() => t.close());

const TRADES_HEADER = "Trade Date,Code,Type,Units,Price,Brokerage,Ratio,Acquired On,Note,Reference";
const DIVIDENDS_HEADER = "Code,Ex Date,Pay Date,Amount Per Share,Franking %,Units,DRP Units,DRP Price";

async function holder() {
  const { agent, user } = await t.signedInAgent();
  const stockId = await addStock(agent, "CBA", 100);
  await addTrade(agent, { stockId, type: "BUY", tradeDate: "2024-01-10", units: "30", price: "90" });
  const stored = async () =>
    JSON.stringify({
      trades: await t.db.select().from(trades).where(eq(trades.userId, user.id)).orderBy(trades.id),
      dividends: await t.db.select().from(dividends).where(eq(dividends.userId, user.id)).orderBy(dividends.id),
    });
  return { agent, stockId, stored, before: await stored() };
}

/** A JSON body sent as written: JSON.stringify cannot write 1e400 or a lone surrogate's escape. */
const rawJson = (text: string) => ({ type: "application/json", text });

describe("JSON numbers name the real problem (400, nothing written)", () => {
  it("a price of 1e-7 has too many decimals, units of 1e400 are too many", async () => {
    const h = await holder();
    const send = (json: string) => h.agent.post("/api/trades").type(rawJson(json).type).send(rawJson(json).text);
    const tiny = await send(`{"stockId":"${h.stockId}","type":"BUY","tradeDate":"2024-02-01","units":1,"price":1e-7}`);
    expect([tiny.status, tiny.body.error]).toEqual([400, "price: Price must have at most 6 decimal places"]);
    const huge = await send(`{"stockId":"${h.stockId}","type":"BUY","tradeDate":"2024-02-01","units":1e400,"price":10}`);
    expect([huge.status, huge.body.error]).toEqual([400, "units: Units must be at most 1,000,000,000,000"]);
    // A JSON number in exponent notation that fits is read exactly.
    const fits = await send(`{"stockId":"${h.stockId}","type":"BUY","tradeDate":"2024-02-01","units":2.5e1,"price":1e-6}`);
    expect(fits.status, JSON.stringify(fits.body)).toBe(201);
    expect([fits.body.units, fits.body.price]).toEqual(["25", "0.000001"]);
    await h.agent.delete(`/api/trades/${fits.body.id}`).expect(200);
    expect(await h.stored()).toBe(h.before);
  });
});

describe("a lone surrogate is refused, not stored as U+FFFD (400, nothing written)", () => {
  it("in a trade's note and a dividend's note", async () => {
    const h = await holder();
    const trade = await h.agent
      .post("/api/trades")
      .type("application/json")
      .send(`{"stockId":"${h.stockId}","type":"BUY","tradeDate":"2024-02-01","units":"1","price":"10","note":"DRP \\ud83d top-up"}`);
    expect([trade.status, trade.body.error]).toEqual([
      400,
      "note: Note contains a broken character (half of an emoji or symbol): type it again",
    ]);
    const dividend = await h.agent
      .post("/api/dividends")
      .type("application/json")
      .send(`{"stockId":"${h.stockId}","exDate":"2024-08-14","amountPerShare":"1","note":"\\udc00"}`);
    expect([dividend.status, dividend.body.error]).toEqual([
      400,
      "note: Note contains a broken character (half of an emoji or symbol): type it again",
    ]);
    // A whole emoji (both halves) is a character like any other.
    const emoji = await h.agent
      .post("/api/trades")
      .type("application/json")
      .send(`{"stockId":"${h.stockId}","type":"BUY","tradeDate":"2024-02-01","units":"1","price":"10","note":"DRP \\ud83d\\ude00"}`);
    expect([emoji.status, emoji.body.note]).toEqual([201, "DRP 😀"]);
    await h.agent.delete(`/api/trades/${emoji.body.id}`).expect(200);
    expect(await h.stored()).toBe(h.before);
  });
});

describe("a file with its header and no rows says so (400), dry run or not", () => {
  it.each([
    ["/api/import/trades", TRADES_HEADER, "The file has its header but no rows below it: there are no trades to import"],
    ["/api/import/dividends", DIVIDENDS_HEADER, "The file has its header but no rows below it: there are no dividends to import"],
  ])("%s", async (path, header, message) => {
    const h = await holder();
    for (const dryRun of ["true", "false"]) {
      const res = await h.agent
        .post(path)
        .field("dryRun", dryRun)
        .attach("file", Buffer.from(`\uFEFF${header}\r\n\r\n`), "empty.csv");
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body).toMatchObject({ code: "unreadable_import", error: message });
      expect(res.body.sample).toContain(header);
    }
    expect(await h.stored()).toBe(h.before);
  });
});

describe("a UTF-16 CSV is text, and is read", () => {
  const utf16 = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]);

  it("a trade file", async () => {
    const h = await holder();
    const file = utf16(`${TRADES_HEADER}\r\n2024-03-01,CBA,BUY,10,95.50,9.95,,,Café,ref-1\r\n`);
    const res = await h.agent.post("/api/import/trades").attach("file", file, "trades-utf16.csv");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ format: "dashboard-trades", rows: 1, inserted: 1, errors: [] });
    const notes = (await t.db.select().from(trades).where(eq(trades.dedupeKey, "ref-1"))).map((row) => row.note);
    expect(notes).toEqual(["Café"]);
  });

  it("a dividend file, big-endian without a byte-order mark", async () => {
    const h = await holder();
    const text = `${DIVIDENDS_HEADER}\r\nCBA,2024-08-14,2024-09-26,2.50,100,,,\r\n`;
    const res = await h.agent
      .post("/api/import/dividends")
      .attach("file", Buffer.from(Buffer.from(text, "utf16le").swap16()), "dividends-utf16.csv");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ rows: 1, inserted: 1, errors: [] });
  });
});
