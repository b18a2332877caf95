// Provisional marks through the API (issue 46, decision 065): a WES → COL demerger entered before its
// class ruling (status provisional) marks every figure that rests on it — the WES and COL holdings and
// the totals, the COL sale's CGT line and its year, the tax summary, Before 30 June's year and parcels
// — with `provisional: true` and the action's id, and nothing else; confirming it (PATCH status
// confirmed) re-replays and the marks go. Not tax advice.
import type { Agent } from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postAction, wesCol } from "./support/corporate-actions";
import { addStock, addTrade } from "./support/ledger";
import { startTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date("2019-11-20T00:00:00Z") });
});
afterAll(() => t?.close());

type Row = { symbol: string; provisional?: boolean; provisionalActionIds?: string[] };
const get = async (agent: Agent, url: string) => (await agent.get(url).expect(200)).body;
const marks = (rows: Row[]) => Object.fromEntries(rows.map((row) => [row.symbol, row.provisionalActionIds ?? null]));

/** 600 WES of 2017 demerged provisionally, 100 WES bought after, 300 COL sold in FY 2020, and a CSL holding. */
async function provisionalHolder() {
  const { agent } = await t.signedInAgent();
  const wes = await addStock(agent, "WES", 40);
  const csl = await addStock(agent, "CSL", 250);
  await addTrade(agent, { stockId: wes, type: "BUY", tradeDate: "2017-08-15", units: "600", price: "42", brokerage: "19.95" });
  await addTrade(agent, { stockId: csl, type: "BUY", tradeDate: "2018-02-01", units: "10", price: "140" });
  const { action } = await postAction(agent, wesCol(wes, { status: "provisional" }));
  const stocks = (await get(agent, "/api/stocks")) as { id: string; symbol: string }[];
  const col = stocks.find((stock) => stock.symbol === "COL")!.id;
  const laterBuy = await addTrade(agent, { stockId: wes, type: "BUY", tradeDate: "2018-12-03", units: "100", price: "30" });
  await addTrade(agent, { stockId: col, type: "SELL", tradeDate: "2019-08-16", units: "300", price: "15", brokerage: "19.95" });
  return { agent, wes, col, laterBuy, action: action! };
}

describe("a provisional demerger", () => {
  it("marks the WES and COL holdings and the totals, not CSL", async () => {
    const { agent, action } = await provisionalHolder();
    const body = await get(agent, "/api/holdings");
    expect(marks(body.holdings)).toEqual({ COL: [action.id], CSL: null, WES: [action.id] });
    expect(body.holdings.find((row: Row) => row.symbol === "WES")).toMatchObject({ provisional: true });
    expect(body.holdings.find((row: Row) => row.symbol === "CSL")).not.toHaveProperty("provisional");
    expect(body.totals).toMatchObject({ provisional: true, provisionalActionIds: [action.id] });
  });

  it("marks the COL sale's CGT line, its year and the tax summary; an earlier year stays unmarked", async () => {
    const { agent, action } = await provisionalHolder();
    const fy2020 = await get(agent, "/api/cgt?fy=2020");
    expect(fy2020.lines).toEqual([expect.objectContaining({ symbol: "COL", provisional: true, provisionalActionIds: [action.id] })]);
    expect(fy2020).toMatchObject({ provisional: true, provisionalActionIds: [action.id] });
    expect(await get(agent, "/api/cgt?fy=2019")).not.toHaveProperty("provisional");
    expect(await get(agent, "/api/tax-summary?fy=2020")).toMatchObject({ provisional: true, provisionalActionIds: [action.id] });
    expect(await get(agent, "/api/tax-summary?fy=2019")).not.toHaveProperty("provisional");
  });

  it("marks Before 30 June's year and the parcels that rest on it: the later WES purchase is not marked", async () => {
    const { agent, action, laterBuy } = await provisionalHolder();
    const timing = await get(agent, "/api/tax-timing?fy=2020");
    expect(timing).toMatchObject({ provisional: true, provisionalActionIds: [action.id] });
    const parcels = timing.parcels as (Row & { parcelId: string })[];
    expect(parcels.map((parcel) => [parcel.symbol, parcel.parcelId === laterBuy, parcel.provisionalActionIds ?? null])).toEqual([
      ["COL", false, [action.id]],
      ["CSL", false, null],
      ["WES", false, [action.id]],
      ["WES", true, null],
    ]);
  });

  it("confirmed (PATCH status confirmed), the same figures carry no mark", async () => {
    const { agent, wes, action } = await provisionalHolder();
    const res = await agent.patch(`/api/corporate-actions/${action.id}`).send(wesCol(wes, { status: "confirmed" }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const holdings = await get(agent, "/api/holdings");
    expect(marks(holdings.holdings)).toEqual({ COL: null, CSL: null, WES: null });
    expect(holdings.totals).not.toHaveProperty("provisional");
    const fy2020 = await get(agent, "/api/cgt?fy=2020");
    expect(fy2020).not.toHaveProperty("provisional");
    expect(fy2020.lines[0]).not.toHaveProperty("provisional");
    expect(await get(agent, "/api/tax-summary?fy=2020")).not.toHaveProperty("provisional");
    expect(await get(agent, "/api/tax-timing?fy=2020")).not.toHaveProperty("provisional");
  });
});
