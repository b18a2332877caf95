// Dividends by hand (issue 31): add, list, edit, confirm, delete; every refusal a clear 4xx with
// nothing written; another user's ids 404; a reinvestment opening a parcel the holdings see. The
// income of a financial year and the holdings' dividend figures: dividend-income.test.ts.
import { describe, expect, it } from "vitest";
import { add, dividendHolders, refused } from "./support/dividend-holder";
import { addTrade } from "./support/ledger";

const holder = dividendHolders();

describe("a dividend by hand", () => {
  it("30 units × $0.72 fully franked: units from the trades, cash 21.60, credit 9.26, grossed-up 30.86, confirmed", async () => {
    const h = await holder();
    const body = await add(h.agent, {
      stockId: h.ids.CBA,
      exDate: "2024-08-14",
      payDate: "2024-09-26",
      amountPerShare: "0.72",
      frankingPercent: 100,
    });
    expect(body).toMatchObject({
      symbol: "CBA",
      units: "30",
      unitsOverridden: false,
      companyTaxRate: "0.30",
      status: "confirmed",
      source: "manual",
      cash: "21.60",
      frankingCredit: "9.26",
      grossedUp: "30.86",
      drpResidual: null,
    });
  });

  it("counts the units held at the end of the day before the ex-date: a buy on the ex-date does not count", async () => {
    const h = await holder();
    await addTrade(h.agent, { stockId: h.ids.CBA, type: "BUY", tradeDate: "2024-08-13", units: "10", price: "7" });
    await addTrade(h.agent, { stockId: h.ids.CBA, type: "BUY", tradeDate: "2024-08-14", units: "5", price: "7" });
    const body = await add(h.agent, { stockId: h.ids.CBA, exDate: "2024-08-14", amountPerShare: "1" });
    expect(body).toMatchObject({ units: "40", status: "estimated", frankingPercent: null, frankingCredit: null, payDate: null });
  });

  it("keeps units the user gives, and a 25% company tax rate ($100 fully franked → credit 33.33)", async () => {
    const h = await holder();
    const body = await add(h.agent, {
      stockId: h.ids.XYZ,
      exDate: "2024-10-01",
      payDate: "2024-11-01",
      amountPerShare: "1",
      frankingPercent: "100",
      companyTaxRate: "25%",
      units: "100",
    });
    expect(body).toMatchObject({
      units: "100",
      unitsOverridden: true,
      companyTaxRate: "0.25",
      frankingCredit: "33.33",
      grossedUp: "133.33",
    });
  });

  it("a reinvestment opens a parcel on the pay date: 1,440 × 25c = $360 buys 45 units at $8", async () => {
    const h = await holder();
    const body = await add(h.agent, {
      stockId: h.ids.WES,
      exDate: "2024-12-01",
      payDate: "2025-01-15",
      amountPerShare: "0.25",
      frankingPercent: 100,
      drpUnits: "45",
      drpPrice: "8",
    });
    expect(body).toMatchObject({ cash: "360.00", drpResidual: "0.00" });
    const holdings = (await h.agent.get("/api/holdings").expect(200)).body;
    expect(holdings.holdings.find((row: { symbol: string }) => row.symbol === "WES")).toMatchObject({
      units: "1485",
      costBase: "10440.00",
    });
    const parcels = (await h.agent.get(`/api/holdings/${h.ids.WES}/parcels`).expect(200)).body;
    expect(parcels).toEqual(
      expect.arrayContaining([expect.objectContaining({ tradeId: body.id, acquiredOn: "2025-01-15", units: "45", costBase: "360.00" })]),
    );
  });
});

describe("a sale's parcels beside a reinvestment", () => {
  it("offers Choose parcels only the parcels open before the sale, not a reinvestment paid after it", async () => {
    const h = await holder();
    const boughtId = await addTrade(h.agent, { stockId: h.ids.NEW, type: "BUY", tradeDate: "2024-01-02", units: "100", price: "7" });
    const saleId = await addTrade(h.agent, { stockId: h.ids.NEW, type: "SELL", tradeDate: "2024-06-01", units: "40", price: "9" });
    await add(h.agent, {
      stockId: h.ids.NEW,
      exDate: "2024-08-01",
      payDate: "2024-09-01",
      amountPerShare: "0.40",
      frankingPercent: 100,
      drpUnits: "3",
      drpPrice: "8",
    });
    const view = (await h.agent.get(`/api/trades/${saleId}/parcels`).expect(200)).body;
    expect(view.parcels).toEqual([expect.objectContaining({ tradeId: boughtId, acquiredOn: "2024-01-02", units: "100", unitsSold: "40" })]);
  });
});

