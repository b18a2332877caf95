// Corporate action writes through the API (issue 46): a dry run writes nothing; every refusal is one
// 422 naming the action with nothing written (a trade change or an action delete that breaks a
// later event included); confirming a provisional demerger answers what changed; the known actions
// are suggested until applied; and the reads send as many statements for 50 actions as for 1.
import type { Agent } from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postAction, storedRows, wesCol, wesHolder } from "./support/corporate-actions";
import { addStock, addTrade } from "./support/ledger";
import { countStatements } from "./support/statement-counter";
import { startTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date("2025-11-20T00:00:00Z") });
});
afterAll(() => t?.close());

async function refusedWith(t: TestApp, userId: string, send: () => PromiseLike<{ status: number; body: { code: string; error: string } }>) {
  const before = await storedRows(t, userId);
  const res = await send();
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(res.body.code).toBe("ledger_refused");
  expect(await storedRows(t, userId)).toEqual(before);
  return res.body.error;
}

describe("a dry run", () => {
  it("answers the preview with 200 and writes nothing, not even the new code's stock", async () => {
    const { agent, userId, wes } = await wesHolder(t);
    const before = await storedRows(t, userId);
    const answer = await postAction(agent, wesCol(wes), { dryRun: true });
    expect(answer.action).toBeNull();
    expect(answer.preview.parcels.map((p) => [p.symbol, p.after?.costBase])).toEqual([
      ["WES", "17928.862455"],
      ["COL", "7291.087545"],
    ]);
    expect(await storedRows(t, userId)).toEqual(before);
    expect((await agent.get("/api/corporate-actions").expect(200)).body.actions).toEqual([]);
  });
});

