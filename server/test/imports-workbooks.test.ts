import { readFileSync } from "node:fs";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as XLSX from "xlsx";
import { fairValues, importBatches, stocks } from "@shared/schema";
import { insertStock } from "./support/factories";
import { startTestApp, type TestApp } from "./support/test-app";

const NOW = new Date("2026-11-15T00:00:00Z");
const CURRENT_MONTH = "2026-11-01";
const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, "../parsers/fixtures", name));

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => NOW });
});
afterAll(() => t.close());

async function batchesOf(userId: string) {
  return t.db.select().from(importBatches).where(eq(importBatches.userId, userId));
}

/** symbol → its stock fields and "source month" → value, for compact exact assertions. */
async function storedBySymbol(userId: string) {
  const rows = await t.db
    .select({ stock: stocks, value: fairValues })
    .from(stocks)
    .leftJoin(fairValues, eq(fairValues.stockId, stocks.id))
    .where(eq(stocks.userId, userId))
    .orderBy(asc(stocks.symbol), asc(fairValues.source), asc(fairValues.asOfMonth));
  const out: Record<string, { stock: Record<string, unknown>; values: Record<string, unknown> }> = {};
  for (const { stock, value } of rows) {
    out[stock.symbol] ??= {
      stock: {
        name: stock.name,
        sector: stock.sector,
        lastPrice: stock.lastPrice,
        priced: stock.lastPriceUpdatedAt?.toISOString() ?? null,
        isPortfolio: stock.isPortfolio,
      },
      values: {},
    };
    if (value)
      out[stock.symbol].values[`${value.source} ${value.asOfMonth}`] = value.meta ? [value.fairValue, value.meta] : value.fairValue;
  }
  return out;
}

