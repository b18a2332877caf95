// Before 30 June (issue 49) through the API: the research brief's example as of 2 Jun 2025 ($1,200
// discountable realised, $300 brought forward, XYZ and ABC open), its four scenarios, the 45-day note,
// the refusals, that a scenario writes nothing, and statement counts that do not grow with the trades.
import { eq, sql } from "drizzle-orm";
import type { Agent } from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ScenarioView, TaxTimingView } from "@shared/contracts/tax-timing";
import type { TradeType } from "@shared/contracts/trades";
import { saleAllocations, trades } from "@shared/schema";
import { postAction, wesCol, wesHolder } from "./support/corporate-actions";
import { addStock, addTrade } from "./support/ledger";
import { insertFairValues } from "./support/factories";
import { countStatements } from "./support/statement-counter";
import { startTestApp, type TestApp } from "./support/test-app";

// Noon in Sydney on 2 Jun 2025.
const NOW = new Date("2025-06-02T02:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => NOW });
});
afterAll(() => t.close());

const BROKERS = ["morningstar", "intelligent-investor", "motley-fool", "bell-potter"];

/** The brief's ledger for a new user, with closes on Friday 30 May and the analysts' June values. */
async function briefUser(): Promise<{
  agent: Agent;
  userId: string;
  ids: Record<"xyz" | "abc", string>;
  symbols: Record<"xyz" | "abc", string>;
}> {
  const { agent, user } = await t.signedInAgent();
  const tag = user.id
    .slice(0, 3)
    .toUpperCase()
    .replace(/[^A-Z]/g, "Q");
  const symbol = (name: string) => `${name[0]}${tag}`.slice(0, 4);
  const stock = async (name: string, price: number) => addStock(agent, symbol(name), price);
  const trade = (stockId: string, type: TradeType, tradeDate: string, units: string, price: string, brokerage = "0") =>
    addTrade(agent, { stockId, type, tradeDate, units, price, brokerage });
  const loss = await stock("L", 7);
  await trade(loss, "BUY", "2023-08-01", "100", "10");
  await trade(loss, "SELL", "2024-03-01", "100", "7");
  const gain = await stock("G", 22);
  await trade(gain, "BUY", "2023-07-03", "100", "10");
  await trade(gain, "SELL", "2024-09-02", "100", "22");
  const xyz = await stock("X", 36);
  const abc = await stock("A", 16);
  const ids = {
    xyz: await trade(xyz, "BUY", "2024-06-20", "100", "30", "19.95"),
    abc: await trade(abc, "BUY", "2024-11-15", "200", "20", "19.95"),
  };
  const symbols = { xyz: symbol("X"), abc: symbol("A") };
  await t.db.execute(sql`insert into price_history (symbol, trade_date, close) values
    (${symbols.xyz}, '2025-05-29', 35.5), (${symbols.xyz}, '2025-05-30', 36), (${symbols.abc}, '2025-05-30', 16), (${symbols.abc}, '2025-06-03', 99)
    on conflict do nothing`);
  // ABC: four sources averaging 22; XYZ: two averaging 34.
  await insertFairValues(t.db, [
    ...[20, 21, 23, 24].map((fairValue, i) => ({ stockId: abc, source: BROKERS[i], asOfMonth: "2025-06-01", fairValue })),
    ...[33, 35].map((fairValue, i) => ({ stockId: xyz, source: BROKERS[i], asOfMonth: "2025-06-01", fairValue })),
  ]);
  return { agent, userId: user.id, ids, symbols };
}

const scenario = async (agent: Agent, sales: object[], extra: object = {}) =>
  (await agent.post("/api/tax-timing/scenario").send({ sales, ...extra })).body as ScenarioView & { error?: string };

