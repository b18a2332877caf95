// POST /api/import/archive refuses what it cannot trust or read, with a clear 4xx and nothing written
// (docs/decisions/022): another format version, a file changed after its export (the checksum), a
// damaged or oversized file, a file that is not an export, and rows (alert settings and targets
// included) that break the export's rules even under a recomputed checksum.
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changedTables, fingerprint } from "./security/table-fingerprints";
import { archiveBytes, asVersion1, downloadExport, importArchive, type ArchiveFile } from "./support/account-archive";
import { seedEveryKindOfRow } from "./support/account-seed";
import type { Agent } from "./support/imports";
import { startTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let agent: Agent;
let archive: ArchiveFile;
let bytes: Buffer;

beforeAll(async () => {
  t = await startTestApp();
  const exporter = await t.signedInAgent();
  await seedEveryKindOfRow(exporter.agent);
  ({ archive, bytes } = await downloadExport(exporter.agent));
  // The importer is a fresh account: any row written would show.
  ({ agent } = await t.signedInAgent());
});
afterAll(() => t.close());

/** A copy of the export with `change` applied. */
function changed(change: (copy: ArchiveFile) => void): ArchiveFile {
  const copy = structuredClone(archive);
  change(copy);
  return copy;
}

async function expectRefused(file: Buffer, status: number, code: string, message: string | RegExp, name?: string) {
  const before = await fingerprint(t.db);
  const res = await importArchive(agent, file, name);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.code).toBe(code);
  expect(res.body.error).toMatch(message);
  expect(changedTables(before, await fingerprint(t.db))).toEqual([]);
}

describe("another schema version", () => {
  it.each([7, 0, "3", null])("refuses version %j with 422, even with a matching checksum", async (version) => {
    const file = archiveBytes(
      changed((copy) => ((copy as { schemaVersion: unknown }).schemaVersion = version)),
      { recomputeDigest: true },
    );
    await expectRefused(
      file,
      422,
      "unsupported_archive_version",
      /^The file is in export format version .*; this app reads versions 1, 2, 3, 4, 5 and 6\. Nothing was imported\.$/,
    );
  });

  it("names the version it found", async () => {
    const res = await importArchive(
      agent,
      archiveBytes(
        changed((copy) => (copy.schemaVersion = 7)),
        { recomputeDigest: true },
      ),
    );
    expect(res.body.error).toBe(
      "The file is in export format version 7; this app reads versions 1, 2, 3, 4, 5 and 6. Nothing was imported.",
    );
  });

  it.each<[string, () => ArchiveFile, RegExp]>([
    [
      "a version-1 file with alert settings",
      () => ({ ...asVersion1(archive), data: { ...asVersion1(archive).data, alertSettings: archive.data.alertSettings } }),
      /^The file's file\.data is not valid: Unrecognized key: "alertSettings"/,
    ],
    [
      "a version-1 file with a stock's alert target",
      () => {
        const v1 = asVersion1(archive);
        v1.data.stocks[0] = { ...v1.data.stocks[0], alertBelow: 1 };
        return v1;
      },
      /^The file's stocks\[0\] is not valid: Unrecognized key: "alertBelow"/,
    ],
    [
      "a version-2 file without its alert settings",
      () => changed((copy) => delete copy.data.alertSettings),
      /^The file's file\.data\.alertSettings is not valid/,
    ],
    [
      "a version-2 file whose stocks lack their alert target",
      () => ({ ...asVersion1(archive), schemaVersion: 2, data: { ...asVersion1(archive).data, alertSettings: [] } }),
      /^The file's stocks\[0\]\.alertBelow is not valid/,
    ],
  ])("reads each version's own sections and fields only: refuses %s with 400", async (_what, file, message) => {
    await expectRefused(archiveBytes(file(), { recomputeDigest: true }), 400, "validation_failed", message);
  });
});

