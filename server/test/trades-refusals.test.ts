// What the ledger refuses through the API (issue 30), each with a clear 4xx and nothing written: a
// sale of more units than held (naming the units held), a future date, zero or negative units or
// price, a ratio of 0, an edit or delete that would leave a later sale short, chosen parcels that do
// not fit the sale.
import { eq } from "drizzle-orm";
import type { Agent } from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saleAllocations, stocks, trades } from "@shared/schema";
import { downloadExport, importArchive } from "./support/account-archive";
import { addStock } from "./support/ledger";
import { startTestApp, type TestApp } from "./support/test-app";

// 10:00 on 20 Jun 2025 in Sydney: "today" is 2025-06-20 there.
const NOW = new Date("2025-06-20T00:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => NOW });
});
afterAll(() => t.close());

/** A user holding 100 CSL (bought 2 Jan 2024) who sold 80 on 1 Mar 2024. */
async function ledger() {
  const { agent, user } = await t.signedInAgent();
  const stockId = await addStock(agent, "CSL", 300);
  const post = async (body: object) =>
    (
      await agent
        .post("/api/trades")
        .send({ stockId, ...body })
        .expect(201)
    ).body.id as string;
  const buy = await post({ type: "BUY", tradeDate: "2024-01-02", units: "100", price: "250" });
  const sale = await post({ type: "SELL", tradeDate: "2024-03-01", units: "80", price: "270" });
  const rows = async () => JSON.stringify(await t.db.select().from(trades).where(eq(trades.userId, user.id)).orderBy(trades.id));
  return { agent, user, stockId, buy, sale, rows, before: await rows() };
}

async function refused(res: Promise<{ status: number; body: { code: string; error: string } }>, status: number, code: string) {
  const answer = await res;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.code).toBe(code);
  return answer.body.error;
}

const post = (agent: Agent, body: object) => agent.post("/api/trades").send(body);

