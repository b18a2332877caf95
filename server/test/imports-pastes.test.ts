import { readFileSync } from "node:fs";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fairValues, importBatches, stocks } from "@shared/schema";
import { insertStock } from "./support/factories";
import { startTestApp, type TestApp } from "./support/test-app";

// 14:30 UTC on 31 Oct is already 1 Nov 01:30 in Sydney: pastes are filed under Nov-26.
const NOW = new Date("2026-10-31T14:30:00Z");
const CURRENT_MONTH = "2026-11-01";
const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, "../parsers/fixtures", name), "utf8");

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => NOW });
});
afterAll(() => t.close());

/** The user's stocks and their fair values, in symbol / source order, without ids and timestamps. */
async function stored(userId: string) {
  const rows = await t.db
    .select({ stock: stocks, value: fairValues })
    .from(stocks)
    .leftJoin(fairValues, eq(fairValues.stockId, stocks.id))
    .where(eq(stocks.userId, userId))
    .orderBy(asc(stocks.symbol), asc(fairValues.source), asc(fairValues.asOfMonth));
  return rows.map(({ stock, value }) => ({
    symbol: stock.symbol,
    name: stock.name,
    sector: stock.sector,
    lastPrice: stock.lastPrice,
    priced: stock.lastPriceUpdatedAt?.toISOString() ?? null,
    isPortfolio: stock.isPortfolio,
    ...(value && { source: value.source, asOfMonth: value.asOfMonth, fairValue: value.fairValue, meta: value.meta }),
  }));
}

describe("authentication and limits", () => {
  it("answers 401 to anonymous callers on every import route", async () => {
    for (const [method, url] of [
      ["post", "/api/import/morningstar"],
      ["post", "/api/import/intelligent-investor"],
      ["post", "/api/import/motley-fool"],
      ["post", "/api/import/bell-potter-paste"],
      ["post", "/api/import/excel"],
      ["post", "/api/import/bell-potter"],
      ["get", "/api/import/batches"],
      ["delete", "/api/import/batches/00000000-0000-4000-8000-000000000000"],
    ] as const) {
      const res = await request(t.app)[method](url).send({ text: "BHP,45,42" });
      expect(res.status, `${method} ${url}`).toBe(401);
    }
    expect(await t.db.select().from(importBatches)).toEqual([]);
  });

  it("refuses a blank paste with the source's own sentence", async () => {
    const { agent } = await t.signedInAgent();
    for (const [path, label] of [
      ["morningstar", "Morningstar"],
      ["intelligent-investor", "Intelligent Investor"],
      ["motley-fool", "Motley Fool"],
      ["bell-potter-paste", "Bell Potter"],
    ]) {
      for (const body of [{ text: "" }, { text: " \r\n\t " }, {}, { text: 42 }]) {
        const res = await agent.post(`/api/import/${path}`).send(body);
        expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
        expect(res.body).toEqual({ error: `Please paste ${label} data first`, code: "validation_failed" });
      }
    }
  });

  it("refuses text over 1 MB with 413 and accepts exactly 1 MB", async () => {
    const { agent, user } = await t.signedInAgent();
    const line = "BHP,45.20,42.00,Medium,Wide,Strong\n";
    const exact = line + " ".repeat(1_048_576 - line.length);
    const tooLarge = await agent.post("/api/import/morningstar").send({ text: exact + " " });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({ error: "The pasted text is too large (the limit is 1 MB)", code: "payload_too_large" });
    expect(await stored(user.id)).toEqual([]);
    expect((await agent.post("/api/import/morningstar").send({ text: exact })).status).toBe(200);
    // Past the app's 2 MB JSON body limit the body parser refuses it, with the same sentence.
    const huge = await agent.post("/api/import/motley-fool").send({ text: "x".repeat(2_500_000) });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ error: "The pasted text is too large (the limit is 1 MB)", code: "payload_too_large" });
  });
});

