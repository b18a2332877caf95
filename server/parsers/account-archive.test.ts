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
  it("reads a version-1 file as a version-2 file without alert data", () => {
    const read = readAccountArchive(file(1, { ...base, stocks: [stockV1] }));
    if ("refused" in read) throw new Error(read.refused.message);
    expect(read.schemaVersion).toBe(1);
    expect(read.counts).toEqual({ alertSettings: 0, allocations: 0, fairValues: 1, journalEntries: 0, shareholders: 0, stocks: 1 });
    expect(JSON.parse(read.sections.alertSettings)).toEqual([]);
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