describe("a file changed after its export", () => {
  const TAMPERED = "The file was changed after it was exported (its checksum does not match). Nothing was imported.";
  it.each<[string, (copy: ArchiveFile) => void]>([
    ["a fair value", (copy) => (copy.data.fairValues[0].fairValue = 999)],
    ["a stock's name", (copy) => (copy.data.stocks[0].name = "Someone Else Ltd")],
    ["a row added", (copy) => copy.data.allocations.push({ ...copy.data.allocations[0], symbol: copy.data.stocks.at(-1)!.symbol })],
    ["a row removed", (copy) => copy.data.journalEntries.pop()],
    ["an alert setting", (copy) => (copy.data.alertSettings![0].scope = "all")],
    ["a stock's alert target", (copy) => (copy.data.stocks[0].alertBelow = 1)],
    ["the export time", (copy) => (copy.exportedAt = "2020-01-01T00:00:00.000Z")],
    ["the checksum itself", (copy) => (copy.digest.value = "0".repeat(64))],
    ["the checksum removed", (copy) => delete (copy as Partial<ArchiveFile>).digest],
    ["another checksum algorithm", (copy) => (copy.digest.algorithm = "md5")],
  ])("refuses %s with 422", async (_what, change) => {
    await expectRefused(archiveBytes(changed(change)), 422, "archive_tampered", TAMPERED);
  });

  it("accepts the same content re-spelled (keys reordered, spaces added): the checksum is over the content", async () => {
    const { data, digest, ...header } = archive;
    const respelled = Buffer.from(JSON.stringify({ digest, data, ...header }, null, 2));
    const res = await importArchive(agent, respelled, "export.json");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await agent.delete(`/api/import/batches/${res.body.batchId}`).expect(200);
  });
});