describe("POST /api/import/morningstar", () => {
  it("imports every row under the current Sydney month, creating other-tracked stocks with the ASX sector", async () => {
    const { agent, user } = await t.signedInAgent();
    const text =
      "Code,Last,Fair Value,Uncertainty,Economic Moat,Financial Health\nbhp,45.20,42.00,Medium,Wide,Strong\nZZZQ,,3.50,High,None,Weak\n";
    const res = await agent.post("/api/import/morningstar").send({ text });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: "Imported 2 Morningstar records",
      totalRecords: 2,
      skipped: [],
      warnings: [],
      batchId: expect.any(String),
      newAlerts: 0,
    });
    expect(await stored(user.id)).toEqual([
      {
        symbol: "BHP",
        name: "BHP Group Limited",
        sector: "Materials",
        lastPrice: 45.2,
        priced: NOW.toISOString(),
        isPortfolio: false,
        source: "morningstar",
        asOfMonth: CURRENT_MONTH,
        fairValue: 42,
        meta: { uncertainty: "Medium", economicMoat: "Wide", financialHealth: "Strong" },
      },
      // Not on the ASX list: no sector. No price given: the fair value stands in, its time unknown.
      {
        symbol: "ZZZQ",
        name: "ZZZQ",
        sector: null,
        lastPrice: 3.5,
        priced: null,
        isPortfolio: false,
        source: "morningstar",
        asOfMonth: CURRENT_MONTH,
        fairValue: 3.5,
        meta: { uncertainty: "High", economicMoat: "None", financialHealth: "Weak" },
      },
    ]);
    const [batch] = await t.db.select().from(importBatches).where(eq(importBatches.userId, user.id));
    expect(batch).toMatchObject({ id: res.body.batchId, source: "morningstar", fileName: "paste", rowsImported: 2, rowsSkipped: 0 });
    const created = await t.db.select().from(stocks).where(eq(stocks.userId, user.id));
    expect(created.every((stock) => stock.createdByBatchId === batch.id)).toBe(true);
  });

  it("imports the good rows of a half-bad paste and names each bad line", async () => {
    const { agent, user } = await t.signedInAgent();
    const res = await agent.post("/api/import/morningstar").send({ text: fixture("morningstar/not-ok/bad-values.txt") });
    expect(res.status).toBe(200);
    expect(res.body.totalRecords).toBe(2);
    expect(res.body.message).toBe(`Imported 2 Morningstar records (${res.body.skipped.length} rows skipped)`);
    expect(res.body.skipped.map((row: { line: number }) => row.line)).toEqual([3, 4, 5, 6, 7, 8, 10, 11, 12]);
    expect(res.body.skipped[0]).toEqual({ line: 3, reason: "CBA: fair value 'abc' is not a number" });
    expect((await stored(user.id)).map((row) => [row.symbol, row.fairValue])).toEqual([
      ["ANZ", 27.5],
      ["BHP", 42],
    ]);
    const [batch] = await t.db.select().from(importBatches).where(eq(importBatches.userId, user.id));
    expect(batch).toMatchObject({ rowsImported: 2, rowsSkipped: 9 });
  });

  it("writes nothing, not even a batch, when no row can be imported", async () => {
    const { agent, user } = await t.signedInAgent();
    const res = await agent.post("/api/import/morningstar").send({ text: "Code,Fair Value\nBHP,abc\nCBA,\n" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: "No rows could be imported",
      code: "nothing_imported",
      skipped: [
        { line: 2, reason: "BHP: fair value 'abc' is not a number" },
        { line: 3, reason: "CBA: fair value is missing" },
      ],
    });
    expect(await t.db.select().from(importBatches).where(eq(importBatches.userId, user.id))).toEqual([]);
    expect(await stored(user.id)).toEqual([]);
  });

  it("stores every field a quote-page card carries, Financial Health included, as the table paste does (issue 33)", async () => {
    const { agent, user } = await t.signedInAgent();
    const res = await agent.post("/api/import/morningstar").send({ text: fixture("morningstar/ok/quote-page-copy.txt") });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totalRecords: 2, skipped: [] });
    const priced = NOW.toISOString();
    const common = { isPortfolio: false, priced, source: "morningstar", asOfMonth: CURRENT_MONTH };
    expect(await stored(user.id)).toEqual([
      {
        ...common,
        symbol: "BHP",
        name: "BHP Group Ltd",
        sector: "Materials",
        lastPrice: 44.52,
        fairValue: 42,
        meta: { uncertainty: "Medium", economicMoat: "Wide", financialHealth: "Strong" },
      },
      {
        ...common,
        symbol: "FMG",
        name: "Fortescue Ltd",
        sector: "Materials",
        lastPrice: 18.37,
        fairValue: 15,
        meta: { uncertainty: "High", economicMoat: "None", financialHealth: "Moderate" },
      },
    ]);
    const views = (await agent.get("/api/portfolio?isPortfolio=false")).body as { symbol: string; msFinancialHealth: string | null }[];
    expect(views.map((view) => [view.symbol, view.msFinancialHealth])).toEqual([
      ["BHP", "Strong"],
      ["FMG", "Moderate"],
    ]);
  });

  it("updates the price of an existing stock but keeps its name, sector and placement", async () => {
    const { agent, user } = await t.signedInAgent();
    const old = await insertStock(t.db, {
      userId: user.id,
      symbol: "CSL",
      name: "CSL Limited",
      sector: "Health",
      lastPrice: 250,
      isPortfolio: true,
    });
    await agent.post("/api/import/morningstar").send({ text: "CSL,282.15,300.00,Low,Wide,Strong" }).expect(200);
    const [stock] = await t.db.select().from(stocks).where(eq(stocks.id, old.id));
    expect(stock).toMatchObject({ name: "CSL Limited", sector: "Health", lastPrice: 282.15, isPortfolio: true, createdByBatchId: null });
    expect(stock.lastPriceUpdatedAt?.toISOString()).toBe(NOW.toISOString());
  });
});