describe("one refusal path: 422 naming the action, nothing written", () => {
  it("units not held on the entitlement date", async () => {
    const { agent, user } = await t.signedInAgent();
    const userId = user.id;
    const wes = await addStock(agent, "WES", 60);
    // Bought on the ex-date: not entitled.
    await addTrade(agent, { stockId: wes, type: "BUY", tradeDate: "2018-11-21", units: "10", price: "40" });
    expect(await refusedWith(t, userId, () => agent.post("/api/corporate-actions").send(wesCol(wes)))).toBe(
      "WES demerger on 28 Nov 2018: No WES was held at the end of 20 Nov 2018: nothing is entitled to this demerger",
    );
  });

  it("percentages not summing to 100, a pay date before the ex-date, a pre-CGT parcel", async () => {
    const { agent, userId, wes } = await wesHolder(t);
    expect(
      await refusedWith(t, userId, () => agent.post("/api/corporate-actions").send(wesCol(wes, { demergedCostBasePercent: "28.9" }))),
    ).toBe("WES demerger on 28 Nov 2018: Cost base percentages must add up to 100: 71.09 + 28.9 = 99.99");
    const roc = { type: "RETURN_OF_CAPITAL", stockId: wes, exDate: "2018-11-21", payDate: "2018-11-01", amountPerShare: "0.5" };
    expect(await refusedWith(t, userId, () => agent.post("/api/corporate-actions?dryRun=true").send(roc))).toBe(
      "WES return of capital on 1 Nov 2018: Pay date 1 Nov 2018 is before the ex-date 21 Nov 2018",
    );
    const old = await addStock(agent, "OLD", 5);
    await addTrade(agent, {
      stockId: old,
      type: "OPENING_BALANCE",
      tradeDate: "2000-01-04",
      acquiredOn: "1984-06-01",
      units: "100",
      price: "1",
    });
    const error = await refusedWith(t, userId, () =>
      agent.post("/api/corporate-actions").send(wesCol(old, { newSymbol: "NEWCO", newName: "New Co" })),
    );
    expect(error).toBe(
      "OLD demerger on 28 Nov 2018: The 100 OLD acquired 1 Jun 1984 are pre-CGT (before 20 Sep 1985): this app does not work out a demerger for pre-CGT shares",
    );
    expect((await agent.get("/api/stocks").expect(200)).body.map((s: { symbol: string }) => s.symbol).sort()).toEqual(["OLD", "WES"]);
  });

  it("a ratio of 0 is the field's own 400", async () => {
    const { agent, wes } = await wesHolder(t);
    const res = await agent
      .post("/api/corporate-actions")
      .send(wesCol(wes, { newSharesPerOld: "0" }))
      .expect(400);
    expect(res.body.error).toBe("newSharesPerOld: New shares per share held must be more than 0");
  });

  it("a trade edit or delete the action depends on names the action; deleting the action a later sale needs names both", async () => {
    const { agent, userId, wes, buyId } = await wesHolder(t);
    const { action } = await postAction(agent, wesCol(wes));
    expect(await refusedWith(t, userId, () => agent.delete(`/api/trades/${buyId}`))).toBe(
      "Deleting this trade would break the WES demerger on 28 Nov 2018: No WES was held at the end of 20 Nov 2018: nothing is entitled to this demerger",
    );
    expect(await refusedWith(t, userId, () => agent.patch(`/api/trades/${buyId}`).send({ tradeDate: "2018-12-01" }))).toMatch(
      /^Changing this trade would break the WES demerger on 28 Nov 2018: No WES was held/,
    );
    const col = (await agent.get("/api/stocks").expect(200)).body.find((stock: { symbol: string }) => stock.symbol === "COL").id;
    await addTrade(agent, { stockId: col, type: "SELL", tradeDate: "2019-08-16", units: "600", price: "15", brokerage: "19.95" });
    expect(await refusedWith(t, userId, () => agent.delete(`/api/corporate-actions/${action!.id}`))).toBe(
      "Deleting the WES demerger on 28 Nov 2018 would leave the sale of 600 COL on 16 Aug 2019 short: 0 units held",
    );
    // An edit that takes the units away from the sale is refused in the same words.
    const fewer = wesCol(wes, { newSharesPerOld: "1:2" });
    expect(await refusedWith(t, userId, () => agent.patch(`/api/corporate-actions/${action!.id}`).send(fewer))).toBe(
      "Changing the WES demerger on 28 Nov 2018 would leave the sale of 600 COL on 16 Aug 2019 short: 300 units held",
    );
  });

  it("another user's action is 404, and a delete that breaks nothing goes through", async () => {
    const { agent, wes } = await wesHolder(t);
    const { action } = await postAction(agent, wesCol(wes));
    const other = (await t.signedInAgent()).agent;
    expect((await other.delete(`/api/corporate-actions/${action!.id}`).expect(404)).body.error).toBe("Corporate action not found");
    expect((await other.patch(`/api/corporate-actions/${action!.id}`).send(wesCol(wes)).expect(404)).body.error).toBeTruthy();
    expect((await other.get(`/api/corporate-actions?stockId=${wes}`).expect(404)).body.error).toBe("Stock not found");
    await agent.delete(`/api/corporate-actions/${action!.id}`).expect(200);
    expect((await agent.get("/api/corporate-actions").expect(200)).body.actions).toEqual([]);
  });
});

