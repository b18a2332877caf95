// A whole-ASX account (2,000 stocks, 288,000 fair values, 40,000 shareholder rows) goes out and comes
// back in: the export streams it a page at a time and fits the upload limit, and the import writes it
// with the same number of statements as a one-stock file (set-based writes, docs/decisions/016).
// Timings are the bench's (scripts/bench/account-archive-measures.ts); nothing here is timed.
import { createHash } from "node:crypto";
import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_ARCHIVE_UPLOAD_BYTES } from "@shared/contracts/account-archive";
import { canonicalJson, type JsonValue } from "@shared/domain/canonical-json";
import { EXPORT_PAGE_ROWS } from "../storage/account-export";
import { downloadExport, importArchive, type ArchiveFile } from "./support/account-archive";
import { seedWholeAsxAccount, WHOLE_ASX } from "./support/whole-asx-account";
import { countStatements } from "./support/statement-counter";
import { sessionCookie, startTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let ownerEmail: string;
let exported: { bytes: Buffer; archive: ArchiveFile; statements: number };

const dataDigest = (archive: ArchiveFile) =>
  createHash("sha256")
    .update(canonicalJson(archive.data as unknown as JsonValue))
    .digest("hex");

beforeAll(async () => {
  t = await startTestApp();
  const owner = await t.signedInAgent();
  ownerEmail = owner.user.email;
  await seedWholeAsxAccount(t.db, owner.user.id);
  const { result, statements } = await countStatements(() => downloadExport(owner.agent));
  expect(result.res.status).toBe(200);
  exported = { bytes: result.bytes, archive: result.archive, statements };
}, 300_000);
afterAll(() => t?.close());

describe("a whole-ASX account", () => {
  it("exports every row, reading them a page at a time", () => {
    const { data } = exported.archive;
    expect(data.stocks).toHaveLength(WHOLE_ASX.stocks);
    expect(data.fairValues).toHaveLength(WHOLE_ASX.fairValues);
    expect(data.shareholders).toHaveLength(WHOLE_ASX.shareholders);
    expect(data.journalEntries).toHaveLength(WHOLE_ASX.journalEntries);
    expect(data.allocations).toHaveLength(WHOLE_ASX.allocations);
    // At least one FETCH per page of fair values: the rows were never read in one piece.
    expect(exported.statements).toBeGreaterThan(WHOLE_ASX.fairValues / EXPORT_PAGE_ROWS);
  });

  it("fits in one upload (the workbooks' 10 MB limit)", () => {
    expect(exported.bytes.length).toBeLessThan(MAX_ARCHIVE_UPLOAD_BYTES);
  });

  it("imports into another account with as many statements as a one-stock file, and exports from there the same", async () => {
    const small = await t.signedInAgent();
    const one = await small.agent.post("/api/stocks").send({ symbol: "ONE", name: "One Ltd", lastPrice: 1 }).expect(201);
    await small.agent.post("/api/portfolio/allocations").send({ stockId: one.body.id, amount: 5 }).expect(200);
    // Alert settings and a target in the one-stock file, none in the big one: each section is one
    // statement whether it holds rows or not.
    await small.agent.put("/api/alerts/settings").send({ scope: "portfolio" }).expect(200);
    await small.agent.put(`/api/stocks/${one.body.id}/alert-target`).send({ below: 0.5, above: 2 }).expect(200);
    const tiny = await downloadExport(small.agent);
    expect(tiny.archive.data.alertSettings).toHaveLength(1);
    const tinyImporter = await t.signedInAgent();
    const tinyImport = await countStatements(() => importArchive(tinyImporter.agent, tiny.bytes));
    expect(tinyImport.result.status, JSON.stringify(tinyImport.result.body)).toBe(200);
    expect(tinyImport.result.body).toMatchObject({ createdStocks: 1, alertSettings: 1 });

    const big = await t.signedInAgent();
    const bigImport = await countStatements(() => importArchive(big.agent, exported.bytes));
    expect(bigImport.result.status, JSON.stringify(bigImport.result.body)).toBe(200);
    expect(bigImport.result.body).toMatchObject({
      createdStocks: WHOLE_ASX.stocks,
      fairValues: WHOLE_ASX.fairValues,
      shareholders: WHOLE_ASX.shareholders,
      journalEntries: WHOLE_ASX.journalEntries,
      allocations: WHOLE_ASX.allocations,
      alertSettings: 0,
      skipped: 0,
    });
    expect(bigImport.statements).toBe(tinyImport.statements);

    const again = await downloadExport(big.agent);
    expect(dataDigest(again.archive)).toBe(dataDigest(exported.archive));
    const [{ count }] = (await t.db.execute<{ count: number }>(sql`select count(*)::int as count from fair_values`)).rows;
    expect(count).toBe(2 * WHOLE_ASX.fairValues);
  }, 300_000);

  it("hands its connection back when downloads are abandoned half way: more of them than the pool holds, then a whole export", async () => {
    const server = t.app.listen(0, "127.0.0.1");
    await once(server, "listening");
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const cookie = await sessionCookie(url, ownerEmail);
      // The pool holds 10 connections; each export holds one until it notices its client has gone.
      for (let i = 0; i < 12; i++) {
        await new Promise<void>((resolve, reject) => {
          const req = http.get(`${url}/api/export`, { headers: { cookie }, agent: false }, (res) => {
            expect(res.statusCode).toBe(200);
            res.once("data", () => {
              req.destroy();
              resolve();
            });
          });
          req.on("error", (error: NodeJS.ErrnoException) => (error.code === "ECONNRESET" ? undefined : reject(error)));
        });
      }
      const again = await fetch(`${url}/api/export`, { headers: { cookie } });
      expect(again.status).toBe(200);
      const archive = JSON.parse(gunzipSync(Buffer.from(await again.arrayBuffer())).toString("utf8")) as ArchiveFile;
      expect(archive.data.fairValues).toHaveLength(WHOLE_ASX.fairValues);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  }, 300_000);
});
