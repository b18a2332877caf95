// Corporate actions through the API (issue 46): the brief's worked examples to the cent
// (docs/domain.md "Corporate actions"), from POST /api/corporate-actions and its per-parcel preview
// to what Holdings, the parcels and GET /api/cgt then show, since the ledger's one replay reads the
// stored actions. Real published ratios, synthetic holdings. Not tax advice.
import type { Agent } from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toCents } from "@shared/domain/ledger";
import { postAction, to6, wesCol, wesHolder } from "./support/corporate-actions";
import { addStock, addTrade } from "./support/ledger";
import { startTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date("2025-11-20T00:00:00Z") });
});
afterAll(() => t?.close());

const cgtLines = async (agent: Agent, fy: number) => (await agent.get(`/api/cgt?fy=${fy}`).expect(200)).body;
const holdingOf = async (agent: Agent, symbol: string) =>
  ((await agent.get("/api/holdings").expect(200)).body.holdings as { symbol: string; units: string; costBase: string }[]).find(
    (holding) => holding.symbol === symbol,
  );

describe("DEMERGER", () => {
  it("WES → COL: 17,928.862455 and 7,291.087545, COL dated as the WES parcel, so the COL sale's 1,688.96 is discountable", async () => {
    const { agent, wes, buyId } = await wesHolder(t);
    const answer = await postAction(agent, wesCol(wes));
    expect(answer.action).toMatchObject({
      type: "DEMERGER",
      stockId: wes,
      symbol: "WES",
      date: "2018-11-28",
      status: "confirmed",
      description: "Demerger of COL, 1 for 1",
      knownKey: "WES-COL-2018",
      body: { ...wesCol(wes), rollover: true, status: "confirmed", capitalReturnPerShare: null, fractions: "down" },
    });
    const col = (await agent.get("/api/stocks").expect(200)).body.find((stock: { symbol: string }) => stock.symbol === "COL");
    expect(col).toMatchObject({ name: "Coles Group Limited" });
    expect(answer.preview).toEqual({
      provisional: false,
      parcels: [
        {
          stockId: wes,
          symbol: "WES",
          parcelId: buyId,
          before: { units: "600", costBase: "25219.95", acquiredOn: "2017-08-15" },
          after: { units: "600", costBase: "17928.862455", acquiredOn: "2017-08-15" },
          sourceParcelId: null,
        },
        {
          stockId: col.id,
          symbol: "COL",
          parcelId: `${answer.action!.id}:${buyId}`,
          before: null,
          after: { units: "600", costBase: "7291.087545", acquiredOn: "2017-08-15" },
          sourceParcelId: buyId,
        },
      ],
      cgt: [],
      income: [],
    });
    expect(await holdingOf(agent, "COL")).toMatchObject({ units: "600", costBase: "7291.09" });
    expect(await holdingOf(agent, "WES")).toMatchObject({ units: "600", costBase: "17928.86" });
    const parcels = (await agent.get(`/api/holdings/${col.id}/parcels`).expect(200)).body;
    expect(parcels).toEqual([expect.objectContaining({ acquiredOn: "2017-08-15", units: "600", discountEligibleFrom: "2018-08-16" })]);

    // The COL sale of 16 Aug 2019 at $15.00 less $19.95: 1,688.96, discountable (a tool dating COL 28 Nov 2018 would deny it).
    await addTrade(agent, { stockId: col.id, type: "SELL", tradeDate: "2019-08-16", units: "600", price: "15", brokerage: "19.95" });
    const fy2020 = await cgtLines(agent, 2020);
    expect(fy2020.lines).toEqual([
      expect.objectContaining({
        event: "A1",
        symbol: "COL",
        acquiredOn: "2017-08-15",
        costBase: "7291.09",
        gain: "1688.96",
        discountEligible: true,
      }),
    ]);
    expect(fy2020.totals).toMatchObject({ discountableGains: "1688.96", netCapitalGain: "844.48" });
    // Listed with the head, and with the code it made.
    const listed = (await agent.get(`/api/corporate-actions?stockId=${col.id}`).expect(200)).body.actions;
    expect(listed.map((action: { id: string }) => action.id)).toEqual([answer.action!.id]);
  });

  it("BHP → S32: two BHP parcels give two S32 parcels, each with its own date; a code already held gets them beside its own", async () => {
    const { agent } = await t.signedInAgent();
    const bhp = await addStock(agent, "BHP", 45);
    const s32 = await addStock(agent, "S32", 3);
    await addTrade(agent, { stockId: bhp, type: "BUY", tradeDate: "2008-03-10", units: "1000", price: "42.15" });
    await addTrade(agent, { stockId: bhp, type: "BUY", tradeDate: "2015-02-02", units: "500", price: "31.02" });
    await addTrade(agent, { stockId: s32, type: "BUY", tradeDate: "2015-05-25", units: "100", price: "2" });
    const answer = await postAction(agent, {
      ...wesCol(bhp, { exDate: "2015-05-18", effectiveDate: "2015-05-25", headCostBasePercent: "92.9", demergedCostBasePercent: "7.1" }),
      newSymbol: "S32",
      newName: "South32 Limited",
    });
    const shown = answer.preview.parcels.map((p) => [p.symbol, p.after!.units, p.after!.costBase, p.after!.acquiredOn]);
    expect(shown).toEqual([
      ["BHP", "1000", "39157.35", "2008-03-10"],
      ["BHP", "500", "14408.79", "2015-02-02"],
      ["S32", "1000", "2992.65", "2008-03-10"],
      ["S32", "500", "1101.21", "2015-02-02"],
    ]);
    const parcels = (await agent.get(`/api/holdings/${s32}/parcels`).expect(200)).body;
    expect(parcels.map((p: { acquiredOn: string; units: string; costBase: string }) => [p.acquiredOn, p.units, p.costBase])).toEqual([
      ["2008-03-10", "1000", "2992.65"],
      ["2015-02-02", "500", "1101.21"],
      ["2015-05-25", "100", "200.00"],
    ]);
    expect(await holdingOf(agent, "S32")).toMatchObject({ units: "1600", costBase: "4293.86" });
  });
});