describe("rules the rows must keep, even under a recomputed checksum", () => {
  it.each<[string, (copy: ArchiveFile) => void, RegExp]>([
    [
      "a fair value that is not a number",
      (copy) => (copy.data.fairValues[0].fairValue = "12.5"),
      /^The file's fairValues\[0\]\.fairValue is not valid: /,
    ],
    [
      "a month that is not a month",
      (copy) => (copy.data.fairValues[1].asOfMonth = "2024-02-15"),
      /fairValues\[1\]\.asOfMonth is not valid: must be the first day of a month/,
    ],
    ["nested meta", (copy) => (copy.data.fairValues[0].meta = { deep: { er: 1 } }), /fairValues\[0\]\.meta\.deep is not valid/],
    [
      "a row of a stock the file does not hold",
      (copy) => (copy.data.shareholders[0].symbol = "NOPE"),
      /shareholders\[0\]\.symbol is not valid: NOPE is not one of the file's stocks/,
    ],
    ["a symbol twice", (copy) => copy.data.stocks.push(copy.data.stocks[0]), /stocks\[\d+\]\.symbol is not valid: BHP appears twice/],
    [
      "a field the format does not have",
      (copy) => (copy.data.stocks[0].userId = "00000000-0000-4000-8000-000000000000"),
      /stocks\[0\] is not valid: /,
    ],
    [
      "a journal entry closed before it opened",
      (copy) => (copy.data.journalEntries[1].closedAt = "2020-01-01"),
      /journalEntries\[1\] is not valid: /,
    ],
    [
      "a control character in a name",
      (copy) => (copy.data.stocks[0].name = "BHP\u0000Group"),
      /stocks\[0\]\.name is not valid: Name must not contain control characters/,
    ],
    [
      "an fv-change threshold under the settings' range",
      (copy) => (copy.data.alertSettings![0].fvChangePercent = 0),
      /^The file's alertSettings\[0\]\.fvChangePercent is not valid: /,
    ],
    [
      "an fv-change threshold over 100 %",
      (copy) => (copy.data.alertSettings![0].fvChangePercent = 150),
      /alertSettings\[0\]\.fvChangePercent is not valid: /,
    ],
    [
      "a scope the app does not have",
      (copy) => (copy.data.alertSettings![0].scope = "watchlist"),
      /alertSettings\[0\]\.scope is not valid/,
    ],
    ["a weekly digest", (copy) => (copy.data.alertSettings![0].emailDigest = "weekly"), /alertSettings\[0\]\.emailDigest is not valid/],
    [
      "a switch that is not true or false",
      (copy) => (copy.data.alertSettings![0].fiveStar = "yes"),
      /alertSettings\[0\]\.fiveStar is not valid/,
    ],
    [
      "the digest's bookkeeping, which is not part of the format",
      (copy) => (copy.data.alertSettings![0].digestThrough = "2024-01-01T00:00:00.000000Z"),
      /^The file's alertSettings\[0\] is not valid: Unrecognized key: "digestThrough"/,
    ],
    [
      "two rows of alert settings",
      (copy) => copy.data.alertSettings!.push({ ...copy.data.alertSettings![0], scope: "all" }),
      /^The file's file\.data\.alertSettings is not valid: must hold at most one row/,
    ],
    ["an alert target at 0", (copy) => (copy.data.stocks[0].alertBelow = 0), /^The file's stocks\[0\]\.alertBelow is not valid: /],
    [
      "an alert target over the highest price",
      (copy) => (copy.data.stocks[0].alertAbove = 1_000_001),
      /^The file's stocks\[0\]\.alertAbove is not valid: /,
    ],
    [
      "'Alert me below' not under 'Alert me above'",
      (copy) => Object.assign(copy.data.stocks[0], { alertBelow: 70, alertAbove: 60 }),
      /^The file's stocks\[0\]\.alertBelow is not valid: must be less than alertAbove/,
    ],
    [
      "a section missing",
      (copy) => delete (copy.data as Partial<ArchiveFile["data"]>).shareholders,
      /^The file's file\.data\.shareholders is not valid/,
    ],
  ])("refuses %s with 400, naming the row", async (_what, change, message) => {
    await expectRefused(archiveBytes(changed(change), { recomputeDigest: true }), 400, "validation_failed", message);
  });
});

describe("every row held to the rules of the form and the files (issue 44 items 15, 16 and 18)", () => {
  type Row = Record<string, unknown>;
  const indexOf = (rows: Row[] | undefined, match: (row: Row) => boolean) => {
    const index = (rows ?? []).findIndex(match);
    expect(index).toBeGreaterThanOrEqual(0);
    return index;
  };
  const sale = (copy: ArchiveFile) => indexOf(copy.data.trades, (row) => row.type === "SELL");
  const reinvested = (copy: ArchiveFile) => indexOf(copy.data.dividends, (row) => row.drpUnits !== null);
  const estimate = (copy: ArchiveFile) => indexOf(copy.data.dividends, (row) => row.status === "estimated");

  it.each<[string, (copy: ArchiveFile) => string, (where: string) => string]>([
    [
      "a trade dated 2099, which the form refuses as in the future",
      (copy) => {
        const i = indexOf(copy.data.trades, (row) => row.symbol === "WES");
        copy.data.trades![i].tradeDate = "2099-01-02";
        return `trades[${i}].tradeDate`;
      },
      (where) => `The file's ${where} is not valid: Trade date 2099-01-02 is in the future. Nothing was imported.`,
    ],
    [
      "a dividend dated 9999-12-31, outside the years every path records",
      (copy) => {
        const i = estimate(copy);
        copy.data.dividends![i].exDate = "9999-12-31";
        return `dividends[${i}].exDate`;
      },
      (where) => `The file's ${where} is not valid: 9999-12-31 is outside the years this app records (1900 to 2100). Nothing was imported.`,
    ],
    [
      "a pay date of 9999-12-31",
      (copy) => {
        const i = reinvested(copy);
        copy.data.dividends![i].payDate = "9999-12-31";
        return `dividends[${i}].payDate`;
      },
      (where) => `The file's ${where} is not valid: 9999-12-31 is outside the years this app records (1900 to 2100). Nothing was imported.`,
    ],
    [
      "a sale whose brokerage is more than its value",
      (copy) => {
        const i = sale(copy);
        copy.data.trades![i].brokerage = "5000";
        return `trades[${i}]`;
      },
      (where) =>
        `The file's ${where} is not valid: Brokerage of $5,000.00 is more than the sale's value of $2,700.00 (120 × $22.50): ` +
        "a sale's brokerage comes out of its value. Nothing was imported.",
    ],
  ])("refuses %s with 400, naming the row", async (_what, change, message) => {
    let where = "";
    const file = changed((copy) => (where = change(copy)));
    await expectRefused(archiveBytes(file, { recomputeDigest: true }), 400, "validation_failed", message(where));
  });

  it.each<[string, (copy: ArchiveFile) => void, string]>([
    [
      "a dividend on a stock with no trades, in the file or the account",
      (copy) => {
        copy.data.dividends![estimate(copy)].symbol = "CSL";
      },
      "The file's CSL dividend with ex-date 20 Feb 2025 cannot be imported: You have no trades of CSL: add the trades first. Nothing was imported.",
    ],
    [
      "a dividend without units given on an ex-date before anything was held",
      (copy) => {
        copy.data.dividends![estimate(copy)].exDate = "2023-01-05";
      },
      "The file's BHP dividend with ex-date 5 Jan 2023 cannot be imported: No BHP was held at the end of 2023-01-04, the day before the ex-date: " +
        "give the units the dividend was paid on. Nothing was imported.",
    ],
    [
      "a reinvestment costing more than the dividend's cash",
      (copy) => {
        copy.data.dividends![reinvested(copy)].drpUnits = "3";
      },
      "The file's BHP dividend with ex-date 5 Sep 2023 cannot be imported: ",
    ],
  ])("refuses %s with 422, writing nothing", async (_what, change, message) => {
    await expectRefused(archiveBytes(changed(change), { recomputeDigest: true }), 422, "ledger_refused", message);
  });
});

describe("files that cannot be read", () => {
  it("refuses a truncated download", async () => {
    await expectRefused(
      bytes.subarray(0, Math.floor(bytes.length / 2)),
      400,
      "invalid_upload",
      "The file could not be read: it is damaged or incomplete",
    );
  });

  it("refuses a file over the workbooks' 10 MB with 413", async () => {
    const big = Buffer.concat([Buffer.from("{"), Buffer.alloc(10 * 1024 * 1024, " "), Buffer.from("}")]);
    await expectRefused(big, 413, "payload_too_large", "The file is too large (the limit is 10 MB)", "big.json");
  });

  it("refuses a small gzip that unpacks past the limit with 413, without unpacking it all", async () => {
    const bomb = gzipSync(Buffer.concat([Buffer.from("{"), Buffer.alloc(97 * 1024 * 1024, " "), Buffer.from("}")]), { level: 9 });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await expectRefused(bomb, 413, "payload_too_large", "The file is too large once unpacked (the limit is 96 MB)");
  });

  it.each<[string, Buffer]>([
    ["plain text", Buffer.from("symbol,fair value\nBHP,42")],
    ["a JSON list", Buffer.from("[1,2,3]")],
    ["a JSON object of another kind", gzipSync(Buffer.from('{"format":"someone-else","schemaVersion":1}'))],
    ["a workbook", Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00])],
    ["broken JSON", gzipSync(Buffer.from('{"format": "asx-fair-value-dashboard/account-export", '))],
  ])("refuses %s with 400", async (_what, file) => {
    await expectRefused(
      file,
      400,
      "invalid_upload",
      /^(The file is not an export made by 'Export my data'|The file could not be read: it is damaged or incomplete)$/,
    );
  });

  it("asks for a file when none is sent, and refuses a JSON body", async () => {
    const before = await fingerprint(t.db);
    const none = await agent.post("/api/import/archive").field("note", "no file");
    expect([none.status, none.body]).toEqual([
      400,
      { error: "Choose a file made by 'Export my data' (.json.gz or .json)", code: "invalid_upload" },
    ]);
    const json = await agent.post("/api/import/archive").send(archive);
    expect([json.status, json.body.code]).toEqual([400, "invalid_upload"]);
    expect(changedTables(before, await fingerprint(t.db))).toEqual([]);
  });
});