describe("edit, confirm, delete", () => {
  it("confirming an estimate fills franking and pay date, and the income of its year changes", async () => {
    const h = await holder();
    const estimate = await add(h.agent, { stockId: h.ids.CBA, exDate: "2025-02-20", amountPerShare: "0.72" });
    expect(estimate.status).toBe("estimated");
    const before = (await h.agent.get("/api/income?fy=2025").expect(200)).body;
    expect(before.totals).toMatchObject({ cash: "21.60", frankingCredits: "0.00", estimated: 1 });
    const res = await h.agent.patch(`/api/dividends/${estimate.id}`).send({ frankingPercent: 100, payDate: "2025-03-27" }).expect(200);
    expect(res.body).toMatchObject({ status: "confirmed", frankingCredit: "9.26", payDate: "2025-03-27", units: "30" });
    const after = (await h.agent.get("/api/income?fy=2025").expect(200)).body;
    expect(after.totals).toMatchObject({ cash: "21.60", franked: "21.60", frankingCredits: "9.26", grossedUp: "30.86", estimated: 0 });
  });

  it("a new ex-date moves units not given; units: null goes back to the trades' units", async () => {
    const h = await holder();
    await addTrade(h.agent, { stockId: h.ids.CBA, type: "BUY", tradeDate: "2025-01-02", units: "20", price: "7" });
    const dividend = await add(h.agent, { stockId: h.ids.CBA, exDate: "2024-12-01", amountPerShare: "1", units: "7" });
    expect(dividend.units).toBe("7");
    const reset = await h.agent.patch(`/api/dividends/${dividend.id}`).send({ units: null }).expect(200);
    expect(reset.body).toMatchObject({ units: "30", unitsOverridden: false });
    const moved = await h.agent.patch(`/api/dividends/${dividend.id}`).send({ exDate: "2025-02-01" }).expect(200);
    expect(moved.body).toMatchObject({ units: "50", exDate: "2025-02-01" });
  });

  it("deletes, and then the dividend is gone (404 on a second delete)", async () => {
    const h = await holder();
    const dividend = await add(h.agent, { stockId: h.ids.CBA, exDate: "2024-12-01", amountPerShare: "1" });
    expect((await h.agent.delete(`/api/dividends/${dividend.id}`).expect(200)).body).toEqual({ message: "Dividend deleted" });
    expect((await h.agent.get("/api/dividends").expect(200)).body).toEqual({
      dividends: [],
      estimated: 0,
      nextCursor: null,
      actionIncome: [],
    });
    await refused(h.agent.delete(`/api/dividends/${dividend.id}`), 404, "not_found");
  });

  it("refuses to delete a reinvestment whose units a later sale sold (422, nothing written)", async () => {
    const h = await holder();
    const drp = await add(h.agent, {
      stockId: h.ids.WES,
      exDate: "2024-12-01",
      payDate: "2025-01-15",
      amountPerShare: "0.25",
      frankingPercent: 100,
      drpUnits: "45",
      drpPrice: "8",
    });
    await addTrade(h.agent, { stockId: h.ids.WES, type: "SELL", tradeDate: "2025-02-03", units: "1485", price: "9" });
    const before = await h.rows();
    const error = await refused(h.agent.delete(`/api/dividends/${drp.id}`), 422, "ledger_refused");
    expect(error).toBe("Deleting this dividend would leave the sale of 1,485 WES on 3 Feb 2025 short: 1,440 units held");
    expect(await h.rows()).toBe(before);
  });

  it("lists newest first, by financial year (pay date, else ex-date) and by stock, counting estimates", async () => {
    const h = await holder();
    await add(h.agent, { stockId: h.ids.CBA, exDate: "2024-06-20", payDate: "2024-07-01", amountPerShare: "1", frankingPercent: 0 });
    await add(h.agent, { stockId: h.ids.CBA, exDate: "2025-06-30", amountPerShare: "1" });
    await add(h.agent, { stockId: h.ids.XYZ, exDate: "2024-06-28", payDate: "2024-06-30", amountPerShare: "1", frankingPercent: 0 });
    const fy2025 = (await h.agent.get("/api/dividends?fy=2025").expect(200)).body;
    expect(fy2025.dividends.map((d: { exDate: string }) => d.exDate)).toEqual(["2025-06-30", "2024-06-20"]);
    expect(fy2025.estimated).toBe(1);
    const fy2024 = (await h.agent.get("/api/dividends?fy=2024").expect(200)).body;
    expect(fy2024.dividends.map((d: { symbol: string }) => d.symbol)).toEqual(["XYZ"]);
    const cba = (await h.agent.get(`/api/dividends?stockId=${h.ids.CBA}`).expect(200)).body;
    expect(cba.dividends).toHaveLength(2);
  });

  it("?status= keeps the estimates or the confirmed ones, with fy and stockId too; the count follows the list", async () => {
    const h = await holder();
    await add(h.agent, { stockId: h.ids.CBA, exDate: "2024-06-20", payDate: "2024-07-01", amountPerShare: "1", frankingPercent: 0 });
    await add(h.agent, { stockId: h.ids.CBA, exDate: "2025-06-30", amountPerShare: "1" });
    await add(h.agent, { stockId: h.ids.XYZ, exDate: "2024-02-20", amountPerShare: "1" });
    await add(h.agent, { stockId: h.ids.XYZ, exDate: "2024-06-28", payDate: "2024-06-30", amountPerShare: "1", frankingPercent: 0 });
    const list = async (query: string) => {
      const body = (await h.agent.get(`/api/dividends?${query}`).expect(200)).body;
      return [
        body.dividends.map((d: { symbol: string; exDate: string; status: string }) => `${d.symbol} ${d.exDate} ${d.status}`),
        body.estimated,
      ];
    };
    expect(await list("status=estimated")).toEqual([["CBA 2025-06-30 estimated", "XYZ 2024-02-20 estimated"], 2]);
    expect(await list("status=confirmed")).toEqual([["XYZ 2024-06-28 confirmed", "CBA 2024-06-20 confirmed"], 0]);
    expect(await list("status=estimated&fy=2025")).toEqual([["CBA 2025-06-30 estimated"], 1]);
    expect(await list("status=confirmed&fy=2024")).toEqual([["XYZ 2024-06-28 confirmed"], 0]);
    expect(await list(`status=estimated&stockId=${h.ids.XYZ}`)).toEqual([["XYZ 2024-02-20 estimated"], 1]);
    expect(await list(`status=confirmed&fy=2025&stockId=${h.ids.XYZ}`)).toEqual([[], 0]);
  });

  it("refuses a status that is neither estimated nor confirmed (400), as it refuses a bad fy", async () => {
    const h = await holder();
    for (const query of ["status=paid", "status=", "status=estimated&status=confirmed"])
      expect(await refused(h.agent.get(`/api/dividends?${query}`), 400, "validation_failed")).toBe(
        "status: status must be estimated or confirmed",
      );
    expect(await refused(h.agent.get("/api/dividends?fy=abc&status=estimated"), 400, "validation_failed")).toBe(
      "fy: fy must be a financial year like 2025",
    );
  });
});