describe("a holding past the units the ledger records (issue 44 item 17), refused naming the limit", () => {
  const LIMIT = "a holding can have at most 1,000,000,000,000 units (the most a trade records)";

  /** A user holding `units` BHP bought on 2 Jan 2024; rows() is their trades. */
  async function holding(units: string) {
    const { agent, user } = await t.signedInAgent();
    const stockId = await addStock(agent, "BHP", 40);
    await post(agent, { stockId, type: "BUY", tradeDate: "2024-01-02", units, price: "0.000001" }).expect(201);
    const rows = async () => JSON.stringify(await t.db.select().from(trades).where(eq(trades.userId, user.id)).orderBy(trades.id));
    return { agent, user, stockId, rows, before: await rows() };
  }

  it("a split of 10^12 units by 1:10^6 (422), and a dividend afterwards still reads", async () => {
    const h = await holding("1000000000000");
    const split = { stockId: h.stockId, type: "SPLIT", tradeDate: "2024-06-01", ratioFrom: 1, ratioTo: 1_000_000 };
    expect(await refused(post(h.agent, split), 422, "ledger_refused")).toBe(
      `Adding this split would take the BHP holding to 1,000,000,000,000,000,000 units on 1 Jun 2024: ${LIMIT}`,
    );
    expect(await h.rows()).toBe(h.before);
    const dividend = await h.agent.post("/api/dividends").send({ stockId: h.stockId, exDate: "2024-08-14", amountPerShare: "0.000001" });
    expect(dividend.status, JSON.stringify(dividend.body)).toBe(201);
    expect(dividend.body.units).toBe("1000000000000");
  });

  it("a buy, an edit of a buy, or the delete of a consolidation that takes the holding past the limit (422)", async () => {
    const h = await holding("999999999999");
    const buy = { stockId: h.stockId, type: "BUY", tradeDate: "2024-02-01", units: "2", price: "1" };
    expect(await refused(post(h.agent, buy), 422, "ledger_refused")).toBe(
      `Adding this buy would take the BHP holding to 1,000,000,000,001 units on 1 Feb 2024: ${LIMIT}`,
    );
    // Exactly the limit is a holding like any other.
    const one = (await post(h.agent, { ...buy, units: "1" }).expect(201)).body.id as string;
    expect(await refused(h.agent.patch(`/api/trades/${one}`).send({ units: "1.5" }), 422, "ledger_refused")).toBe(
      `Changing this trade would take the BHP holding to 1,000,000,000,000.5 units on 1 Feb 2024: ${LIMIT}`,
    );
    const consolidation = (
      await post(h.agent, { stockId: h.stockId, type: "CONSOLIDATION", tradeDate: "2024-03-01", ratioFrom: 10, ratioTo: 1 }).expect(201)
    ).body.id as string;
    await post(h.agent, { ...buy, tradeDate: "2024-04-01", units: "900000000000" }).expect(201);
    const rows = await h.rows();
    expect(await refused(h.agent.delete(`/api/trades/${consolidation}`), 422, "ledger_refused")).toBe(
      `Deleting this trade would take the BHP holding to 1,900,000,000,000 units on 1 Apr 2024: ${LIMIT}`,
    );
    expect(await h.rows()).toBe(rows);
  });

  it("a consolidation that would leave less than a millionth of a unit of a holding (422)", async () => {
    const h = await holding("0.4");
    const consolidation = { stockId: h.stockId, type: "CONSOLIDATION", tradeDate: "2024-06-03", ratioFrom: 1_000_000, ratioTo: 1 };
    expect(await refused(post(h.agent, consolidation), 422, "ledger_refused")).toBe(
      "Adding this consolidation would leave 0.0000004 of the 0.4 BHP held on 3 Jun 2024, less than the 0.000001 units a holding is counted in: " +
        "record the cash paid for the fraction as a sale instead",
    );
    expect(await h.rows()).toBe(h.before);
    // One unit consolidated 1,000,000:1 is 0.000001: still a holding.
    await post(h.agent, { stockId: h.stockId, type: "BUY", tradeDate: "2024-05-01", units: "0.6", price: "1" }).expect(201);
    await post(h.agent, consolidation).expect(201);
  });

  it("a trade file's split past the limit is an error row with its line; the other rows import", async () => {
    const h = await holding("1000000000000");
    const file = [
      "Trade Date,Code,Type,Units,Price,Brokerage,Ratio,Acquired On,Note,Reference",
      "2024-05-01,BHP,BUY,1,40,,,,,a-buy",
      "2024-06-01,BHP,SPLIT,,,,1:2,,,a-split",
    ].join("\n");
    const res = await h.agent.post("/api/import/trades").attach("file", Buffer.from(file), "t.csv");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      inserted: 0,
      errors: [
        { line: 2, reason: `Adding this buy would take the BHP holding to 1,000,000,000,001 units on 1 May 2024: ${LIMIT}` },
        { line: 3, reason: `Adding this split would take the BHP holding to 2,000,000,000,000 units on 1 Jun 2024: ${LIMIT}` },
      ],
    });
    expect(await h.rows()).toBe(h.before);
  });

  it("an account import whose trades join the account's own past the limit (422), writing nothing", async () => {
    const exporter = await holding("1000000000000");
    const { bytes } = await downloadExport(exporter.agent);
    const target = await holding("5");
    const res = await importArchive(target.agent, bytes);
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body).toEqual({
      code: "ledger_refused",
      error: `Importing these trades would take the BHP holding to 1,000,000,000,005 units on 2 Jan 2024: ${LIMIT}`,
    });
    expect(await target.rows()).toBe(target.before);
  });
});