describe("the other paste sources", () => {
  it("Intelligent Investor: midpoint of the bounds (else Buy Below) with every level in meta", async () => {
    const { agent, user } = await t.signedInAgent();
    const res = await agent.post("/api/import/intelligent-investor").send({ text: fixture("intelligent-investor/ok/export.csv") });
    expect(res.body).toMatchObject({ message: "Imported 4 Intelligent Investor records", totalRecords: 4, skipped: [] });
    const ii = (fairValue: number, meta: Record<string, unknown>) => ({
      source: "intelligent-investor",
      asOfMonth: CURRENT_MONTH,
      fairValue,
      meta,
    });
    expect(await stored(user.id)).toEqual([
      // (50 + 80) / 2 = 65
      {
        symbol: "ASX",
        name: "ASX Limited",
        sector: "Financial Services",
        lastPrice: 54.76,
        priced: NOW.toISOString(),
        isPortfolio: false,
        ...ii(65, { buy_below: 50, sell_above: 80, max_weight: null, price_at_review: 10.92 }),
      },
      // (42 + 65) / 2 = 53.5
      {
        symbol: "BHP",
        name: "BHP Group Limited",
        sector: "Materials",
        lastPrice: 45.2,
        priced: NOW.toISOString(),
        isPortfolio: false,
        ...ii(53.5, { buy_below: 42, sell_above: 65, max_weight: 6, price_at_review: 38.15 }),
      },
      // (250 + 1050) / 2 = 650
      {
        symbol: "COH",
        name: "Cochlear Limited",
        sector: "Health Care Equipment & Services",
        lastPrice: 289.5,
        priced: NOW.toISOString(),
        isPortfolio: false,
        ...ii(650, { buy_below: 250, sell_above: 1050, max_weight: 3, price_at_review: 180 }),
      },
      {
        symbol: "WES",
        name: "Wesfarmers Limited",
        sector: "Consumer Discretionary Distribution & Retail",
        lastPrice: 71.35,
        priced: NOW.toISOString(),
        isPortfolio: false,
        ...ii(60, { buy_below: 60, sell_above: null, max_weight: 4.5, price_at_review: 40.1 }),
      },
    ]);
    const view = await agent.get("/api/portfolio?isPortfolio=false");
    expect(view.body.find((s: { symbol: string }) => s.symbol === "BHP")).toMatchObject({
      intelligentInvestorFV: 53.5,
      iiBuyBelow: 42,
      iiSellAbove: 65,
    });
  });

  it("Intelligent Investor: a row with Sell Above but no Buy Below is skipped by line, not stored with the Sell Above", async () => {
    const { agent, user } = await t.signedInAgent();
    const text = "Ticker,CurrentPrice,BuyBelow,SellAbove\nNAB,35.10,30.00,42.00\nMQG,221.40,,240.00\n";
    const res = await agent.post("/api/import/intelligent-investor").send({ text });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: "Imported 1 Intelligent Investor record (1 row skipped)",
      totalRecords: 1,
      skipped: [
        { line: 3, reason: "MQG: a sell above but no buy below price, so there is no fair value (the midpoint of both, else buy below)" },
      ],
    });
    // (30 + 42) / 2 = 36
    expect((await stored(user.id)).map((row) => [row.symbol, row.fairValue])).toEqual([["NAB", 36]]);
  });

  it("Motley Fool: the amount with its kind; the fair value stands in as the new stock's price", async () => {
    const { agent, user } = await t.signedInAgent();
    const res = await agent.post("/api/import/motley-fool").send({ text: fixture("motley-fool/ok/recommendations.txt") });
    expect(res.body).toMatchObject({ message: "Imported 5 Motley Fool records", totalRecords: 5 });
    const rows = await stored(user.id);
    expect(rows.map((r) => [r.symbol, r.fairValue, r.meta, r.lastPrice, r.priced, r.asOfMonth])).toEqual([
      ["BHP", 45, { kind: "buy-under" }, 45, null, CURRENT_MONTH],
      ["CSL", 320.5, { kind: "target-price" }, 320.5, null, CURRENT_MONTH],
      ["TLS", 4.2, { kind: "buy-under" }, 4.2, null, CURRENT_MONTH],
      ["WES", 65, { kind: "buy-under" }, 65, null, CURRENT_MONTH],
      ["XRO", 185, { kind: "target-price" }, 185, null, CURRENT_MONTH],
    ]);
    expect(rows.every((r) => r.source === "motley-fool" && r.isPortfolio === false)).toBe(true);
  });

  it("Bell Potter paste: target prices, Consensus rows under their own source, names from Description", async () => {
    const { agent, user } = await t.signedInAgent();
    const res = await agent.post("/api/import/bell-potter-paste").send({ text: fixture("bell-potter/ok/export.csv") });
    expect(res.body).toMatchObject({ message: "Imported 3 Bell Potter records", totalRecords: 3, skipped: [] });
    expect(await stored(user.id)).toEqual([
      {
        symbol: "MQG",
        name: "Macquarie Group Ltd",
        sector: "Financial Services",
        lastPrice: 214.5,
        priced: NOW.toISOString(),
        isPortfolio: false,
        source: "bell-potter-consensus",
        asOfMonth: CURRENT_MONTH,
        fairValue: 1230,
        meta: { recommendation: "Buy" },
      },
      {
        symbol: "RIO",
        name: "Rio Tinto Limited",
        sector: "Materials",
        lastPrice: 119.45,
        priced: NOW.toISOString(),
        isPortfolio: false,
        source: "bell-potter",
        asOfMonth: CURRENT_MONTH,
        fairValue: 128,
        meta: { recommendation: "Buy" },
      },
      {
        symbol: "WES",
        name: "Wesfarmers Limited, Perth",
        sector: "Consumer Discretionary Distribution & Retail",
        lastPrice: 71.35,
        priced: NOW.toISOString(),
        isPortfolio: false,
        source: "bell-potter",
        asOfMonth: CURRENT_MONTH,
        fairValue: 75,
        meta: { recommendation: "Hold" },
      },
    ]);
  });

  it("Bell Potter paste without its header: 400 with the parser's error, hint and sample, nothing written", async () => {
    const { agent, user } = await t.signedInAgent();
    const res = await agent.post("/api/import/bell-potter-paste").send({ text: fixture("bell-potter/not-ok/no-header.txt") });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: "Could not find the columns Security and Target Price",
      code: "unreadable_import",
      hint: "Paste the table with its header row: Security, Target Price, Last Price, Recommendation, Source",
      sample: "Security,Target Price,Last Price,Recommendation,Source\nBHP.ASX,48.00,45.20,Buy,Bell Potter",
    });
    expect(await t.db.select().from(importBatches).where(eq(importBatches.userId, user.id))).toEqual([]);
  });
});