describe("refused with nothing written", () => {
  const base = (stockId: string) => ({
    stockId,
    exDate: "2024-08-14",
    payDate: "2024-09-26",
    amountPerShare: "0.72",
    frankingPercent: 100,
  });
  const cases: [string, (ids: Record<string, string>) => object, number, string, string | RegExp][] = [
    [
      "franking above 100",
      (ids) => ({ ...base(ids.CBA), frankingPercent: 101 }),
      400,
      "validation_failed",
      "Franking % must be at most 100",
    ],
    ["franking below 0", (ids) => ({ ...base(ids.CBA), frankingPercent: -1 }), 400, "validation_failed", "Franking % must be 0 or more"],
    [
      "franking with 3 decimals",
      (ids) => ({ ...base(ids.CBA), frankingPercent: "50.125" }),
      400,
      "validation_failed",
      "Franking % must have at most 2 decimal places",
    ],
    [
      "a pay date before the ex-date",
      (ids) => ({ ...base(ids.CBA), payDate: "2024-08-13" }),
      400,
      "validation_failed",
      "Pay date must be on or after the ex-date",
    ],
    [
      "a negative amount",
      (ids) => ({ ...base(ids.CBA), amountPerShare: "-0.72" }),
      400,
      "validation_failed",
      "Amount per share must be greater than 0",
    ],
    ["negative units", (ids) => ({ ...base(ids.CBA), units: "-3" }), 400, "validation_failed", "Units must be greater than 0"],
    [
      "a 35% company tax rate",
      (ids) => ({ ...base(ids.CBA), companyTaxRate: 0.35 }),
      400,
      "validation_failed",
      "Company tax rate must be 30% or 25%",
    ],
    [
      "DRP units without a DRP price",
      (ids) => ({ ...base(ids.CBA), drpUnits: "2" }),
      400,
      "validation_failed",
      "DRP units and DRP price go together: give both or neither",
    ],
    ["a stock never traded", (ids) => base(ids.NEW), 422, "ledger_refused", "You have no trades of NEW: add the trades first"],
    [
      "none held before the ex-date",
      (ids) => ({ ...base(ids.CBA), exDate: "2024-01-10", payDate: "2024-02-01" }),
      422,
      "ledger_refused",
      "No CBA was held at the end of 2024-01-09, the day before the ex-date: give the units the dividend was paid on",
    ],
    [
      "a reinvestment costing more than the cash",
      (ids) => ({ ...base(ids.CBA), drpUnits: "3", drpPrice: "8" }),
      422,
      "ledger_refused",
      "3 DRP units at $8 cost $24.00, more than the dividend's $21.60",
    ],
  ];
  for (const [name, body, status, code, message] of cases) {
    it(name, async () => {
      const h = await holder();
      const before = await h.rows();
      const error = await refused(h.agent.post("/api/dividends").send(body(h.ids)), status, code);
      expect(error).toMatch(message);
      expect(await h.rows()).toBe(before);
    });
  }

  it("a second dividend of the stock on the same ex-date (409); an edit onto a taken ex-date too", async () => {
    const h = await holder();
    const first = await add(h.agent, base(h.ids.CBA));
    const second = await add(h.agent, { ...base(h.ids.CBA), exDate: "2024-08-15" });
    const before = await h.rows();
    expect(await refused(h.agent.post("/api/dividends").send(base(h.ids.CBA)), 409, "conflict")).toBe(
      "CBA already has a dividend with ex-date 2024-08-14",
    );
    await refused(h.agent.patch(`/api/dividends/${second.id}`).send({ exDate: first.exDate }), 409, "conflict");
    expect(await h.rows()).toBe(before);
  });

  it("none held before the ex-date is accepted with the units given", async () => {
    const h = await holder();
    const body = await add(h.agent, { ...base(h.ids.CBA), exDate: "2024-01-10", payDate: "2024-02-01", units: "30" });
    expect(body).toMatchObject({ units: "30", unitsOverridden: true });
  });

  it("an edit making the pay date earlier than the ex-date (400)", async () => {
    const h = await holder();
    const dividend = await add(h.agent, base(h.ids.CBA));
    const before = await h.rows();
    await refused(h.agent.patch(`/api/dividends/${dividend.id}`).send({ payDate: "2024-08-01" }), 400, "validation_failed");
    await refused(h.agent.patch(`/api/dividends/${dividend.id}`).send({}), 400, "validation_failed");
    expect(await h.rows()).toBe(before);
  });
});