describe("refused with nothing written", () => {
  it("a sale of more units than held on its date names the units held (422)", async () => {
    const l = await ledger();
    const error = await refused(
      post(l.agent, { stockId: l.stockId, type: "SELL", tradeDate: "2024-04-02", units: "30", price: "280" }),
      422,
      "ledger_refused",
    );
    expect(error).toBe("Sale of 30 CSL on 2 Apr 2024 is more than the 20 units held on that day");
    expect(await l.rows()).toBe(l.before);
  });

  it("a date after Sydney's today (400)", async () => {
    const l = await ledger();
    const error = await refused(
      post(l.agent, { stockId: l.stockId, type: "BUY", tradeDate: "2025-06-21", units: "1", price: "280" }),
      400,
      "validation_failed",
    );
    expect(error).toBe("Trade date 2025-06-21 is in the future");
    // An edit into the future too.
    expect(await refused(l.agent.patch(`/api/trades/${l.buy}`).send({ tradeDate: "2025-07-01" }), 400, "validation_failed")).toBe(
      "Trade date 2025-07-01 is in the future",
    );
    expect(await l.rows()).toBe(l.before);
  });

  it.each([
    [{ units: "0", price: "10" }, "units: Units must be greater than 0"],
    [{ units: "-5", price: "10" }, "units: Units must be greater than 0"],
    [{ units: "5", price: "0" }, "price: Price must be greater than 0"],
    [{ units: "5", price: "-1" }, "price: Price must be greater than 0"],
  ])("zero or negative units or price: %j (400)", async (values, message) => {
    const l = await ledger();
    expect(
      await refused(post(l.agent, { stockId: l.stockId, type: "BUY", tradeDate: "2024-05-01", ...values }), 400, "validation_failed"),
    ).toBe(message);
    expect(await l.rows()).toBe(l.before);
  });

  it("a sale whose brokerage is more than its value: 1 @ $0.01 with $5,000 (400), by form, edit and file", async () => {
    const l = await ledger();
    const sale = { stockId: l.stockId, type: "SELL", tradeDate: "2024-04-02", units: "1", price: "0.01", brokerage: "5000" };
    const message = "Brokerage of $5,000.00 is more than the sale's value of $0.01 (1 × $0.01): a sale's brokerage comes out of its value";
    expect(await refused(post(l.agent, sale), 400, "validation_failed")).toBe(message);
    // Raising the brokerage of the stored sale (80 × $270 = $21,600) past its value.
    expect(await refused(l.agent.patch(`/api/trades/${l.sale}`).send({ brokerage: "21600.01" }), 400, "validation_failed")).toBe(
      "Brokerage of $21,600.01 is more than the sale's value of $21,600.00 (80 × $270.00): a sale's brokerage comes out of its value",
    );
    const file = [
      "Trade Date,Code,Type,Units,Price,Brokerage,Ratio,Acquired On,Note,Reference",
      "2024-04-02,CSL,SELL,1,0.01,5000,,,,big-brokerage",
    ].join("\n");
    const imported = await l.agent.post("/api/import/trades").attach("file", Buffer.from(file), "t.csv");
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body).toMatchObject({ inserted: 0, errors: [{ line: 2, reason: `CSL: ${message}` }] });
    expect(await l.rows()).toBe(l.before);
    // Brokerage equal to the value leaves proceeds of $0: that sale is possible, and stored.
    await post(l.agent, { ...sale, brokerage: "0.01" }).expect(201);
  });

  it("a ratio of 0 (400)", async () => {
    const l = await ledger();
    const body = { stockId: l.stockId, type: "SPLIT", tradeDate: "2024-05-01", ratioFrom: 0, ratioTo: 2 };
    expect(await refused(post(l.agent, body), 400, "validation_failed")).toBe("ratioFrom: Ratio from must be at least 1");
    expect(await l.rows()).toBe(l.before);
  });

  it("an edit that would leave the later sale short (422)", async () => {
    const l = await ledger();
    const error = await refused(l.agent.patch(`/api/trades/${l.buy}`).send({ units: "50" }), 422, "ledger_refused");
    expect(error).toMatch(/sale of 80 CSL on 1 Mar 2024/);
    expect(error).toMatch(/50 units held/);
    // Moving the buy after the sale leaves it short too.
    await refused(l.agent.patch(`/api/trades/${l.buy}`).send({ tradeDate: "2024-03-02" }), 422, "ledger_refused");
    expect(await l.rows()).toBe(l.before);
  });

  it("a delete that would leave the later sale short (422)", async () => {
    const l = await ledger();
    const error = await refused(l.agent.delete(`/api/trades/${l.buy}`), 422, "ledger_refused");
    expect(error).toBe("Deleting this trade would leave the sale of 80 CSL on 1 Mar 2024 short: 0 units held");
    expect(await l.rows()).toBe(l.before);
  });

  it("chosen parcels that do not add up to the sale, or name a parcel not open, or choose for a buy", async () => {
    const l = await ledger();
    await refused(
      l.agent.put(`/api/trades/${l.sale}/parcels`).send({ allocations: [{ parcelTradeId: l.buy, units: "70" }] }),
      422,
      "ledger_refused",
    );
    await refused(
      l.agent.put(`/api/trades/${l.sale}/parcels`).send({ allocations: [{ parcelTradeId: l.sale, units: "80" }] }),
      422,
      "ledger_refused",
    );
    expect(await refused(l.agent.put(`/api/trades/${l.buy}/parcels`).send({ allocations: [] }), 400, "validation_failed")).toBe(
      "Only a sale has chosen parcels",
    );
    expect(await t.db.select().from(saleAllocations).where(eq(saleAllocations.sellTradeId, l.sale))).toEqual([]);
  });

  it("a sale of a code the user does not track adds no stock (400)", async () => {
    const l = await ledger();
    await refused(
      post(l.agent, { symbol: "WES", type: "SPLIT", tradeDate: "2024-05-01", ratioFrom: 1, ratioTo: 2 }),
      400,
      "validation_failed",
    );
    const sale = await refused(
      post(l.agent, { symbol: "WES", type: "SELL", tradeDate: "2024-05-01", units: "1", price: "60" }),
      422,
      "ledger_refused",
    );
    expect(sale).toBe("Sale of 1 WES on 1 May 2024 is more than the 0 units held on that day");
    expect((await t.db.select().from(stocks).where(eq(stocks.userId, l.user.id))).map((s) => s.symbol)).toEqual(["CSL"]);
  });

  it("another user's trade is 404 to read, edit, delete and choose parcels for", async () => {
    const l = await ledger();
    const other = await t.signedInAgent();
    expect((await other.agent.patch(`/api/trades/${l.buy}`).send({ note: "x" })).status).toBe(404);
    expect((await other.agent.delete(`/api/trades/${l.buy}`)).status).toBe(404);
    expect((await other.agent.get(`/api/trades/${l.sale}/parcels`)).status).toBe(404);
    expect((await other.agent.get(`/api/holdings/${l.stockId}/parcels`)).status).toBe(404);
    expect(
      (await other.agent.post("/api/trades").send({ stockId: l.stockId, type: "BUY", tradeDate: "2024-05-01", units: "1", price: "1" }))
        .status,
    ).toBe(404);
    expect(await l.rows()).toBe(l.before);
  });

  it("an account import whose trades would leave a sale short against the account's own (422), writing nothing", async () => {
    const l = await ledger();
    const { bytes } = await downloadExport(l.agent);
    // The importing account consolidated its CSL 10:1 before the file's sale: 80 units are not there.
    const target = await t.signedInAgent();
    const stockId = await addStock(target.agent, "CSL", 300);
    await target.agent.post("/api/trades").send({ stockId, type: "BUY", tradeDate: "2023-12-01", units: "10", price: "240" }).expect(201);
    await target.agent
      .post("/api/trades")
      .send({ stockId, type: "CONSOLIDATION", tradeDate: "2024-02-01", ratioFrom: 10, ratioTo: 1 })
      .expect(201);
    const rows = async () => JSON.stringify(await t.db.select().from(trades).where(eq(trades.userId, target.user.id)).orderBy(trades.id));
    const before = await rows();
    const res = await importArchive(target.agent, bytes);
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body).toEqual({
      code: "ledger_refused",
      error: "Importing these trades would leave the sale of 80 CSL on 1 Mar 2024 short: 11 units held",
    });
    expect(await rows()).toBe(before);
    expect((await target.agent.get("/api/import/batches").expect(200)).body).toEqual([]);
  });
});
