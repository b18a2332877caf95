// Upload abuse on both workbook uploads (issue #8, "Hostile input"): a file over the size limit,
// other files renamed .xlsx, damaged zips, zip bombs (built by hostile-xlsx.ts, streamed through
// zlib, so the test itself never holds the unpacked bytes) and sheets declaring a million empty rows
// all get a clear 4xx, write nothing, and stay within bounded time and memory. The bounds are
// deliberately generous (the point is "bounded", not fast): without the defences a 300 MB bomb takes
// the process over 600 MB, with them it is refused after inflating at most the 64 MB cap.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importBatches } from "@shared/schema";
import { insertStock } from "../support/factories";
import { startTestApp, type TestApp } from "../support/test-app";
import { SHEET_HEAD, SHEET_TAIL, deflatedRepeat, deflatedRowsSheet, textEntry, workbook, zip } from "./hostile-xlsx";

const UPLOADS = ["/api/import/excel", "/api/import/bell-potter"] as const;
const MB = 1024 * 1024;
/** Generous bounds: the measurement covers the whole request, parsing included. */
const MAX_GROWTH_BYTES = 200 * MB;
const MAX_SECONDS = 20;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, "../../parsers/fixtures", name));

async function batchCount(userId: string) {
  return (await t.db.select().from(importBatches).where(eq(importBatches.userId, userId))).length;
}

// ---------------------------------------------------------------------------------------------
// Measuring one upload
// ---------------------------------------------------------------------------------------------

interface Measured {
  status: number;
  body: { error?: string };
  seconds: number;
  /** Peak resident memory during the request above the resident memory before it (an upper bound). */
  growthBytes: number;
}

/**
 * Linux's peak resident memory of this process (VmHWM), reset to the resident size just before the
 * request (writing 5 to /proc/self/clear_refs): so (peak after − resident before) bounds the growth
 * during the request from above, even though nothing could sample memory while a parse blocks. The
 * worker runs other files before this one (isolate: false, vitest.config.ts): without the reset, a
 * peak of theirs counted here (+582 MB for a refused bomb in CI after the whole-ASX archive test).
 */
function resetPeakMemory(): number {
  writeFileSync("/proc/self/clear_refs", "5");
  return process.memoryUsage().rss;
}

function peakMemory(): number {
  const kB = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync("/proc/self/status", "utf8"));
  if (!kB) throw new Error("no VmHWM line in /proc/self/status");
  return Number(kB[1]) * 1024;
}

async function measuredUpload(url: string, bytes: Buffer, name = "portfolio.xlsx"): Promise<Measured> {
  const { agent, user } = await t.signedInAgent();
  const before = resetPeakMemory();
  const started = performance.now();
  const res = await agent.post(url).attach("file", bytes, name);
  const seconds = (performance.now() - started) / 1000;
  const growthBytes = peakMemory() - before;
  expect(await batchCount(user.id), "nothing written").toBe(0);
  return { status: res.status, body: res.body, seconds, growthBytes };
}

function expectBounded4xx(measured: Measured, message: RegExp) {
  const summary = `${measured.status} ${JSON.stringify(measured.body)} in ${measured.seconds.toFixed(1)} s, +${(measured.growthBytes / MB).toFixed(0)} MB`;
  expect(measured.status, summary).toBeGreaterThanOrEqual(400);
  expect(measured.status, summary).toBeLessThan(500);
  expect(measured.body.error ?? "", summary).toMatch(message);
  expect(measured.seconds, summary).toBeLessThan(MAX_SECONDS);
  expect(measured.growthBytes, summary).toBeLessThan(MAX_GROWTH_BYTES);
  if (process.env.HOSTILE_SUMMARY) console.log(summary);
}

// ---------------------------------------------------------------------------------------------
// Zip bombs and a million empty rows first, while the process's memory peak is still low
// ---------------------------------------------------------------------------------------------

const UNPACKS_TOO_LARGE = /too large once unpacked \(more than 64 MB\)/;