describe("another user's ids answer 404", () => {
  it("their dividend (edit, delete) and their stock (add, list)", async () => {
    const owner = await holder();
    const dividend = await add(owner.agent, { stockId: owner.ids.CBA, exDate: "2024-08-14", amountPerShare: "1" });
    await add(owner.agent, {
      stockId: owner.ids.CBA,
      exDate: "2024-02-14",
      payDate: "2024-03-20",
      amountPerShare: "1",
      frankingPercent: 100,
    });
    const other = await holder();
    const before = await owner.rows();
    await refused(other.agent.patch(`/api/dividends/${dividend.id}`).send({ frankingPercent: 100 }), 404, "not_found");
    await refused(other.agent.delete(`/api/dividends/${dividend.id}`), 404, "not_found");
    await refused(
      other.agent.post("/api/dividends").send({ stockId: owner.ids.CBA, exDate: "2024-08-15", amountPerShare: "1" }),
      404,
      "not_found",
    );
    await refused(other.agent.get(`/api/dividends?stockId=${owner.ids.CBA}`), 404, "not_found");
    expect((await other.agent.get("/api/dividends").expect(200)).body.dividends).toEqual([]);
    for (const status of ["estimated", "confirmed"])
      expect((await other.agent.get(`/api/dividends?status=${status}`).expect(200)).body).toEqual({
        dividends: [],
        estimated: 0,
        nextCursor: null,
        actionIncome: [],
      });
    expect(await owner.rows()).toBe(before);
  });
});