describe("RETURN_OF_CAPITAL", () => {
  const qantas = (stockId: string) => ({
    type: "RETURN_OF_CAPITAL",
    stockId,
    exDate: "2015-10-27",
    payDate: "2015-11-06",
    amountPerShare: "0.23",
  });

  it.each([
    ["the consolidation before the pay date, entered after the return", "2015-10-30", "after"],
    ["the consolidation on the pay date, entered after the return", "2015-11-06", "after"],
    ["the consolidation on the pay date, entered before the return", "2015-11-06", "before"],
    ["the consolidation before the pay date, entered before the return", "2015-10-30", "before"],
  ])("QAN 2015 ($0.23, then 1 → 0.939), %s: 10,219.95 over 9,390 units", async (_name, consolidatedOn, entered) => {
    const { agent } = await t.signedInAgent();
    const qan = await addStock(agent, "QAN", 6);
    await addTrade(agent, { stockId: qan, type: "BUY", tradeDate: "2013-09-02", units: "10000", price: "1.25", brokerage: "19.95" });
    const consolidation = { stockId: qan, type: "CONSOLIDATION" as const, tradeDate: consolidatedOn, ratioFrom: 1000, ratioTo: 939 };
    if (entered === "before") await addTrade(agent, consolidation);
    const answer = await postAction(agent, qantas(qan));
    expect(answer.preview.parcels.map((p) => p.after?.costBase)).toEqual(["10219.95"]);
    if (entered === "after") await addTrade(agent, consolidation);
    const parcels = (await agent.get(`/api/holdings/${qan}/parcels`).expect(200)).body;
    expect(parcels).toEqual([expect.objectContaining({ acquiredOn: "2013-09-02", units: "9390", costBase: "10219.95" })]);
  });

  it("a payment above one parcel's cost base: a G1 of 100.00 on GET /api/cgt, discountable, the other parcel reduced to 600.00", async () => {
    const { agent } = await t.signedInAgent();
    const xyz = await addStock(agent, "XYZ", 1);
    await addTrade(agent, { stockId: xyz, type: "BUY", tradeDate: "2016-03-01", units: "1000", price: "0.30" });
    await addTrade(agent, { stockId: xyz, type: "BUY", tradeDate: "2018-06-01", units: "1000", price: "1" });
    const answer = await postAction(agent, {
      type: "RETURN_OF_CAPITAL",
      stockId: xyz,
      exDate: "2018-11-01",
      payDate: "2018-11-15",
      amountPerShare: "0.40",
    });
    expect(answer.preview.cgt).toEqual([
      expect.objectContaining({
        event: "G1",
        date: "2018-11-15",
        symbol: "XYZ",
        proceeds: "100",
        costBase: "0",
        gain: "100",
        discountable: true,
      }),
    ]);
    const fy2019 = await cgtLines(agent, 2019);
    expect(fy2019.lines).toEqual([
      expect.objectContaining({ event: "G1", sellTradeId: answer.action!.id, soldOn: "2018-11-15", proceeds: "100.00", gain: "100.00" }),
    ]);
    expect(fy2019.totals).toMatchObject({ capitalGains: "100.00", netCapitalGain: "50.00" });
    const csv = (await agent.get("/api/cgt?fy=2019&format=csv").expect(200)).text;
    expect(csv).toContain(",XYZ,G1,2016-03-01,1000,100.00,0.00,100.00,Yes,");
    expect((await agent.get(`/api/holdings/${xyz}/parcels`).expect(200)).body.map((p: { costBase: string }) => p.costBase)).toEqual([
      "0.00",
      "600.00",
    ]);
  });
});