describe("company names of the stocks an import creates (issue 12.3)", () => {
  const names = async (userId: string) =>
    await t.db
      .select({ symbol: stocks.symbol, name: stocks.name, origin: stocks.nameOrigin })
      .from(stocks)
      .where(eq(stocks.userId, userId))
      .orderBy(asc(stocks.symbol));

  it("takes the data's name, else the ASX list's in readable case, else the symbol", async () => {
    const { agent, user } = await t.signedInAgent();
    await agent.post("/api/import/morningstar").send({ text: "Code,Last,Fair Value\nNHF,6.12,7.00\nZZZQ,,3.50\n" }).expect(200);
    await agent
      .post("/api/import/bell-potter-paste")
      .send({ text: "Security,Description,Target Price\nJBH.ASX,JB Hi-Fi Ltd,88.00\n" })
      .expect(200);
    expect(await names(user.id)).toEqual([
      { symbol: "JBH", name: "JB Hi-Fi Ltd", origin: "data" },
      // 'NIB HOLDINGS LIMITED' on the ASX list.
      { symbol: "NHF", name: "NIB Holdings Limited", origin: "asx-list" },
      { symbol: "ZZZQ", name: "ZZZQ", origin: "symbol" },
    ]);
  });

  it("replaces a placeholder name with a later import's real one, never a name the user typed or the data gave", async () => {
    const { agent, user } = await t.signedInAgent();
    await agent.post("/api/import/morningstar").send({ text: "Code,Last,Fair Value\nNHF,6.12,7.00\nZZZQ,,3.50\n" }).expect(200);
    await agent.post("/api/stocks").send({ symbol: "XRO", name: "My Xero", lastPrice: 150 }).expect(201);
    const bellPotter = [
      "Security,Description,Target Price,Last Price",
      "NHF.ASX,nib holdings ltd,7.30,6.15",
      "ZZZQ.ASX,Zed Quartz Mining,4.00,3.60",
      "XRO.ASX,Xero Limited,170.00,151.00",
    ].join("\n");
    await agent.post("/api/import/bell-potter-paste").send({ text: bellPotter }).expect(200);
    await agent.post("/api/import/intelligent-investor").send({ text: "Ticker,Name,BuyBelow\nNHF,NIB Holdings (Aust),6.50\n" }).expect(200);
    expect(await names(user.id)).toEqual([
      // The data's name replaced the ASX list's, and a second data name does not replace the first.
      { symbol: "NHF", name: "nib holdings ltd", origin: "data" },
      { symbol: "XRO", name: "My Xero", origin: "user" },
      { symbol: "ZZZQ", name: "Zed Quartz Mining", origin: "data" },
    ]);
  });

  it("fills placeholders from Motley Fool '(ASX: CODE)' lines and Intelligent Investor review boxes, not from bare codes", async () => {
    const { agent, user } = await t.signedInAgent();
    await agent.post("/api/import/morningstar").send({ text: "Code,Last,Fair Value\nNHF,6.12,7.00\nZZZQ,,3.50\nQQQZ,,2.00\n" }).expect(200);
    await agent
      .post("/api/import/motley-fool")
      .send({ text: "Nib Holdings Ltd (ASX: NHF) - Buy under $7.40\nQQQZ - Buy under $2.10\n" })
      .expect(200);
    const reviewBox = ["Recommendation", "", "Zed Quartz Mining Limited - ZZZQ", "Buy", "below 3.00", "Sell", "above 5.00"].join("\n");
    await agent.post("/api/import/intelligent-investor").send({ text: reviewBox }).expect(200);
    expect(await names(user.id)).toEqual([
      { symbol: "NHF", name: "Nib Holdings Ltd", origin: "data" },
      // A bare code carries no name: the symbol placeholder stays.
      { symbol: "QQQZ", name: "QQQZ", origin: "symbol" },
      { symbol: "ZZZQ", name: "Zed Quartz Mining Limited", origin: "data" },
    ]);
  });

  it("upgrades a symbol placeholder to the ASX list's name when a later import has no name either", async () => {
    const { agent, user } = await t.signedInAgent();
    await insertStock(t.db, { userId: user.id, symbol: "TLS", name: "TLS", nameOrigin: "symbol", lastPrice: 4, isPortfolio: false });
    await agent.post("/api/import/motley-fool").send({ text: "TLS - Buy under $4.20\n" }).expect(200);
    expect(await names(user.id)).toEqual([{ symbol: "TLS", name: "Telstra Group Limited", origin: "asx-list" }]);
  });
});
