// POST /api/import/trades (issue 30) with the synthetic broker files of
// server/parsers/fixtures/trades (README there): each format, a dry run, a re-import, a month-first
// file, skipped non-trade rows, an unknown header, undo from Data History, and the statements an
// import sends staying constant in its rows.
import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Agent } from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importBatches, stocks, trades } from "@shared/schema";
import { countStatements } from "./support/statement-counter";
import { startTestApp, type TestApp } from "./support/test-app";

const NOW = new Date("2026-11-15T00:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => NOW });
});
afterAll(() => t.close());

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, "../parsers/fixtures/trades", name));

function upload(agent: Agent, bytes: Buffer, name = "trades.csv", dryRun?: "true" | "false") {
  const req = agent.post("/api/import/trades");
  if (dryRun !== undefined) req.field("dryRun", dryRun);
  return req.attach("file", bytes, name);
}

async function tradeCount(userId: string) {
  return (await t.db.select({ id: trades.id }).from(trades).where(eq(trades.userId, userId))).length;
}

describe("each format", () => {
  it("CommSec Transactions (BOM, CRLF, quoted 1,000, 6-decimal prices): trades in, non-trade rows skipped, sales of unheld units as error rows", async () => {
    const { agent, user } = await t.signedInAgent();
    const res = await upload(agent, fixture("ok/commsec-transactions.csv"));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ format: "commsec-transactions", dryRun: false, rows: 8, inserted: 6, duplicates: 0 });
    expect(res.body.skipped).toEqual([
      { line: 4, reason: "not a trade: 'DIRECT CREDIT INTEREST'" },
      { line: 6, reason: "not a trade: 'BPAY ATO 551234567890'" },
      { line: 12, reason: "not a trade: 'TRANSFER FROM 062-000 12345678'" },
    ]);
    // The file starts after the CBA shares were bought: each sale is named, never dropped.
    expect(res.body.errors).toEqual([
      { line: 7, reason: "Sale of 102 CBA on 9 Apr 2024 is more than the 0 units held on that day" },
      { line: 10, reason: "Sale of 102 CBA on 13 Feb 2020 is more than the 0 units held on that day" },
    ]);
    expect(res.body.newStocks).toEqual(["BHP", "CSL", "DEM", "NAB"]);
    expect(await tradeCount(user.id)).toBe(6);
    // B 1,000 BHP @ 42.18 for 42,230.62: brokerage = cash − units × price = 50.62.
    const holdings = (await agent.get("/api/holdings").expect(200)).body.holdings;
    expect(holdings.find((h: { symbol: string }) => h.symbol === "BHP")).toMatchObject({ units: "1000", costBase: "42230.62" });
    // New stocks are Portfolio stocks named from the ASX list.
    const [bhp] = await t.db
      .select()
      .from(stocks)
      .where(eq(stocks.id, holdings.find((h: { symbol: string }) => h.symbol === "BHP").stockId));
    expect([bhp.name, bhp.isPortfolio, bhp.userId]).toEqual(["BHP Group Limited", true, user.id]);
  });

  it("CommSec Confirmations: a cancelled and a repeated confirmation are skipped", async () => {
    const { agent } = await t.signedInAgent();
    const res = await upload(agent, fixture("ok/commsec-confirmations.csv")).expect(200);
    expect(res.body).toMatchObject({ format: "commsec-confirmations", rows: 5, inserted: 3, newStocks: ["A2M", "BHP", "VAS"] });
    expect(res.body.skipped.map((row: { line: number }) => row.line)).toEqual([4, 6]);
    expect(res.body.errors.map((row: { line: number }) => row.line)).toEqual([3, 5]);
  });

  it("SelfWealth Movements: an 'In' is an error row asking for an opening balance, an 'Out' is skipped", async () => {
    const { agent } = await t.signedInAgent();
    const res = await upload(agent, fixture("ok/selfwealth-movements.csv")).expect(200);
    expect(res.body).toMatchObject({ format: "selfwealth-movements", rows: 4, inserted: 4, newStocks: ["IOZ", "NDQ", "VAS"] });
    expect(res.body.skipped).toEqual([{ line: 6, reason: expect.stringContaining("'Out' is a transfer") }]);
    expect(res.body.errors).toEqual([{ line: 3, reason: expect.stringContaining("add them as an opening balance") }]);
  });

  it("Sharesight's file with '(optional)' headers: every row, the worked scenario's sale included", async () => {
    const { agent } = await t.signedInAgent();
    const res = await upload(agent, fixture("ok/sharesight-trades-optional.csv")).expect(200);
    expect(res.body).toMatchObject({
      format: "sharesight",
      rows: 5,
      inserted: 5,
      skipped: [],
      errors: [],
      newStocks: ["TLS", "VAS", "WOW"],
    });
  });

  it("Sharesight's file without suffixes: a BONUS, a DRP, a blank type and a NASDAQ trade are error rows", async () => {
    const { agent } = await t.signedInAgent();
    const res = await upload(agent, fixture("not-ok/sharesight-trades-unknown-type.csv")).expect(200);
    expect(res.body).toMatchObject({ format: "sharesight", rows: 3, inserted: 3 });
    expect(res.body.errors.map((row: { line: number }) => row.line)).toEqual([5, 6, 7, 8]);
  });

  it("the app's own trades CSV: every type; a consolidation of a code the user holds none of is an error row", async () => {
    const { agent } = await t.signedInAgent();
    const res = await upload(agent, fixture("ok/dashboard-trades.csv"));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ format: "dashboard-trades", rows: 7, inserted: 6, newStocks: ["CSL", "TLS", "WES"] });
    expect(res.body.errors).toEqual([
      { line: 6, reason: "PLS: you hold no PLS for this consolidation to change: import or add its buys first" },
    ]);
    // TLS: 2,500 at 3.95 then a 1:2 split → 5,000 units, cost base kept.
    const tls = (await agent.get("/api/holdings").expect(200)).body.holdings.find((h: { symbol: string }) => h.symbol === "TLS");
    expect(tls).toMatchObject({ units: "5000", costBase: "9875.00" });
  });

  it("a month-first file: each month-first date is an error row, never guessed; the ISO row imports", async () => {
    const { agent } = await t.signedInAgent();
    const res = await upload(agent, fixture("not-ok/month-first.csv")).expect(200);
    expect(res.body).toMatchObject({ rows: 1, inserted: 1, newStocks: ["WES"] });
    expect(res.body.errors.map((row: { line: number }) => row.line)).toEqual([2, 4, 5, 7]);
    expect(res.body.errors[0].reason).toContain("'11/14/2024' is month first");
    expect(res.body.errors[1].reason).toContain("shows this file writes dates month first");
  });

  it("an unknown header is a 400 naming the accepted formats, and writes nothing", async () => {
    const { agent, user } = await t.signedInAgent();
    const res = await upload(agent, fixture("not-ok/unknown-header.csv")).expect(400);
    expect(res.body).toMatchObject({ code: "unreadable_import", error: expect.stringContaining("not the header of a trade file") });
    expect(res.body.hint).toContain("CommSec Transactions");
    expect(res.body.hint).toContain("Sharesight");
    expect(await tradeCount(user.id)).toBe(0);
  });

  it("refuses a workbook, a missing file and a bad dryRun field with a 400", async () => {
    const { agent } = await t.signedInAgent();
    const workbook = readFileSync(path.join(import.meta.dirname, "../parsers/fixtures/bell-potter/ok/CurrentRecommendations.xlsx"));
    expect((await upload(agent, workbook, "trades.csv").expect(400)).body.error).toBe("The file is not a CSV text file");
    expect((await agent.post("/api/import/trades").field("dryRun", "true").expect(400)).body.error).toBe(
      "Choose a .csv file of trades to upload",
    );
    const bad = await agent.post("/api/import/trades").field("dryRun", "yes").attach("file", fixture("ok/dashboard-trades.csv"), "t.csv");
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain("dryRun must be true or false");
  });
});

