// The holdings ledger through an account export (docs/decisions/022): the user's parcel method and a
// sale's chosen parcels leave with the trades and come back in another account, so GET /api/cgt
// answers the same lines there; an account that chose its own method keeps it; undoing the import
// takes the method away again; a version-3 file (before the method travelled) still imports.
import type { Agent } from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { archiveBytes, digestOf, downloadExport, importArchive, type ArchiveFile } from "./support/account-archive";
import { addStock, addTrade } from "./support/ledger";
import { startTestApp, type TestApp } from "./support/test-app";

const NOW = new Date("2025-06-20T00:00:00Z");
let t: TestApp;
let exporter: Agent;
let exported: Awaited<ReturnType<typeof downloadExport>>;

/**
 * CSL: the worked scenario of docs/holdings-scenario.md (FIFO 216.06, minimise gain 123.07). BHP: a sale of 10
 * from the $30 parcel, chosen by the user, where minimise gain would take the $50 one (a loss).
 */
async function ledgerWithMinimiseAndChosenParcels(agent: Agent) {
  const csl = await addStock(agent, "CSL", 48);
  const bhp = await addStock(agent, "BHP", 45);
  const trade = (stockId: string, type: "BUY" | "SELL", tradeDate: string, units: string, price: string) =>
    addTrade(agent, { stockId, type, tradeDate, units, price, brokerage: "19.95" });
  await trade(csl, "BUY", "2023-08-01", "100", "40.00");
  await trade(csl, "BUY", "2024-09-02", "50", "46.00");
  await trade(csl, "SELL", "2025-03-03", "120", "45.00");
  const cheap = await trade(bhp, "BUY", "2024-01-02", "10", "30");
  await trade(bhp, "BUY", "2024-02-01", "10", "50");
  const sale = await trade(bhp, "SELL", "2025-04-01", "10", "45");
  await agent
    .put(`/api/trades/${sale}/parcels`)
    .send({ allocations: [{ parcelTradeId: cheap, units: "10" }] })
    .expect(200);
  await agent.put("/api/holdings/settings").send({ parcelMethod: "minimise" }).expect(200);
}

/** GET /api/cgt?fy=2025 without the ids, which differ between accounts by nature. */
async function capitalGains(agent: Agent, query = "") {
  const body = (await agent.get(`/api/cgt?fy=2025${query}`).expect(200)).body;
  const lines = (body.lines as Record<string, unknown>[]).map((line) =>
    Object.fromEntries(Object.entries(line).filter(([key]) => !key.endsWith("Id"))),
  );
  return { ...body, lines };
}

const methodOf = async (agent: Agent) => (await agent.get("/api/holdings/settings").expect(200)).body.parcelMethod;

beforeAll(async () => {
  t = await startTestApp({ now: () => NOW });
  exporter = (await t.signedInAgent()).agent;
  await ledgerWithMinimiseAndChosenParcels(exporter);
  exported = await downloadExport(exporter);
});
afterAll(() => t?.close());

describe("an export of a ledger with a parcel method and chosen parcels", () => {
  it("holds the method (version 4 on) and the sale's chosen parcel by its reference", () => {
    expect(exported.archive.schemaVersion).toBe(6);
    const data = exported.archive.data;
    expect(data.holdingSettings).toEqual([
      { parcelMethod: "minimise", taxEntity: "individual", lossBroughtIn: "0", lossBroughtInNote: null, updatedAt: expect.any(String) },
    ]);
    const sales = (data.trades ?? []).filter((trade) => trade.type === "SELL");
    const cheap = data.trades?.find((trade) => trade.symbol === "BHP" && trade.price === "30");
    expect(sales.map((sale) => sale.chosenParcels)).toEqual([[{ parcelKey: cheap?.dedupeKey, units: "10" }], []]);
  });
});

describe("imported into another account", () => {
  let importer: Agent;
  let answer: Awaited<ReturnType<typeof importArchive>>;
  beforeAll(async () => {
    importer = (await t.signedInAgent()).agent;
    answer = await importArchive(importer, exported.bytes);
  });

  it("takes the method, and GET /api/cgt gives the same lines, method and totals as the exporter's", async () => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ holdingSettings: 1, trades: 6, skipped: 0 });
    expect(await methodOf(importer)).toBe("minimise");
    const theirs = await capitalGains(exporter);
    const ours = await capitalGains(importer);
    expect(ours).toEqual(theirs);
    expect(ours.method).toBe("minimise");
    // CSL by minimise gain (123.07 of the worked scenario's net), BHP from the chosen $30 parcel: 430.05 − 319.95 = 110.10.
    expect(ours.lines.filter((line: { symbol: string }) => line.symbol === "BHP")).toEqual([
      expect.objectContaining({ acquiredOn: "2024-01-02", gain: "110.10", parcelsChosen: true }),
    ]);
    expect(await capitalGains(importer, "&method=fifo")).toEqual(await capitalGains(exporter, "&method=fifo"));
  });

  it("undoing the import takes the method away with the trades", async () => {
    await importer.delete(`/api/import/batches/${answer.body.batchId}`).expect(200);
    expect(await methodOf(importer)).toBe("fifo");
    expect((await importer.get("/api/trades").expect(200)).body).toEqual({ trades: [], nextCursor: null });
  });
});

describe("imported into an account that chose its own method", () => {
  it("keeps the account's method (the file's is skipped) and its capital gains follow it", async () => {
    const { agent } = await t.signedInAgent();
    await agent.put("/api/holdings/settings").send({ parcelMethod: "fifo" }).expect(200);
    const res = await importArchive(agent, exported.bytes);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ holdingSettings: 0, trades: 6, skipped: 1 });
    expect(await methodOf(agent)).toBe("fifo");
    expect(await capitalGains(agent)).toEqual(await capitalGains(exporter, "&method=fifo"));
  });
});

describe("a version-3 file (before the method travelled)", () => {
  it("imports its trades and chosen parcels; the account stays first-in first-out", async () => {
    const {
      holdingSettings: _method,
      dividends: _dividends,
      taxStatements: _statements,
      corporateActions: _actions,
      ...data
    } = structuredClone(exported.archive.data);
    const v3: ArchiveFile = { ...exported.archive, schemaVersion: 3, data };
    const { agent } = await t.signedInAgent();
    const res = await importArchive(agent, archiveBytes({ ...v3, digest: { ...v3.digest, value: digestOf(v3) } }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ holdingSettings: 0, trades: 6 });
    expect(await methodOf(agent)).toBe("fifo");
    expect(await capitalGains(agent)).toEqual(await capitalGains(exporter, "&method=fifo"));
  });
});