describe("a provisional demerger", () => {
  it("marks its preview; confirming it with the ruling's percentages answers what changed, the COL sale included", async () => {
    const { agent, wes, buyId } = await wesHolder(t);
    const provisional = await postAction(
      agent,
      wesCol(wes, { status: "provisional", headCostBasePercent: "70", demergedCostBasePercent: "30" }),
    );
    expect(provisional.action).toMatchObject({ status: "provisional" });
    expect(provisional.preview.provisional).toBe(true);
    const col = (await agent.get("/api/stocks").expect(200)).body.find((stock: { symbol: string }) => stock.symbol === "COL").id;
    await addTrade(agent, { stockId: col, type: "SELL", tradeDate: "2019-08-16", units: "600", price: "15", brokerage: "19.95" });
    const res = await agent.patch(`/api/corporate-actions/${provisional.action!.id}`).send(wesCol(wes)).expect(200);
    expect(res.body.action).toMatchObject({ status: "confirmed", id: provisional.action!.id });
    expect(res.body.preview.provisional).toBe(false);
    expect(res.body.changes.parcels).toEqual([
      expect.objectContaining({
        symbol: "WES",
        parcelId: buyId,
        before: expect.objectContaining({ costBase: "17653.965" }),
        after: expect.objectContaining({ costBase: "17928.862455" }),
      }),
    ]);
    expect(res.body.changes.cgt).toEqual([
      expect.objectContaining({
        event: "A1",
        symbol: "COL",
        date: "2019-08-16",
        before: expect.objectContaining({ costBase: "7565.985" }),
        after: expect.objectContaining({ costBase: "7291.087545", gain: "1688.962455" }),
      }),
    ]);
    expect((await agent.get("/api/cgt?fy=2020").expect(200)).body.lines[0]).toMatchObject({ gain: "1688.96" });
  });
});

describe("known actions suggested", () => {
  it("lists WES → COL for a holder on 20 Nov 2018 with a POST body ready to send, and not once it is applied", async () => {
    const { agent, wes } = await wesHolder(t);
    const { suggestions } = (await agent.get("/api/corporate-actions/suggestions").expect(200)).body;
    expect(suggestions).toEqual([
      expect.objectContaining({
        key: "WES-COL-2018",
        stockId: wes,
        symbol: "WES",
        type: "DEMERGER",
        entitlementDate: "2018-11-20",
        unitsHeld: "600",
        body: expect.objectContaining({ stockId: wes, newSymbol: "COL", headCostBasePercent: "71.09", newSharesPerOld: "1" }),
        sources: expect.arrayContaining([expect.objectContaining({ reference: expect.stringContaining("CR 2018/59") })]),
      }),
    ]);
    const applied = await postAction(agent, suggestions[0].body);
    expect(applied.action!.knownKey).toBe("WES-COL-2018");
    expect((await agent.get("/api/corporate-actions/suggestions").expect(200)).body.suggestions).toEqual([]);
  });
});

describe("statements per read", () => {
  /** A holder of `count` stocks (X0, X1, …) bought in 2015, each with a return of capital in 2016. */
  async function holder(count: number): Promise<Agent> {
    const { agent } = await t.signedInAgent();
    for (let i = 0; i < count; i++) {
      const stockId = await addStock(agent, `X${i}`, 5);
      await addTrade(agent, { stockId, type: "BUY", tradeDate: "2015-03-02", units: "100", price: "4" });
      await postAction(agent, { type: "RETURN_OF_CAPITAL", stockId, exDate: "2016-03-01", payDate: "2016-03-15", amountPerShare: "0.1" });
    }
    return agent;
  }

  it(
    "holdings, value history, CGT, tax timing, returns and the actions' own reads send as many for 50 actions as for 1",
    { timeout: 120_000 },
    async () => {
      const one = await holder(1);
      const fifty = await holder(50);
      const urls = [
        "/api/holdings",
        "/api/holdings/value-history?range=ALL",
        "/api/cgt?fy=2016",
        "/api/tax-timing",
        "/api/returns?period=all",
        "/api/corporate-actions",
        "/api/corporate-actions/suggestions",
      ];
      for (const url of urls) {
        const few = await countStatements(() => one.get(url));
        const many = await countStatements(() => fifty.get(url));
        expect([few.result.status, many.result.status], url).toEqual([200, 200]);
        expect(many.statements, url).toBe(few.statements);
      }
      const holdings = (await fifty.get("/api/holdings").expect(200)).body.holdings;
      expect(holdings).toHaveLength(50);
      expect(holdings[0]).toMatchObject({ units: "100", costBase: "390.00" });
    },
  );
});
