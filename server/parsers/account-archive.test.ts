// The account-export reader on its own (the API tests run it through the parse worker): each
// readable version's file comes out in the one shape the import writes, and a version's sections
// and fields are exactly its own.
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { ACCOUNT_ARCHIVE_SCHEMA_VERSION, READABLE_SCHEMA_VERSIONS } from "@shared/contracts/account-archive";
import { ARCHIVE_SECTIONS, SECTIONS_BY_VERSION, archiveEnvelope } from "@shared/contracts/account-archive-rows";
import { canonicalJson, type JsonValue } from "@shared/domain/canonical-json";
import { archiveDigestText, readAccountArchive } from "./account-archive";

const createdAt = "2024-05-01T00:00:00.000000Z";
const stockV1 = {
  symbol: "BHP",
  name: "BHP Group",
  nameOrigin: "user",
  sector: "Materials",
  lastPrice: 45.2,
  lastPriceUpdatedAt: null,
  dividendYield: null,
  isPortfolio: true,
  createdAt,
};
const settings = {
  fiveStar: true,
  buyBelow: false,
  sellAbove: true,
  ratingChange: true,
  fvChange: true,
  target: true,
  fvChangePercent: 10,
  scope: "all",
  emailDigest: "off",
  updatedAt: createdAt,
};
const fairValue = { symbol: "BHP", source: "morningstar", asOfMonth: "2024-05-01", fairValue: 42, meta: null, createdAt };

function file(schemaVersion: number, data: Record<string, unknown[]>): Uint8Array {
  const header = { format: "asx-fair-value-dashboard/account-export", schemaVersion, exportedAt: "2024-05-02T00:00:00.000Z" };
  const hash = createHash("sha256");
  for (const part of archiveDigestText({ ...header, data: canonicalJson(data as JsonValue) })) hash.update(part);
  return gzipSync(
    JSON.stringify({ ...header, app: { version: "test" }, data, digest: { algorithm: "sha256", value: hash.digest("hex") } }),
  );
}

const base = { allocations: [], fairValues: [fairValue], journalEntries: [], shareholders: [] };

