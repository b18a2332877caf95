// GET /api/export: the signed-in user's whole account as one gzip-compressed JSON file
// (shared/contracts/account-archive.ts). It streams: each section is read a page at a time
// (server/storage/account-export.ts), written as canonical JSON into gzip and the checksum as it
// comes, so a whole-ASX account costs a few pages of memory, not the whole file. The reads share one
// REPEATABLE READ READ ONLY snapshot, so an import or a delete running meanwhile is either all in the
// file or not at all.
import { createHash } from "node:crypto";
import { once } from "node:events";
import type { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import type pg from "pg";
import { ACCOUNT_ARCHIVE_DIGEST, ACCOUNT_ARCHIVE_FORMAT, ACCOUNT_ARCHIVE_SCHEMA_VERSION } from "@shared/contracts/account-archive";
import { ARCHIVE_SECTIONS, type ArchiveSection } from "@shared/contracts/account-archive-rows";
import { canonicalJson, type JsonValue } from "@shared/domain/canonical-json";
import type { Logger } from "../logger";
import { archiveDigestText } from "../parsers";
import { appVersion } from "../paths";
import { readSectionPages } from "../storage/account-export";
import { errorFields } from "../error-fields";

/** Text is gathered into pieces of about this size before it goes to gzip. */
const CHUNK_CHARS = 64 * 1024;

export interface AccountExportTarget {
  /** Called once the snapshot is open, before the first byte: the place to send headers. */
  start(fileName: string): Writable;
}

/** "asx-fair-value-export-2026-11-23.json.gz", by the export's UTC date. */
export function exportFileName(at: Date): string {
  return `asx-fair-value-export-${at.toISOString().slice(0, 10)}.json.gz`;
}

export function createAccountExportService(deps: { pool: pg.Pool; logger: Logger; now: () => Date }) {
  const { pool, logger } = deps;
  return {
    /**
     * Writes the export to what `target.start` returns. A failure before the snapshot is open
     * throws (the route answers it); one after the first byte destroys the stream, so the client
     * sees a broken download, never a file that looks whole.
     */
    async export(userId: string, target: AccountExportTarget): Promise<void> {
      const client = await pool.connect();
      let released = false;
      const release = (error?: Error) => {
        if (released) return;
        released = true;
        client.release(error);
      };
      try {
        await client.query("begin isolation level repeatable read read only");
        const exportedAt = deps.now();
        const out = target.start(exportFileName(exportedAt));
        try {
          await writeArchive(client, userId, exportedAt.toISOString(), out);
          await client.query("commit");
          release();
        } catch (error) {
          // A connection in the middle of a cursor is not handed back to the pool.
          release(error as Error);
          out.destroy(error as Error);
          logger.warn("Account export stopped", { userId, ...errorFields(error) });
        }
      } finally {
        if (!released) {
          await client.query("rollback").catch(() => {});
          release();
        }
      }
    },
  };
}

async function writeArchive(client: pg.ClientBase, userId: string, exportedAt: string, out: Writable): Promise<void> {
  const gzip = createGzip({ level: 6 });
  // Settles when the download has all its bytes, or fails when the client goes away first.
  const delivered = pipeline(gzip, out);
  let failed: Error | undefined;
  delivered.catch((error: Error) => (failed = error));
  const hash = createHash("sha256");
  let buffered = "";

  const flush = async () => {
    if (failed) throw failed;
    const text = buffered;
    buffered = "";
    if (text !== "" && !gzip.write(text)) await Promise.race([once(gzip, "drain"), delivered]);
  };
  /** File text; `hashed` text is also part of what the checksum covers. */
  const write = async (text: string, hashed: boolean) => {
    if (hashed) hash.update(text);
    buffered += text;
    if (buffered.length >= CHUNK_CHARS) await flush();
  };

  const header = { format: ACCOUNT_ARCHIVE_FORMAT, schemaVersion: ACCOUNT_ARCHIVE_SCHEMA_VERSION, exportedAt };
  const app = canonicalJson({ version: appVersion() });
  await write(
    `{"format":${JSON.stringify(header.format)},"schemaVersion":${header.schemaVersion},"exportedAt":${JSON.stringify(exportedAt)},"app":${app},"data":`,
    false,
  );
  const [digestHead, , digestTail] = archiveDigestText({ ...header, data: "" });
  hash.update(digestHead);
  // `data` exactly as canonicalJson would spell it: sections by sorted key, rows in canonical form.
  const sections = (Object.keys(ARCHIVE_SECTIONS) as ArchiveSection[]).sort();
  await write("{", true);
  for (const [s, section] of sections.entries()) {
    await write(`${s === 0 ? "" : ","}${JSON.stringify(section)}:[`, true);
    let first = true;
    await readSectionPages(client, section, userId, async (rows) => {
      for (const row of rows) {
        await write((first ? "" : ",") + canonicalJson(row as JsonValue), true);
        first = false;
      }
    });
    await write("]", true);
  }
  await write("}", true);
  hash.update(digestTail);
  await write(`,"digest":${canonicalJson({ algorithm: ACCOUNT_ARCHIVE_DIGEST, value: hash.digest("hex") })}}`, false);
  await flush();
  gzip.end();
  await delivered;
}

export type AccountExportService = ReturnType<typeof createAccountExportService>;