describe("upload limits", () => {
  it("refuses a request without a file, on both upload routes", async () => {
    const { agent } = await t.signedInAgent();
    for (const url of ["/api/import/excel", "/api/import/bell-potter"]) {
      const multipart = await agent.post(url).field("note", "no file here");
      expect(multipart.status, url).toBe(400);
      expect(multipart.body).toEqual({ error: "Choose an .xlsx or .xls file to upload", code: "invalid_upload" });
      const json = await agent.post(url).send({ file: "portfolio.xlsx" });
      expect(json.status).toBe(400);
      expect(json.body).toEqual({ error: "Choose an .xlsx or .xls file to upload", code: "invalid_upload" });
    }
  });

  it("refuses a file over 10 MB with 413", async () => {
    const { agent, user } = await t.signedInAgent();
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x41);
    const res = await agent.post("/api/import/excel").attach("file", big, "big.xlsx");
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: "The file is too large (the limit is 10 MB)", code: "payload_too_large" });
    expect(await batchesOf(user.id)).toEqual([]);
  });

  it("refuses a name that is not .xlsx or .xls, whatever the bytes", async () => {
    const { agent } = await t.signedInAgent();
    for (const name of ["portfolio.csv", "portfolio.xlsx.txt", "portfolio"]) {
      const res = await agent.post("/api/import/excel").attach("file", fixture("portfolio/ok/portfolio-text-months.xlsx"), name);
      expect(res.status, name).toBe(400);
      expect(res.body).toEqual({ error: "Only .xlsx and .xls files are accepted", code: "invalid_upload" });
    }
  });

  it("refuses a CSV renamed .xlsx by its bytes", async () => {
    const { agent } = await t.signedInAgent();
    for (const url of ["/api/import/excel", "/api/import/bell-potter"]) {
      const res = await agent.post(url).attach("file", fixture("portfolio/not-ok/renamed-csv.xlsx"), "renamed-csv.xlsx");
      expect(res.status, url).toBe(400);
      expect(res.body).toEqual({ error: "The file is not a valid Excel workbook", code: "invalid_upload" });
    }
  });

  it("refuses two files, or a file under another field name, as 4xx JSON", async () => {
    const { agent } = await t.signedInAgent();
    const bytes = fixture("portfolio/ok/portfolio-text-months.xlsx");
    const two = await agent.post("/api/import/excel").attach("file", bytes, "a.xlsx").attach("file", bytes, "b.xlsx");
    expect(two.status).toBe(400);
    expect(two.body).toEqual({ error: 'Upload one file in the field "file"', code: "invalid_upload" });
    const other = await agent.post("/api/import/excel").attach("upload", bytes, "a.xlsx");
    expect(other.status).toBe(400);
    expect(other.body).toEqual({ error: 'Upload one file in the field "file"', code: "invalid_upload" });
    const tooManyFields = agent.post("/api/import/excel");
    for (let i = 0; i < 6; i++) tooManyFields.field(`f${i}`, "x");
    const fields = await tooManyFields;
    expect(fields.status).toBe(400);
    expect(fields.body.error).toMatch(/^The upload could not be read/);
    const truncated = await agent
      .post("/api/import/bell-potter")
      .set("Content-Type", "multipart/form-data; boundary=XYZ")
      .send('--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\nPK');
    expect(truncated.status).toBe(400);
    expect(truncated.body).toEqual({ error: "The upload could not be read", code: "invalid_upload" });
  });

  it("answers a workbook parser failure with its error, writing nothing", async () => {
    const { agent, user } = await t.signedInAgent();
    for (const format of ["xlsx", "xls"]) {
      const res = await agent
        .post("/api/import/excel")
        .attach("file", fixture(`portfolio/not-ok/no-portfolio-sheet.${format}`), `holdings.${format}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: "No sheet named 'Portfolio'. Sheets found: Holdings, Watchlist", code: "unreadable_import" });
    }
    const bp = await agent.post("/api/import/bell-potter").attach("file", fixture("bell-potter/not-ok/missing-target-price.xls"), "bp.xls");
    expect(bp.status).toBe(400);
    expect(bp.body).toEqual({
      error: "Could not find the column Target Price in sheet 'CurrentRecommendations'",
      code: "unreadable_import",
    });
    expect(await batchesOf(user.id)).toEqual([]);
  });
});

describe("POST /api/import/excel (Morningstar / Portfolio workbook)", () => {
  it.each(["xlsx", "xls"])("imports every monthly value under its own month and II under the current month (.%s)", async (format) => {
    const { agent, user } = await t.signedInAgent();
    const fileName = `My Portfolio.${format}`;
    const res = await agent.post("/api/import/excel").attach("file", fixture(`portfolio/ok/portfolio-text-months.${format}`), fileName);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: "Imported 5 Portfolio records",
      totalRecords: 5,
      skipped: [],
      warnings: [],
      batchId: expect.any(String),
      newAlerts: 0,
    });
    const ms = (values: [string, number][]) => Object.fromEntries(values.map(([month, value]) => [`morningstar ${month}`, value]));
    const ii = (fairValue: number, buyBelow: number | null) => ({
      [`intelligent-investor ${CURRENT_MONTH}`]: [
        fairValue,
        { buy_below: buyBelow, sell_above: null, max_weight: null, price_at_review: null },
      ],
    });
    const priced = NOW.toISOString();
    expect(await storedBySymbol(user.id)).toEqual({
      BHP: {
        // The ASX list's group wins over the workbook's "Materials" column (the same here).
        stock: { name: "BHP Group Limited", sector: "Materials", lastPrice: 45.2, priced, isPortfolio: true },
        values: {
          ...ii(52.5, 42),
          ...ms([
            ["2024-10-01", 41],
            ["2024-11-01", 41.5],
            ["2024-12-01", 42],
            ["2025-01-01", 42],
            ["2025-02-01", 42.5],
            ["2025-03-01", 43],
          ]),
        },
      },
      CSL: {
        // The workbook says "Health Care"; the ASX list's GICS group is used.
        stock: {
          name: "CSL Limited",
          sector: "Pharmaceuticals, Biotechnology & Life Sciences",
          lastPrice: 282.15,
          priced,
          isPortfolio: true,
        },
        values: {
          ...ii(250, 250),
          ...ms([
            ["2024-10-01", 300],
            ["2024-11-01", 305],
            ["2024-12-01", 305],
            ["2025-01-01", 310],
            ["2025-02-01", 310],
            ["2025-03-01", 312],
          ]),
        },
      },
      TLS: {
        stock: { name: "Telstra Group Limited", sector: "Telecommunication Services", lastPrice: 4.05, priced, isPortfolio: true },
        values: {
          ...ii(4.3, 3.8),
          ...ms([
            ["2024-10-01", 3.9],
            ["2024-11-01", 3.9],
            ["2024-12-01", 4],
            ["2025-01-01", 4],
            ["2025-02-01", 4.1],
            ["2025-03-01", 4.1],
          ]),
        },
      },
      WES: {
        stock: {
          name: "Wesfarmers Limited",
          sector: "Consumer Discretionary Distribution & Retail",
          lastPrice: 71.35,
          priced,
          isPortfolio: true,
        },
        values: ms([
          ["2024-10-01", 60],
          ["2024-12-01", 62],
          ["2025-01-01", 63],
          ["2025-02-01", 64.5],
          ["2025-03-01", 65],
        ]),
      },
      // No Last $: the latest monthly value stands in, its time unknown.
      XRO: {
        stock: { name: "Xero Limited", sector: "Software & Services", lastPrice: 160, priced: null, isPortfolio: true },
        values: ms([
          ["2025-01-01", 155],
          ["2025-02-01", 158],
          ["2025-03-01", 160],
        ]),
      },
    });
    expect(await batchesOf(user.id)).toMatchObject([
      { id: res.body.batchId, source: "portfolio-workbook", fileName, rowsImported: 5, rowsSkipped: 0 },
    ]);
  });

  it("imports the good rows of a half-bad workbook and names the bad spreadsheet rows", async () => {
    const { agent, user } = await t.signedInAgent();
    const res = await agent.post("/api/import/excel").attach("file", fixture("portfolio/not-ok/bad-rows.xlsx"), "bad-rows.xlsx");
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Imported 1 Portfolio record (8 rows skipped)");
    expect(res.body.skipped.map((row: { line: number }) => row.line)).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
    expect(res.body.skipped[0]).toEqual({ line: 3, reason: "CBA: Feb-25 fair value 'abc' is not a number" });
    expect(Object.keys(await storedBySymbol(user.id))).toEqual(["BHP"]);
  });
});

describe("a Last $ that is not a number (issue 12.6)", () => {
  it("is reported per row in warnings, leaves the price as it was, and the row's fair values still import", async () => {
    const { agent, user } = await t.signedInAgent();
    await insertStock(t.db, {
      userId: user.id,
      symbol: "IEL",
      name: "IDP Education",
      lastPrice: 13.2,
      lastPriceUpdatedAt: new Date("2026-11-01T00:00:00Z"),
    });
    const res = await agent
      .post("/api/import/excel")
      .attach("file", fixture("portfolio/not-ok/last-price-not-a-number.xlsx"), "last-price-not-a-number.xlsx");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: "Imported 5 Portfolio records (1 row skipped)",
      totalRecords: 5,
      skipped: [{ line: 7, reason: "CAR: last price 'n/a' is not a number; no fair value in the row, so nothing was imported" }],
      warnings: [
        { line: 3, reason: 'Last $ "n/a" is not a number; price not updated' },
        { line: 4, reason: 'Last $ "#N/A" is not a number; price not updated' },
        { line: 5, reason: 'Last $ "-" is not a number; price not updated' },
      ],
      batchId: expect.any(String),
      newAlerts: 0,
    });
    const stored = await storedBySymbol(user.id);
    // IEL existed: its price and its time stay as they were; its May-25 value is stored.
    expect(stored.IEL).toEqual({
      stock: { name: "IDP Education", sector: null, lastPrice: 13.2, priced: "2026-11-01T00:00:00.000Z", isPortfolio: true },
      values: { "morningstar 2025-04-01": 19.5, "morningstar 2025-05-01": 18.8 },
    });
    // NWL is new: without a price its latest value stands in, its time unknown.
    expect(stored.NWL.stock).toMatchObject({ lastPrice: 31, priced: null });
    expect(stored.SEK.stock).toMatchObject({ lastPrice: 24.05, priced: NOW.toISOString() });
    expect(Object.keys(stored)).toEqual(["ALL", "IEL", "NWL", "PNI", "SEK"]);
  });
});

describe("POST /api/import/bell-potter (workbook)", () => {
  it.each(["xlsx", "xls"])("imports Bell Potter and Consensus targets as other-tracked stocks (.%s)", async (format) => {
    const { agent, user } = await t.signedInAgent();
    const res = await agent
      .post("/api/import/bell-potter")
      .attach("file", fixture(`bell-potter/ok/CurrentRecommendations.${format}`), `CurrentRecommendations.${format}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: "Imported 6 Bell Potter records", totalRecords: 6, skipped: [] });
    const bp = (fairValue: number, recommendation: string | null) => [fairValue, { recommendation }];
    const priced = NOW.toISOString();
    expect(await storedBySymbol(user.id)).toEqual({
      BHP: {
        stock: { name: "BHP Group Limited", sector: "Materials", lastPrice: 45.2, priced, isPortfolio: false },
        values: { [`bell-potter ${CURRENT_MONTH}`]: bp(48, "Buy"), [`bell-potter-consensus ${CURRENT_MONTH}`]: bp(46.1, "Hold") },
      },
      CSL: {
        stock: {
          name: "CSL Limited",
          sector: "Pharmaceuticals, Biotechnology & Life Sciences",
          lastPrice: 282.15,
          priced,
          isPortfolio: false,
        },
        values: { [`bell-potter ${CURRENT_MONTH}`]: bp(310, "Buy"), [`bell-potter-consensus ${CURRENT_MONTH}`]: bp(305.5, "Buy") },
      },
      PLS: {
        stock: { name: "Pilbara Minerals Limited", sector: "Materials", lastPrice: 2.05, priced, isPortfolio: false },
        values: { [`bell-potter ${CURRENT_MONTH}`]: bp(2.6, "Speculative Buy") },
      },
      WTC: {
        stock: { name: "WiseTech Global Limited", sector: "Software & Services", lastPrice: 125, priced: null, isPortfolio: false },
        values: { [`bell-potter-consensus ${CURRENT_MONTH}`]: bp(125, null) },
      },
    });
    expect(await batchesOf(user.id)).toMatchObject([
      { source: "bell-potter-workbook", fileName: `CurrentRecommendations.${format}`, rowsImported: 6, rowsSkipped: 0 },
    ]);
  });
});