describe("TAKEOVER", () => {
  it("TTS → TAH (0.80 TAH + $0.265, TAH at $5.59): A1 of 205.533038 on 324.466962, TAH parcel 5,475.533038 dated 7 Jul 2005", async () => {
    const { agent } = await t.signedInAgent();
    const tts = await addStock(agent, "TTS", 4);
    await addTrade(agent, { stockId: tts, type: "BUY", tradeDate: "2005-07-07", units: "2000", price: "2.90" });
    const answer = await postAction(agent, {
      type: "TAKEOVER",
      stockId: tts,
      effectiveDate: "2017-12-22",
      cashPerShare: "0.265",
      acquirerSymbol: "TAH",
      acquirerName: "Tabcorp Holdings Limited",
      scripPerShare: "0.8",
      scripValuePerShare: "5.59",
      fractions: "nearest",
    });
    expect(answer.action!.description).toBe("Takeover by TAH, 0.8 TAH for 1 and $0.265 cash per share");
    const [cash] = answer.preview.cgt;
    expect([cash.event, cash.proceeds, to6(cash.costBase), to6(cash.gain), cash.discountable]).toEqual([
      "A1",
      "530",
      "324.466962",
      "205.533038",
      true,
    ]);
    const [target, tah] = answer.preview.parcels;
    expect(target).toMatchObject({ symbol: "TTS", before: { units: "2000", costBase: "5800" }, after: null });
    expect(tah).toMatchObject({ symbol: "TAH", before: null, after: { units: "1600", acquiredOn: "2005-07-07" } });
    expect(to6(tah.after!.costBase)).toBe("5475.533038");
    expect((await cgtLines(agent, 2018)).lines).toEqual([
      expect.objectContaining({
        event: "A1",
        symbol: "TTS",
        proceeds: "530.00",
        costBase: "324.47",
        gain: "205.53",
        discountEligible: true,
      }),
    ]);
    expect(await holdingOf(agent, "TTS")).toBeUndefined();
    expect(await holdingOf(agent, "TAH")).toMatchObject({ units: "1600", costBase: "5475.53" });
  });
});