describe("readAccountArchive", () => {
  it("reads a version-1 file as a version-6 file without alert data, trades, parcel method, dividends, tax statements or actions", () => {
    const read = readAccountArchive(file(1, { ...base, stocks: [stockV1] }));
    if ("refused" in read) throw new Error(read.refused.message);
    expect(read.schemaVersion).toBe(1);
    expect(read.counts).toEqual({
      alertSettings: 0,
      allocations: 0,
      fairValues: 1,
      holdingSettings: 0,
      journalEntries: 0,
      shareholders: 0,
      stocks: 1,
      trades: 0,
      dividends: 0,
      taxStatements: 0,
      corporateActions: 0,
    });
    expect(JSON.parse(read.sections.alertSettings)).toEqual([]);
    expect(JSON.parse(read.sections.corporateActions)).toEqual([]);
    expect(JSON.parse(read.sections.holdingSettings)).toEqual([]);
    expect(JSON.parse(read.sections.dividends)).toEqual([]);
    expect(JSON.parse(read.sections.trades)).toEqual([]);
    expect(JSON.parse(read.sections.taxStatements)).toEqual([]);
    expect(JSON.parse(read.sections.stocks)).toEqual([{ ...stockV1, alertBelow: null, alertAbove: null }]);
  });

  it("reads a version-2 file's alert settings and targets as they are", () => {
    const stock = { ...stockV1, alertBelow: 38.5, alertAbove: null };
    const read = readAccountArchive(file(2, { ...base, alertSettings: [settings], stocks: [stock] }));
    if ("refused" in read) throw new Error(read.refused.message);
    expect(read.counts.alertSettings).toBe(1);
    expect(JSON.parse(read.sections.alertSettings)).toEqual([settings]);
    expect(JSON.parse(read.sections.stocks)).toEqual([stock]);
  });

  it("reads a version-3 file's trades, decimals as canonical text and a sale's chosen parcels", () => {
    const stock = { ...stockV1, alertBelow: null, alertAbove: null };
    const trade = { symbol: "BHP", type: "BUY", tradeDate: "2024-01-02", units: "100", price: "40.5", brokerage: "19.95" };
    const fields = { ratioFrom: null, ratioTo: null, acquiredOn: null, note: null, createdAt };
    const trades = [
      { ...trade, ...fields, dedupeKey: "entered:a", chosenParcels: [] },
      {
        ...trade,
        ...fields,
        type: "SELL",
        units: "1,000",
        dedupeKey: "entered:b",
        chosenParcels: [{ parcelKey: "entered:a", units: "10" }],
      },
    ];
    const read = readAccountArchive(file(3, { ...base, alertSettings: [], stocks: [stock], trades }));
    if ("refused" in read) throw new Error(read.refused.message);
    expect(read.counts.trades).toBe(2);
    expect(JSON.parse(read.sections.trades)[1]).toMatchObject({ units: "1000", chosenParcels: [{ parcelKey: "entered:a", units: "10" }] });
  });

  it.each<[string, Record<string, unknown>, RegExp]>([
    ["zero units", { units: "0" }, /Units must be greater than 0/],
    ["a buy without a price", { price: null }, /Price is required/],
    ["chosen parcels on a buy", { chosenParcels: [{ parcelKey: "x", units: "1" }] }, /only a sale has chosen parcels/],
    ["a trade of a stock the file does not hold", { symbol: "CBA" }, /CBA is not one of the file's stocks/],
  ])("refuses a version-3 trade with %s", (_what, change, message) => {
    const stock = { ...stockV1, alertBelow: null, alertAbove: null };
    const trade = {
      ...{
        symbol: "BHP",
        type: "BUY",
        tradeDate: "2024-01-02",
        units: "100",
        price: "40.5",
        brokerage: "0",
        ratioFrom: null,
        ratioTo: null,
      },
      ...{ acquiredOn: null, note: null, dedupeKey: "k1", createdAt, chosenParcels: [] },
      ...change,
    };
    const read = readAccountArchive(file(3, { ...base, alertSettings: [], stocks: [stock], trades: [trade] }));
    expect("refused" in read && read.refused).toMatchObject({ status: 400, message: expect.stringMatching(message) });
  });

  it("reads a version-4 file's parcel method; a version-3 file has none, and refuses a method it does not know or two", () => {
    const stock = { ...stockV1, alertBelow: null, alertAbove: null };
    const v3 = { ...base, alertSettings: [], stocks: [stock], trades: [] };
    const method = { parcelMethod: "minimise", updatedAt: createdAt };
    const v4 = { ...v3, dividends: [] };
    const read = readAccountArchive(file(4, { ...v4, holdingSettings: [method] }));
    if ("refused" in read) throw new Error(read.refused.message);
    // What version 5 added comes in at the defaults: an individual with no loss brought in.
    expect(JSON.parse(read.sections.holdingSettings)).toEqual([
      { ...method, taxEntity: "individual", lossBroughtIn: "0", lossBroughtInNote: null },
    ]);
    const older = readAccountArchive(file(3, v3));
    if ("refused" in older) throw new Error(older.refused.message);
    expect(JSON.parse(older.sections.holdingSettings)).toEqual([]);
    const refusedWith = (data: Record<string, unknown[]>) => {
      const answer = readAccountArchive(file(4, data));
      return "refused" in answer ? answer.refused.message : null;
    };
    expect(refusedWith({ ...v4, holdingSettings: [{ ...method, parcelMethod: "lifo" }] })).toMatch(/holdingSettings\[0\]\.parcelMethod/);
    expect(refusedWith({ ...v4, holdingSettings: [method, method] })).toMatch(/at most one row/);
    expect(refusedWith(v4)).toMatch(/holdingSettings/);
    expect(readAccountArchive(file(3, { ...v3, holdingSettings: [] }))).toMatchObject({ refused: { status: 400 } });
  });

  it("reads a version-5 file's tax statements and the entity and loss brought in; refuses a second statement of a fund's year", () => {
    const stock = { ...stockV1, alertBelow: null, alertAbove: null };
    const amounts = {
      cashDistribution: "2800",
      frankedDistributions: "2400.00",
      frankingCredits: "1000",
      unfranked: "0",
      interest: "0",
      otherAustralianIncome: "220",
      foreignIncome: "180",
      foreignIncomeTaxOffset: "20",
      discountedCapitalGains: "500",
      cgtConcessionAmount: "500",
      otherCapitalGains: "60",
      taxFree: "0",
      taxDeferred: "0",
      amitExcess: "35",
      amitShortfall: "0",
    };
    const statement = { symbol: "BHP", fy: 2024, ...amounts, note: null, createdAt };
    const settingsRow = {
      parcelMethod: "fifo",
      taxEntity: "smsf",
      lossBroughtIn: "150.50",
      lossBroughtInNote: "From 2019",
      updatedAt: createdAt,
    };
    const v5 = { ...base, alertSettings: [], stocks: [stock], trades: [], dividends: [], holdingSettings: [settingsRow] };
    const read = readAccountArchive(file(5, { ...v5, taxStatements: [statement] }));
    if ("refused" in read) throw new Error(read.refused.message);
    expect(JSON.parse(read.sections.taxStatements)).toEqual([{ ...statement, frankedDistributions: "2400" }]);
    expect(JSON.parse(read.sections.holdingSettings)).toEqual([{ ...settingsRow, lossBroughtIn: "150.5" }]);
    const refusedWith = (data: Record<string, unknown[]>) => {
      const answer = readAccountArchive(file(5, data));
      return "refused" in answer ? answer.refused.message : null;
    };
    expect(refusedWith({ ...v5, taxStatements: [statement, { ...statement, cashDistribution: "1" }] })).toBe(
      "The file's taxStatements[1].fy is not valid: BHP has two tax statements for FY 2023-24. Nothing was imported.",
    );
    expect(refusedWith({ ...v5, taxStatements: [{ ...statement, symbol: "CBA" }] })).toMatch(/CBA is not one of the file's stocks/);
    expect(refusedWith({ ...v5, taxStatements: [{ ...statement, amitShortfall: "1" }] })).toMatch(/an excess or a shortfall, not both/);
    expect(refusedWith({ ...v5, taxStatements: [{ ...statement, otherCapitalGains: "1.005" }] })).toMatch(/dollars and cents/);
    expect(refusedWith({ ...v5, taxStatements: [], holdingSettings: [{ ...settingsRow, taxEntity: "partnership" }] })).toMatch(
      /holdingSettings\[0\]\.taxEntity/,
    );
    expect(refusedWith(v5)).toMatch(/taxStatements/);
    // A version-4 file has neither statements nor the entity.
    expect(readAccountArchive(file(4, { ...v5, holdingSettings: [], taxStatements: [] }))).toMatchObject({ refused: { status: 400 } });
  });

  it("reads a version-6 file's corporate actions in the canonical text POST stores; refuses an other stock the file lacks", () => {
    const stocks = ["WES", "COL"].map((symbol) => ({ ...stockV1, symbol, alertBelow: null, alertAbove: null }));
    const v6 = {
      ...base,
      fairValues: [],
      alertSettings: [],
      stocks,
      trades: [],
      dividends: [],
      holdingSettings: [],
      taxStatements: [],
    };
    const demerger = {
      symbol: "WES",
      type: "DEMERGER",
      otherSymbol: "COL",
      body: {
        exDate: "2018-11-21",
        effectiveDate: "2018-11-28",
        newSymbol: "col",
        newName: "Coles Group Limited",
        newSharesPerOld: "1:1.000",
        headCostBasePercent: "71.090",
        demergedCostBasePercent: "28.91",
      },
      createdAt,
    };
    const read = readAccountArchive(file(6, { ...v6, corporateActions: [demerger] }));
    if ("refused" in read) throw new Error(read.refused.message);
    expect(JSON.parse(read.sections.corporateActions)).toEqual([
      {
        symbol: "WES",
        type: "DEMERGER",
        otherSymbol: "COL",
        status: "confirmed",
        body: {
          ...demerger.body,
          newSymbol: "COL",
          newSharesPerOld: "1",
          headCostBasePercent: "71.09",
          capitalReturnPerShare: null,
          rollover: true,
          status: "confirmed",
          unitsReceived: null,
          fractions: "down",
        },
        createdAt,
      },
    ]);
    const refusedWith = (data: Record<string, unknown[]>, version = 6) => {
      const answer = readAccountArchive(file(version, data));
      return "refused" in answer ? answer.refused.message : null;
    };
    expect(refusedWith({ ...v6, stocks: [stocks[0]], corporateActions: [demerger] })).toBe(
      "The file's corporateActions[0].otherSymbol is not valid: COL is not one of the file's stocks. Nothing was imported.",
    );
    expect(refusedWith({ ...v6, corporateActions: [{ ...demerger, type: "SPINOFF" }] })).toMatch(/corporateActions\[0\]\.type/);
    expect(refusedWith({ ...v6, corporateActions: [{ ...demerger, id: "x" }] })).toMatch(/Unrecognized key/);
    expect(refusedWith(v6)).toMatch(/corporateActions/);
    // Version 5 had no actions.
    expect(refusedWith({ ...v6, corporateActions: [] }, 5)).toMatch(/Unrecognized key: "corporateActions"/);
  });

  it.each<[string, number, Record<string, unknown[]>, RegExp]>([
    ["version 1 with alert settings", 1, { ...base, alertSettings: [], stocks: [stockV1] }, /Unrecognized key: "alertSettings"/],
    ["version 1 with a target", 1, { ...base, stocks: [{ ...stockV1, alertBelow: 1 }] }, /stocks\[0\] is not valid: Unrecognized key/],
    ["version 2 without alert settings", 2, { ...base, stocks: [{ ...stockV1, alertBelow: null, alertAbove: null }] }, /alertSettings/],
    ["version 2 stocks without targets", 2, { ...base, alertSettings: [], stocks: [stockV1] }, /stocks\[0\]\.alertBelow is not valid/],
  ])("refuses %s", (_what, version, data, message) => {
    const read = readAccountArchive(file(version, data));
    expect("refused" in read && read.refused).toMatchObject({
      status: 400,
      code: "validation_failed",
      message: expect.stringMatching(message),
    });
  });

  it("knows the sections of every version it reads, and writes the newest", () => {
    expect([...SECTIONS_BY_VERSION.keys()].sort()).toEqual([...READABLE_SCHEMA_VERSIONS].sort());
    expect(Math.max(...READABLE_SCHEMA_VERSIONS)).toBe(ACCOUNT_ARCHIVE_SCHEMA_VERSION);
    expect(SECTIONS_BY_VERSION.get(ACCOUNT_ARCHIVE_SCHEMA_VERSION)).toBe(ARCHIVE_SECTIONS);
    for (const version of READABLE_SCHEMA_VERSIONS) expect(archiveEnvelope(version)).toBeDefined();
    expect(archiveEnvelope(ACCOUNT_ARCHIVE_SCHEMA_VERSION + 1)).toBeUndefined();
  });
});
