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

  it("marks the parcels it made or changed (GET /api/holdings/:stockId/parcels): the later WES purchase is not marked", async () => {
    const { agent, wes, col, laterBuy, action } = await provisionalHolder();
    const wesParcels = (await get(agent, `/api/holdings/${wes}/parcels`)) as (Row & { tradeId: string; costBase: string })[];
    expect(wesParcels.map((parcel) => [parcel.tradeId === laterBuy, parcel.costBase, parcel.provisionalActionIds ?? null])).toEqual([
      [false, "17928.86", [action.id]],
      [true, "3000.00", null],
    ]);
    expect(wesParcels[0]).toMatchObject({ provisional: true });
    expect(wesParcels[1]).not.toHaveProperty("provisional");
    const colParcels = (await get(agent, `/api/holdings/${col}/parcels`)) as Row[];
    expect(colParcels).toEqual([expect.objectContaining({ units: "300", provisional: true, provisionalActionIds: [action.id] })]);
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

  it("confirming it as a dry run (PATCH ?dryRun=true) answers what would change, the COL sale's gain included, and writes nothing", async () => {
    const { agent, wes, action } = await provisionalHolder();
    const confirm = wesCol(wes, { status: "confirmed", headCostBasePercent: "70", demergedCostBasePercent: "30" });
    const res = await agent.patch(`/api/corporate-actions/${action.id}?dryRun=true`).send(confirm);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.action).toBeNull();
    expect(res.body.preview.provisional).toBe(false);
    // 25,219.95 × 70 % = 17,653.965 (was 71.09 %: 17,928.862455); the COL sale's 300 units' cost base
    // and the 300 still open are each half of 30 % (3,782.9925, was 3,645.5437725).
    expect(res.body.changes.parcels).toEqual([
      expect.objectContaining({
        symbol: "COL",
        before: { units: "300", costBase: "3645.5437725", acquiredOn: "2017-08-15" },
        after: { units: "300", costBase: "3782.9925", acquiredOn: "2017-08-15" },
      }),
      expect.objectContaining({
        symbol: "WES",
        before: { units: "600", costBase: "17928.862455", acquiredOn: "2017-08-15" },
        after: { units: "600", costBase: "17653.965", acquiredOn: "2017-08-15" },
      }),
    ]);
    expect(res.body.changes.cgt).toEqual([
      expect.objectContaining({
        event: "A1",
        symbol: "COL",
        date: "2019-08-16",
        before: { units: "300", proceeds: "4480.05", costBase: "3645.5437725", gain: "834.5062275" },
        after: { units: "300", proceeds: "4480.05", costBase: "3782.9925", gain: "697.0575" },
      }),
    ]);
    const [stored] = (await get(agent, `/api/corporate-actions?stockId=${wes}`)).actions;
    expect(stored).toMatchObject({ id: action.id, status: "provisional" });
    expect((await get(agent, "/api/cgt?fy=2020")).lines[0]).toMatchObject({ gain: "834.51", provisional: true });
  });

  it("confirmed (PATCH status confirmed), the same figures carry no mark", async () => {
    const { agent, wes, col, action } = await provisionalHolder();
    const res = await agent.patch(`/api/corporate-actions/${action.id}`).send(wesCol(wes, { status: "confirmed" }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    for (const stockId of [wes, col]) {
      for (const parcel of await get(agent, `/api/holdings/${stockId}/parcels`)) expect(parcel).not.toHaveProperty("provisional");
    }
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