describe("IN_SPECIE_DIVIDEND", () => {
  it("BHP → WDS (1 for 5.534 at $29.76, fully franked): 180 WDS at 5,356.80 on the pay date, a 2,295.77 credit, BHP unchanged", async () => {
    const { agent } = await t.signedInAgent();
    const bhp = await addStock(agent, "BHP", 45);
    await addTrade(agent, { stockId: bhp, type: "BUY", tradeDate: "2010-05-05", units: "1000", price: "40" });
    const answer = await postAction(agent, {
      type: "IN_SPECIE_DIVIDEND",
      stockId: bhp,
      exDate: "2022-05-25",
      payDate: "2022-06-01",
      newSymbol: "WDS",
      newName: "Woodside Energy Group Ltd",
      sharesPerHeld: "1:5.534",
      marketValuePerShare: "29.76",
      frankingPercent: "100",
    });
    expect(answer.preview.parcels).toEqual([
      expect.objectContaining({ symbol: "BHP", before: { units: "1000", costBase: "40000", acquiredOn: "2010-05-05" } }),
      expect.objectContaining({ symbol: "WDS", before: null, after: { units: "180", costBase: "5356.8", acquiredOn: "2022-06-01" } }),
    ]);
    expect(answer.preview.parcels[0].after).toEqual(answer.preview.parcels[0].before);
    const [income] = answer.preview.income;
    expect(income).toMatchObject({ symbol: "BHP", payDate: "2022-06-01", unitsHeld: "1000", cash: "5356.8", franked: "5356.8" });
    expect(toCents(income.frankingCredit)).toBe("2295.77");
    expect(await holdingOf(agent, "WDS")).toMatchObject({ units: "180", costBase: "5356.80" });
    expect(await holdingOf(agent, "BHP")).toMatchObject({ units: "1000", costBase: "40000.00" });
  });
});

describe("WORTHLESS", () => {
  it("a liquidator's declaration: a G3 loss of 7,519.95 in FY 2020, carried forward; the shares stay at nil cost base", async () => {
    const { agent } = await t.signedInAgent();
    const qin = await addStock(agent, "QIN", 0.01);
    await addTrade(agent, { stockId: qin, type: "BUY", tradeDate: "2016-04-01", units: "5000", price: "1.50", brokerage: "19.95" });
    const answer = await postAction(agent, { type: "WORTHLESS", stockId: qin, date: "2019-09-10", kind: "liquidator_declaration" });
    expect(answer.preview.cgt).toEqual([expect.objectContaining({ event: "G3", gain: "-7519.95", discountable: false })]);
    const fy2020 = await cgtLines(agent, 2020);
    expect(fy2020.lines).toEqual([expect.objectContaining({ event: "G3", symbol: "QIN", soldOn: "2019-09-10", gain: "-7519.95" })]);
    expect(fy2020.totals).toMatchObject({ capitalLosses: "7519.95", lossCarriedForward: "7519.95" });
  });
});

describe("dividends on shares an action made", () => {
  // Coles' first interim dividend (ex 27 Feb 2019, 24 cents, fully franked) on the 600 COL the WES
  // demerger made: COL has no trades of its own, its units come from the ledger's replay.
  it("a COL dividend after WES → COL, by hand and from a file, is paid on the 600 demerged units", async () => {
    const { agent, wes } = await wesHolder(t);
    await postAction(agent, wesCol(wes));
    const col = (await agent.get("/api/stocks").expect(200)).body.find((stock: { symbol: string }) => stock.symbol === "COL").id;
    const added = await agent
      .post("/api/dividends")
      .send({ stockId: col, exDate: "2019-02-27", payDate: "2019-04-03", amountPerShare: "0.24", frankingPercent: "100" });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({ units: "600", cash: "144.00", frankingCredit: "61.71" });

    // Coles' final of 2019 (ex 28 Aug 2019, 33 cents) from a dividend file.
    const file = "Code,Ex Date,Pay Date,Amount Per Share,Franking %\r\nCOL,2019-08-28,2019-09-26,0.33,100\r\n";
    const imported = await agent.post("/api/import/dividends").attach("file", Buffer.from(file), "dividends.csv");
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.errors).toEqual([]);
    const listed = (await agent.get(`/api/dividends?stockId=${col}`).expect(200)).body.dividends;
    expect(listed.map((d: { exDate: string; units: string; cash: string }) => [d.exDate, d.units, d.cash])).toEqual([
      ["2019-08-28", "600", "198.00"],
      ["2019-02-27", "600", "144.00"],
    ]);
  });
});