describe("GET /api/tax-timing", () => {
  it("the brief's example: $450.00 so far, 28 days to 30 June, each parcel with its close, discount date and the consensus", async () => {
    const { agent, ids, symbols } = await briefUser();
    const view = (await agent.get("/api/tax-timing").expect(200)).body as TaxTimingView;
    expect(view).toMatchObject({
      fy: 2025,
      asOf: "2025-06-02",
      daysToFyEnd: 28,
      method: "fifo",
      cgtDiscount: "50 %",
      realised: { discountable: "1200.00", nonDiscountable: "0.00", losses: "0.00" },
      broughtForward: "300.00",
      netCapitalGain: "450.00",
      frankingCredits: { estimate: "0.00", unknownFranking: 0, overThreshold: false },
      lastBrokerage: "19.95",
    });
    // By code (A… before X…), never by tax effect.
    expect(view.parcels).toEqual([
      {
        stockId: expect.any(String),
        symbol: symbols.abc,
        parcelId: ids.abc,
        acquiredOn: "2024-11-15",
        units: "200",
        costBase: "4019.95",
        close: "16",
        closeOn: "2025-05-30",
        unrealised: "-819.95",
        discountFrom: "2025-11-16",
        discountDateConservative: false,
        daysToDiscount: 167,
        discountBeforeFyEnd: false,
        consensusFairValue: "22.00",
        fairValueSources: 4,
        priceVsFairValuePercent: "-27.27",
        fortyFiveDayNote: null,
      },
      expect.objectContaining({
        symbol: symbols.xyz,
        parcelId: ids.xyz,
        costBase: "3019.95",
        close: "36",
        unrealised: "580.05",
        discountFrom: "2025-06-21",
        daysToDiscount: 19,
        discountBeforeFyEnd: true,
        consensusFairValue: "34.00",
        fairValueSources: 2,
        priceVsFairValuePercent: "5.88",
      }),
    ]);
  });

  it("at an earlier asOf: the closes and the position of that day, the days counted from it", async () => {
    const { agent, symbols } = await briefUser();
    const view = (await agent.get("/api/tax-timing?asOf=2025-05-29").expect(200)).body as TaxTimingView;
    expect(view).toMatchObject({ asOf: "2025-05-29", daysToFyEnd: 32, netCapitalGain: "450.00" });
    const xyz = view.parcels.find((parcel) => parcel.symbol === symbols.xyz)!;
    // 100 × 35.50 − 3,019.95; ABC has no close by then and, asOf not being today, no last price either.
    expect([xyz.close, xyz.closeOn, xyz.unrealised, xyz.daysToDiscount]).toEqual(["35.5", "2025-05-29", "530.05", 23]);
    expect(view.parcels.find((parcel) => parcel.symbol === symbols.abc)).toMatchObject({
      close: null,
      unrealised: null,
      priceVsFairValuePercent: null,
    });
    // A past year's position is that of its 30 June.
    expect((await agent.get("/api/tax-timing?fy=2024").expect(200)).body).toMatchObject({
      fy: 2024,
      asOf: "2024-06-30",
      daysToFyEnd: 0,
      netCapitalGain: "0.00",
    });
  });

  it("notes the 45-day rule only where the year's credits are estimated above $5,000 and a parcel was bought within 45 days before an ex-date", async () => {
    const { agent } = await t.signedInAgent();
    const big = await addStock(agent, "BIGD", 12);
    const parcel = await addTrade(agent, { stockId: big, type: "BUY", tradeDate: "2025-04-20", units: "1000", price: "10" });
    const older = await addTrade(agent, { stockId: big, type: "BUY", tradeDate: "2025-01-02", units: "1", price: "10" });
    // 1,001 × $12.00 fully franked = $12,012 cash → $5,148.00 of credits.
    const dividend = { stockId: big, exDate: "2025-05-01", payDate: "2025-05-20", amountPerShare: "12", frankingPercent: 100 };
    expect((await agent.post("/api/dividends").send(dividend)).status).toBe(201);
    const view = (await agent.get("/api/tax-timing").expect(200)).body as TaxTimingView;
    expect(view.frankingCredits).toEqual({ estimate: "5148.00", unknownFranking: 0, overThreshold: true });
    const noteOf = (id: string) => view.parcels.find((each) => each.parcelId === id)!.fortyFiveDayNote;
    // Bought 20 Apr, ex-date 1 May: 45 days held on a sale from 5 Jun. The January parcel had its 45 days before the ex-date.
    expect(noteOf(parcel)).toEqual({ exDate: "2025-05-01", heldFortyFiveDaysOn: "2025-06-05" });
    expect(noteOf(older)).toBeNull();

    // The same with a small dividend: no note at all.
    const small = (await t.signedInAgent()).agent;
    const smallStock = await addStock(small, "SMLD", 12);
    await addTrade(small, { stockId: smallStock, type: "BUY", tradeDate: "2025-04-20", units: "1000", price: "10" });
    await small
      .post("/api/dividends")
      .send({ ...dividend, stockId: smallStock, amountPerShare: "0.5" })
      .expect(201);
    const quiet = (await small.get("/api/tax-timing").expect(200)).body as TaxTimingView;
    expect(quiet.frankingCredits.overThreshold).toBe(false);
    expect(quiet.parcels[0].fortyFiveDayNote).toBeNull();
  });

  it("refuses an asOf after today, outside the year, a year not started and bad values with a 400", async () => {
    const { agent } = await t.signedInAgent();
    const error = async (url: string) => (await agent.get(url).expect(400)).body.error;
    expect(await error("/api/tax-timing?asOf=2025-06-03")).toBe("asOf: must not be after today (2 Jun 2025)");
    expect(await error("/api/tax-timing?fy=2024&asOf=2025-01-02")).toBe("asOf: must be within FY 2023–24 (1 Jul 2023 to 30 Jun 2024)");
    expect(await error("/api/tax-timing?fy=2026")).toBe("fy: FY 2025–26 has not started yet");
    expect(await error("/api/tax-timing?asOf=2025-02-30")).toBe("asOf: asOf must be a date like 2024-01-31");
    expect(await error("/api/tax-timing?fy=abc")).toBe("fy: fy must be a financial year like 2025");
  });

  it("answers a user without trades with an empty year", async () => {
    const { agent } = await t.signedInAgent();
    expect((await agent.get("/api/tax-timing").expect(200)).body).toMatchObject({
      netCapitalGain: "0.00",
      parcels: [],
      lastBrokerage: "0",
    });
  });
});

