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
  it("reads a version-1 file as a version-4 file without alert data, trades or dividends", () => {
    const read = readAccountArchive(file(1, { ...base, stocks: [stockV1] }));
    if ("refused" in read) throw new Error(read.refused.message);
    expect(read.schemaVersion).toBe(1);
    expect(read.counts).toEqual({
      alertSettings: 0,
      allocations: 0,
      fairValues: 1,
      journalEntries: 0,
      shareholders: 0,
      stocks: 1,
      trades: 0,
      dividends: 0,
    });
    expect(JSON.parse(read.sections.alertSettings)).toEqual([]);
    expect(JSON.parse(read.sections.dividends)).toEqual([]);
    expect(JSON.parse(read.sections.trades)).toEqual([]);
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