describe("company names from a Portfolio workbook (issue 12.3)", () => {
  it("replaces the ASX list's and the symbol's placeholder names with the Company column, never a typed name", async () => {
    const { agent, user } = await t.signedInAgent();
    await agent.post("/api/import/morningstar").send({ text: "Code,Last,Fair Value\nNHF,6.12,7.00\nZZZQ,,3.50\n" }).expect(200);
    await agent.post("/api/stocks").send({ symbol: "XRO", name: "My Xero", lastPrice: 150 }).expect(201);
    // A real .xlsx written by SheetJS, as Excel would save the sheet.
    const sheet = XLSX.utils.aoa_to_sheet([
      ["ASX Code", "Company", "Last $", "Mar-25"],
      ["NHF", "nib holdings (workbook)", 6.2, 7.1],
      ["ZZZQ", "Zed Quartz Mining", 3.6, 3.4],
      ["XRO", "Xero Limited", 151, 160],
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, "Portfolio");
    const file = XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer;
    await agent.post("/api/import/excel").attach("file", file, "names.xlsx").expect(200);
    const rows = await t.db
      .select({ symbol: stocks.symbol, name: stocks.name, origin: stocks.nameOrigin })
      .from(stocks)
      .where(eq(stocks.userId, user.id))
      .orderBy(asc(stocks.symbol));
    expect(rows).toEqual([
      { symbol: "NHF", name: "nib holdings (workbook)", origin: "data" },
      { symbol: "XRO", name: "My Xero", origin: "user" },
      { symbol: "ZZZQ", name: "Zed Quartz Mining", origin: "data" },
    ]);
  });
});