describe("zip bombs", () => {
  let honest: Buffer;
  let lying: Buffer;
  let streamed: Buffer;

  beforeAll(async () => {
    // 300 MB of sheet XML (blank space inside sheetData) in a few hundred KB of zip.
    const bomb = await deflatedRepeat(SHEET_HEAD('<dimension ref="A1:B1"/>'), " ".repeat(MB), 300, SHEET_TAIL);
    expect(bomb.size).toBeGreaterThan(300 * MB);
    expect(bomb.deflated.length).toBeLessThan(MB);
    honest = workbook(bomb);
    // The same stream, its headers claiming 1 KB; and again with the sizes moved to a data
    // descriptor (the local header says 0), which SheetJS would inflate without any bound.
    lying = workbook({ ...bomb, declaredSize: 1024 });
    streamed = workbook({ ...bomb, dataDescriptor: true });
  }, 120_000);

  for (const url of UPLOADS) {
    it(`${url}: a bomb declaring its true 300 MB is refused, bounded`, { timeout: 60_000 }, async () => {
      expectBounded4xx(await measuredUpload(url, honest), UNPACKS_TOO_LARGE);
    });

    it(`${url}: a bomb whose headers claim 1 KB is refused, bounded`, { timeout: 60_000 }, async () => {
      expectBounded4xx(await measuredUpload(url, lying), UNPACKS_TOO_LARGE);
    });

    it(`${url}: a bomb with its sizes in a data descriptor is refused, bounded`, { timeout: 60_000 }, async () => {
      expectBounded4xx(await measuredUpload(url, streamed), UNPACKS_TOO_LARGE);
    });
  }

  it("a tiny entry that declares 1 GB is refused before anything is allocated for it", { timeout: 60_000 }, async () => {
    // An empty deflate stream (0x03 0x00): SheetJS would allocate and zero the declared size.
    const empty = { deflated: Buffer.from([0x03, 0x00]), crc: 0, size: 0, declaredSize: 1024 * MB };
    for (const url of UPLOADS) expectBounded4xx(await measuredUpload(url, workbook(empty)), UNPACKS_TOO_LARGE);
  });
});

describe("a workbook declaring a million empty rows", () => {
  it("with the used range A1:Z1048576: refused as too large, bounded", { timeout: 120_000 }, async () => {
    const sheet = await deflatedRowsSheet('<dimension ref="A1:Z1048576"/>', (r) => `<row r="${r}"/>`);
    for (const url of UPLOADS) {
      expectBounded4xx(
        await measuredUpload(url, workbook(sheet)),
        /too large: its used range A1:Z1048576 has 1,048,576 rows \(the limit is 20,000\)/,
      );
    }
  });

  // The <dimension> element is optional: without it the rows themselves are counted, and reading
  // stops one row past the limit, so the million rows are never all built.
  it("without a declared range, empty rows: no columns found, bounded", { timeout: 120_000 }, async () => {
    // Rows without cells give the sheet no range beyond its header: the answer is the missing columns.
    const sheet = await deflatedRowsSheet("", (r) => `<row r="${r}"/>`);
    for (const url of UPLOADS)
      expectBounded4xx(
        await measuredUpload(url, workbook(sheet)),
        /^Could not find the column (Last \$|Target Price) in sheet 'Portfolio'$/,
      );
  });

  it("without a declared range, rows of empty cells: refused as too large, bounded", { timeout: 120_000 }, async () => {
    const sheet = await deflatedRowsSheet("", (r) => `<row r="${r}"><c r="A${r}"/></row>`);
    for (const url of UPLOADS)
      expectBounded4xx(
        await measuredUpload(url, workbook(sheet)),
        /is too large: its used range A1:B20001 has 20,001 rows \(the limit is 20,000\)/,
      );
  });
});

// ---------------------------------------------------------------------------------------------
// Size, type and damage
// ---------------------------------------------------------------------------------------------

describe("files that are not workbooks", () => {
  const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
  const NOT_WORKBOOKS: [string, Buffer][] = [
    ["a PNG image", PNG],
    ["a text file", Buffer.from("ASX Code,Last $\nBHP,45\n")],
    ["an HTML page", Buffer.from("<html><body><table><tr><td>ASX Code</td></tr></table></body></html>")],
    ["a PDF", Buffer.from("%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n")],
    ["a zip that is not a spreadsheet", zip([textEntry("readme.txt", "hello")])],
    ["an empty file", Buffer.alloc(0)],
  ];

  for (const url of UPLOADS) {
    for (const [what, bytes] of NOT_WORKBOOKS) {
      it(`${url}: ${what} renamed .xlsx is refused by its bytes`, async () => {
        const measured = await measuredUpload(url, bytes, "portfolio.xlsx");
        expect(measured.status).toBe(400);
        expect(measured.body).toEqual({ error: "The file is not a valid Excel workbook", code: "invalid_upload" });
      });
    }
  }
});

