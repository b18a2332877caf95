// Issue 44 item 15: one date rule on every path (shared/contracts/dates.ts) — a real calendar day in
// the years 1900 to 2100, a trade's not after today. A dividend file row dated 9999-12-31 was stored
// (the form refused it), its export could not be imported again and Income offered FY 10000; now
// every path refuses it with the same sentence, a file's row by its line, nothing written.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dividends, trades } from "@shared/schema";
import { downloadExport, importArchive } from "./support/account-archive";
import { addStock, addTrade } from "./support/ledger";
import { startTestApp, type TestApp } from "./support/test-app";

const NOW = new Date("2025-06-20T00:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => NOW });
});
afterAll(() => t.close());

const OUTSIDE = "is outside the years this app records (1900 to 2100)";

async function holder() {
  const { agent, user } = await t.signedInAgent();
  const stockId = await addStock(agent, "CBA", 100);
  await addTrade(agent, { stockId, type: "BUY", tradeDate: "2024-01-10", units: "30", price: "90" });
  const stored = async () =>
    JSON.stringify({
      trades: await t.db.select().from(trades).where(eq(trades.userId, user.id)).orderBy(trades.id),
      dividends: await t.db.select().from(dividends).where(eq(dividends.userId, user.id)).orderBy(dividends.id),
    });
  return { agent, stockId, stored };
}

describe("the dividend file", () => {
  it("refuses a row dated 9999-12-31 (ex or pay date) or 1899 with its line and reason; the good row imports", async () => {
    const h = await holder();
    const file = [
      "Code,Ex Date,Pay Date,Amount Per Share,Franking %,Units,DRP Units,DRP Price",
      "CBA,9999-12-31,,1,100,,,",
      "CBA,2024-08-14,9999-12-31,1,100,,,",
      "CBA,31/12/1899,,1,100,,,",
      "CBA,2024-08-20,2024-09-26,0.72,100,,,",
    ].join("\n");
    const res = await h.agent.post("/api/import/dividends").attach("file", Buffer.from(file), "dividends.csv");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.inserted).toBe(1);
    expect(res.body.errors).toEqual([
      { line: 2, reason: `CBA: Ex Date '9999-12-31' ${OUTSIDE}` },
      { line: 3, reason: `CBA: Pay Date '9999-12-31' ${OUTSIDE}` },
      { line: 4, reason: `CBA: Ex Date '31/12/1899' ${OUTSIDE}` },
    ]);
    // Income offers no year past the rule's.
    const income = await h.agent.get("/api/income").expect(200);
    expect(Math.max(...income.body.financialYears)).toBeLessThanOrEqual(2101);
    // The account's export imports again, whole.
    const { bytes } = await downloadExport(h.agent);
    const other = await t.signedInAgent();
    const imported = await importArchive(other.agent, bytes);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.dividends).toBe(1);
  });
});

describe("the trade file", () => {
  it("refuses a row dated 2101 or 1899 with its line and reason, and one after today as in the future", async () => {
    const h = await holder();
    const file = [
      "Trade Date,Code,Type,Units,Price,Brokerage,Ratio,Acquired On,Note,Reference",
      "2101-01-01,CBA,BUY,1,90,,,,,r1",
      "1/01/1899,CBA,BUY,1,90,,,,,r2",
      "2025-06-21,CBA,BUY,1,90,,,,,r3",
      "2025-06-20,CBA,BUY,1,90,,,,,r4",
    ].join("\n");
    const res = await h.agent.post("/api/import/trades").attach("file", Buffer.from(file), "trades.csv");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.inserted).toBe(1);
    expect(res.body.errors).toEqual([
      { line: 2, reason: `CBA: Trade Date '2101-01-01' ${OUTSIDE}` },
      { line: 3, reason: `CBA: Trade Date '1/01/1899' ${OUTSIDE}` },
      { line: 4, reason: "CBA: Trade date 2025-06-21 is in the future" },
    ]);
  });
});

describe("the forms", () => {
  it("refuse a dividend or trade date outside the years with the same sentence, and edits too (400, nothing written)", async () => {
    const h = await holder();
    const before = await h.stored();
    const dividend = await h.agent.post("/api/dividends").send({ stockId: h.stockId, exDate: "9999-12-31", amountPerShare: "1" });
    expect([dividend.status, dividend.body.error]).toEqual([400, `exDate: Ex-date 9999-12-31 ${OUTSIDE}`]);
    const trade = await h.agent
      .post("/api/trades")
      .send({ stockId: h.stockId, type: "BUY", tradeDate: "1899-12-31", units: "1", price: "1" });
    expect([trade.status, trade.body.error]).toEqual([400, `tradeDate: Trade date 1899-12-31 ${OUTSIDE}`]);
    expect(await h.stored()).toBe(before);
    const added = await h.agent.post("/api/dividends").send({ stockId: h.stockId, exDate: "2024-08-14", amountPerShare: "1" }).expect(201);
    const edit = await h.agent.patch(`/api/dividends/${added.body.id}`).send({ payDate: "9999-12-31" });
    expect([edit.status, edit.body.error]).toEqual([400, `payDate: Pay date 9999-12-31 ${OUTSIDE}`]);
  });
});