describe("dry run, re-import and undo", () => {
  it("a dry run answers what the import would do and writes nothing", async () => {
    const { agent, user } = await t.signedInAgent();
    const dry = await upload(agent, fixture("ok/commsec-transactions.csv"), "t.csv", "true").expect(200);
    expect(dry.body).toMatchObject({ dryRun: true, inserted: 6, batchId: null, newStocks: ["BHP", "CSL", "DEM", "NAB"] });
    expect(await tradeCount(user.id)).toBe(0);
    expect(await t.db.select().from(stocks).where(eq(stocks.userId, user.id))).toEqual([]);
    expect(await t.db.select().from(importBatches).where(eq(importBatches.userId, user.id))).toEqual([]);
  });

  it("re-importing the same file adds nothing: every trade is a duplicate", async () => {
    const { agent, user } = await t.signedInAgent();
    await upload(agent, fixture("ok/commsec-transactions.csv")).expect(200);
    const again = await upload(agent, fixture("ok/commsec-transactions.csv")).expect(200);
    expect(again.body).toMatchObject({ inserted: 0, duplicates: 6, newStocks: [], batchId: null });
    expect(await tradeCount(user.id)).toBe(6);
  });

  it("the import is one batch in Data History, and undoing it removes its trades and the stocks it added", async () => {
    const { agent, user } = await t.signedInAgent();
    const { batchId } = (await upload(agent, fixture("ok/commsec-transactions.csv")).expect(200)).body;
    const [listed] = (await agent.get("/api/import/batches").expect(200)).body;
    expect(listed).toMatchObject({ id: batchId, source: "trades", rowsImported: 6, fileName: "trades.csv" });
    const undo = await agent.delete(`/api/import/batches/${batchId}`).expect(200);
    expect(undo.body).toMatchObject({ removedTrades: 6, removedStocks: 4 });
    expect(await tradeCount(user.id)).toBe(0);
    expect((await agent.get("/api/holdings").expect(200)).body.holdings).toEqual([]);
  });

  it("an undo that would leave a later sale short is refused (422) and removes nothing", async () => {
    const { agent, user } = await t.signedInAgent();
    const { batchId } = (await upload(agent, fixture("ok/commsec-transactions.csv")).expect(200)).body;
    const nab = (await agent.post("/api/trades").send({ symbol: "NAB", type: "SELL", tradeDate: "2024-06-03", units: "150", price: "34" }))
      .body;
    expect(nab.newStock).toBe(false);
    const res = await agent.delete(`/api/import/batches/${batchId}`).expect(422);
    expect(res.body).toEqual({
      code: "ledger_refused",
      error: "Undoing this import would leave the sale of 150 NAB on 3 Jun 2024 short: 0 units held",
    });
    expect(await tradeCount(user.id)).toBe(7);
  });
});

describe("statements", () => {
  const rowsOf = (count: number) =>
    Buffer.from(
      [
        "Trade Date,Code,Type,Units,Price,Brokerage,Ratio,Acquired On,Note,Reference",
        ...Array.from(
          { length: count },
          (_, i) => `2024-01-${String((i % 28) + 1).padStart(2, "0")},S${i % 40},BUY,${i + 1},1.5,0,,,,r${i}`,
        ),
      ].join("\r\n"),
    );

  it("an import sends the same number of statements for 10 rows as for 1,000", async () => {
    const small = await t.signedInAgent();
    const large = await t.signedInAgent();
    const ten = await countStatements(() => upload(small.agent, rowsOf(10)));
    const thousand = await countStatements(() => upload(large.agent, rowsOf(1_000)));
    expect([ten.result.status, thousand.result.status]).toEqual([200, 200]);
    expect([ten.result.body.inserted, thousand.result.body.inserted]).toEqual([10, 1_000]);
    expect(thousand.statements).toBe(ten.statements);
  });
});