describe("damaged workbooks", () => {
  // Cut early, a file no longer shows the workbook parts its name promises, and the upload check
  // refuses it by its bytes; cut late, or damaged inside, the zip check refuses it.
  const DAMAGED = /damaged or incomplete|could not be read as an Excel workbook|not a valid Excel workbook/;
  const real = fixture("portfolio/ok/portfolio-text-months.xlsx");

  for (const url of UPLOADS) {
    it(`${url}: a truncated .xlsx is refused as damaged`, async () => {
      for (const keep of [0.5, 0.9, 0.99]) {
        const cut = real.subarray(0, Math.floor(real.length * keep));
        expectBounded4xx(await measuredUpload(url, cut), DAMAGED);
      }
    });

    it(`${url}: an .xlsx with a corrupted deflate stream is refused as damaged`, async () => {
      const corrupt = Buffer.from(real);
      // Overwrite the middle of the file (inside some entry's compressed data) with garbage.
      corrupt.fill(0xff, Math.floor(corrupt.length * 0.3), Math.floor(corrupt.length * 0.3) + 200);
      expectBounded4xx(await measuredUpload(url, corrupt), DAMAGED);
    });

    it(`${url}: a directory pointing outside the file is refused as damaged`, async () => {
      const broken = Buffer.from(real);
      const end = broken.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
      broken.writeUInt32LE(0x7fffffff, end + 16);
      expectBounded4xx(await measuredUpload(url, broken), DAMAGED);
    });
  }
});

describe("size and shape of the request", () => {
  for (const url of UPLOADS) {
    it(`${url}: a file over 10 MB is 413 with the limit in the message`, async () => {
      const { agent, user } = await t.signedInAgent();
      // Starts like a real .xlsx, so only the size can be what refuses it.
      const big = Buffer.concat([fixture("portfolio/ok/portfolio-text-months.xlsx"), Buffer.alloc(10 * MB)]);
      const res = await agent.post(url).attach("file", big, "big.xlsx");
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ error: "The file is too large (the limit is 10 MB)", code: "payload_too_large" });
      expect(await batchCount(user.id)).toBe(0);
    });

    it(`${url}: more form fields than an upload needs is a 400`, async () => {
      const { agent } = await t.signedInAgent();
      let pending = agent.post(url);
      for (let i = 0; i < 50; i++) pending = pending.field(`f${i}`, "x");
      const res = await pending.attach("file", fixture("portfolio/ok/portfolio-text-months.xlsx"), "portfolio.xlsx");
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/^The upload could not be read/);
    });
  }

  it("a file name with bidi overrides is stored cleaned", async () => {
    const { agent, user } = await t.signedInAgent();
    const res = await agent
      .post("/api/import/excel")
      .attach("file", fixture("portfolio/ok/portfolio-text-months.xlsx"), "port\u202efo\u2066lio.xlsx");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [batch] = await t.db.select().from(importBatches).where(eq(importBatches.userId, user.id));
    expect(batch.fileName).toBe("portfolio.xlsx");
  });

  it("a NUL in an RFC 5987 file name (filename*=UTF-8''…%00…) is dropped, not a failed INSERT", async () => {
    const { agent, user } = await t.signedInAgent();
    const boundary = "----hostile-boundary";
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''port%00folio%E2%80%AE.xlsx\r\n` +
          "Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n",
      ),
      fixture("portfolio/ok/portfolio-text-months.xlsx"),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await agent.post("/api/import/excel").set("Content-Type", `multipart/form-data; boundary=${boundary}`).send(body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [batch] = await t.db.select().from(importBatches).where(eq(importBatches.userId, user.id));
    expect(batch.fileName).toBe("portfolio.xlsx");
  });

  it("the shareholder import takes JSON text, so a file sent to it is refused and nothing is read", async () => {
    const { agent, user } = await t.signedInAgent();
    const stock = await insertStock(t.db, { userId: user.id, symbol: "BHP" });
    const res = await agent
      .post(`/api/stocks/${stock.id}/shareholders`)
      .attach("file", fixture("portfolio/ok/portfolio-text-months.xlsx"), "top20.xlsx");
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^asOfDate: /);
    expect(await batchCount(user.id)).toBe(0);
  });
});