describe("the user's tax entity (issue 47) in the year so far and a scenario", () => {
  it("an SMSF's discount is a third and a company's none: $600.00 and $900.00 so far; a company's ABC scenario $60.10 against $900.00", async () => {
    const { agent, ids } = await briefUser();
    await agent.put("/api/holdings/settings").send({ taxEntity: "smsf" }).expect(200);
    expect((await agent.get("/api/tax-timing").expect(200)).body as TaxTimingView).toMatchObject({
      netCapitalGain: "600.00",
      cgtDiscount: "33⅓ %",
    });
    await agent.put("/api/holdings/settings").send({ taxEntity: "company" }).expect(200);
    expect(((await agent.get("/api/tax-timing").expect(200)).body as TaxTimingView).netCapitalGain).toBe("900.00");
    // 1,200.00 - 839.90 - 300.00 brought forward, no discount.
    const abc = { parcelId: ids.abc, units: "200", date: "2025-06-02", price: "16", brokerage: "19.95" };
    const answer = await scenario(agent, [abc]);
    expect([answer.netCapitalGain, answer.baseline, answer.difference, answer.cgtDiscount]).toEqual(["60.10", "900.00", "-839.90", "none"]);
  });
});

describe("POST /api/tax-timing/scenario", () => {
  it("sells a parcel a corporate action made, by the id GET /api/tax-timing lists: the demerged COL's 1,688.96, discountable", async () => {
    const { agent, buyId, wes } = await wesHolder(t);
    const action = (await postAction(agent, wesCol(wes))).action!;
    const listed = (await agent.get("/api/tax-timing").expect(200)).body as TaxTimingView;
    const col = listed.parcels.find((parcel) => parcel.parcelId === `${action.id}:${buyId}`);
    expect(col).toMatchObject({ units: "600" });
    // 600 × $15.00 less $19.95, on the cost base 7,291.087545 the demerger gave, dated as the WES parcel of 2017.
    const res = await agent
      .post("/api/tax-timing/scenario")
      .send({ sales: [{ parcelId: col!.parcelId, units: "600", date: "2025-06-02", price: "15", brokerage: "19.95" }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const sale = (res.body as ScenarioView).lines.find((line) => line.key === "sale")?.sale;
    expect(sale).toMatchObject({ proceeds: "8980.05", costBase: "7291.09", gain: "1688.96", discountEligible: true });
  });

  it("the brief's four scenarios: $30.05, $860.10, $730.05 ($130.05 less) and $310.10 against $450.00", async () => {
    const { agent, ids, symbols } = await briefUser();
    const abc = { parcelId: ids.abc, units: "200", date: "2025-06-02", price: "16", brokerage: "19.95" };
    const xyz = (date: string) => ({ parcelId: ids.xyz, units: "100", date, price: "36", brokerage: "19.95" });
    const first = await scenario(agent, [abc]);
    expect([first.netCapitalGain, first.baseline, first.difference]).toEqual(["30.05", "450.00", "-419.95"]);
    expect(first.lines.find((line) => line.key === "sale")?.sale).toMatchObject({
      symbol: symbols.abc,
      proceeds: "3180.05",
      costBase: "4019.95",
      gain: "-839.90",
      discountEligible: false,
    });
    expect(first.lines.map((line) => line.key)).toContain("brought-forward-applied-to-discountable-gains");
    expect((await scenario(agent, [xyz("2025-06-20")])).netCapitalGain).toBe("860.10");
    expect((await scenario(agent, [xyz("2025-06-21")])).netCapitalGain).toBe("730.05");
    expect((await scenario(agent, [abc, xyz("2025-06-21")])).netCapitalGain).toBe("310.10");
  });

  it("a sale without a date or price is on asOf at the last close; brokerage left out is none", async () => {
    const { agent, ids } = await briefUser();
    // 200 × 16 − 0 = 3,200 against 4,019.95: a loss of 819.95 → (1,200 − 819.95 − 300) × 50 % = 40.03 (40.025 half away from zero).
    const answer = await scenario(agent, [{ parcelId: ids.abc, units: "200" }]);
    expect(answer.lines.find((line) => line.key === "sale")?.sale).toMatchObject({
      date: "2025-06-02",
      price: "16",
      brokerage: "0",
      gain: "-819.95",
    });
    expect(answer.netCapitalGain).toBe("40.03");
  });

  it("writes nothing", async () => {
    const { agent, userId, ids } = await briefUser();
    const stored = async () =>
      JSON.stringify({
        trades: await t.db.select().from(trades).where(eq(trades.userId, userId)).orderBy(trades.id),
        allocations: await t.db
          .select()
          .from(saleAllocations)
          .innerJoin(trades, eq(trades.id, saleAllocations.sellTradeId))
          .where(eq(trades.userId, userId)),
      });
    const before = await stored();
    await scenario(agent, [
      { parcelId: ids.abc, units: "200", price: "16" },
      { parcelId: ids.xyz, units: "50", date: "2025-06-25", price: "40" },
    ]);
    expect(await stored()).toBe(before);
    expect((await agent.get("/api/tax-timing").expect(200)).body.netCapitalGain).toBe("450.00");
  });

  it("refuses a date outside asOf–30 June, units above the parcel's, a bad body (400) and a parcel not the user's (404)", async () => {
    const { agent, ids } = await briefUser();
    const refused = async (sales: object[], status: number, extra: object = {}) => {
      const res = await agent.post("/api/tax-timing/scenario").send({ sales, ...extra });
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      return res.body.error as string;
    };
    const abc = { parcelId: ids.abc, units: "200", price: "16" };
    expect(await refused([{ ...abc, date: "2025-06-01" }], 400)).toBe(
      "sales.0.date: must be from 2 Jun 2025 (the as-of date) to 30 Jun 2025",
    );
    expect(await refused([{ ...abc, date: "2025-07-01" }], 400)).toBe(
      "sales.0.date: must be from 2 Jun 2025 (the as-of date) to 30 Jun 2025",
    );
    // The first sale takes the whole parcel: there is none left for the second.
    expect(await refused([abc, { ...abc, units: "1" }], 404)).toBe("Parcel not found");
    expect(await refused([{ ...abc, units: "201" }], 400)).toMatch(
      /^sales\.0\.units: 201 units are more than the 200 units of A\w+ held by then/,
    );
    expect(await refused([{ ...abc, units: "0" }], 400)).toBe("sales.0.units: Units must be greater than 0");
    expect(await refused([{ ...abc, price: "-1" }], 400)).toBe("sales.0.price: Price must be greater than 0");
    expect(await refused([{ ...abc, parcelId: "nope" }], 400)).toBe("sales.0.parcelId: parcelId must be the id of one of your parcels");
    expect(
      await refused(
        Array.from({ length: 501 }, () => abc),
        400,
      ),
    ).toBe("sales: A scenario can hold at most 500 sales");
    expect(await refused([abc], 400, { asOf: "2025-06-03" })).toBe("asOf: must not be after today (2 Jun 2025)");
    // Without a price, on a day with no close stored and not today: the user has to give one.
    expect(await refused([{ parcelId: ids.abc, units: "200" }], 400, { asOf: "2025-05-29" })).toMatch(
      /^sales\.0\.price: no close of A\w+ is stored on or before 29 May 2025: give a price$/,
    );
    // Another user's parcel is a missing one.
    const other = await briefUser();
    expect(await refused([{ ...abc, parcelId: other.ids.abc }], 404)).toBe("Parcel not found");
  });
});

describe("statements per request", () => {
  /** `count` buys over 20 symbols and a sale of 2 units of each of the first 10 ($10, above the brokerage), as one file. */
  async function trader(count: number): Promise<Agent> {
    const { agent } = await t.signedInAgent();
    const lines = ["Trade Date,Code,Type,Units,Price,Brokerage,Ratio,Acquired On,Note,Reference"];
    for (let i = 0; i < count; i++) {
      const day = `2024-${String((i % 12) + 1).padStart(2, "0")}-${String((i % 27) + 1).padStart(2, "0")}`;
      lines.push(`${day},T${i % 20},BUY,10,${(1 + (i % 7)).toFixed(2)},9.95,,,,b${i}`);
    }
    for (let s = 0; s < 10; s++) lines.push(`2025-02-03,T${s},SELL,2,5,9.95,,,,s${s}`);
    const res = await agent.post("/api/import/trades").attach("file", Buffer.from(lines.join("\n")), "t.csv");
    expect(res.body.errors).toEqual([]);
    return agent;
  }

  it("GET /api/tax-timing and a scenario of every parcel send as many statements for 10 trades as for 400", async () => {
    for (const [small, large] of [[await trader(10), await trader(400)]]) {
      const few = await countStatements(() => small.get("/api/tax-timing"));
      const many = await countStatements(() => large.get("/api/tax-timing"));
      expect([few.result.status, many.result.status]).toEqual([200, 200]);
      expect(many.statements).toBe(few.statements);
      const sell = async (agent: Agent, parcels: TaxTimingView["parcels"]) =>
        countStatements(() =>
          agent.post("/api/tax-timing/scenario").send({ sales: parcels.slice(0, 50).map((p) => ({ parcelId: p.parcelId, units: "1" })) }),
        );
      const fewSales = await sell(small, (few.result.body as TaxTimingView).parcels);
      const manySales = await sell(large, (many.result.body as TaxTimingView).parcels);
      expect([fewSales.result.status, manySales.result.status], JSON.stringify(manySales.result.body)).toEqual([200, 200]);
      expect(manySales.statements).toBe(fewSales.statements);
    }
  });
});
