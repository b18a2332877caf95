// The backup archive: one gzip stream (docs/decisions/017-backup-and-restore.md).
//
//   ASX Fair Value Dashboard backup␊
//   {manifest as one JSON line}␊
//   TABLE users␊
//   …the table's rows exactly as PostgreSQL's COPY … TO STDOUT writes them…
//   TABLE …  (one section per manifest table, in manifest order)
//   END sha256=<hex of every byte above this line>␊
//
// Format version 2 (written now) holds COPY's binary format: it carries its own end (a field count of
// -1) and a row is found by walking lengths, never by parsing a value (binary-copy.ts). Version 1
// held the text format, whose sections end with the line `\.`: COPY's text escapes every backslash
// and newline inside a value, so a row is never that line. Both are read.
import { createHash, type Hash } from "node:crypto";
import { once } from "node:events";
import { createReadStream, createWriteStream, type WriteStream } from "node:fs";
import { pipeline } from "node:stream";
import { finished } from "node:stream/promises";
import zlib from "node:zlib";
import { ACCOUNT_ARCHIVE_FORMAT } from "@shared/contracts/account-archive";
import { BinaryCopyError, BinaryCopyScanner } from "./binary-copy";
import { manifestSchema, sectionFormat, type Manifest, type ManifestTable } from "./manifest";

const HEADER = "ASX Fair Value Dashboard backup";
const TERMINATOR = Buffer.from("\\.\n");
const NEWLINE_TERMINATOR = Buffer.from("\n\\.\n");
/** zlib's fastest level: level 6 made the whole-ASX archive only 4 % smaller (18.4 against 19.2 MB). */
const GZIP_LEVEL = 1;
const MAX_LINE = 4 * 1024 * 1024;

/**
 * Settings → Export my data writes one account as gzip-compressed JSON that opens with its format
 * (server/services/account-export.ts); `npm run restore` given one says what it is and where it goes.
 */
const ACCOUNT_EXPORT_PEEK = 200;
const isAccountExport = (start: string) => start.trimStart().startsWith("{") && start.includes(JSON.stringify(ACCOUNT_ARCHIVE_FORMAT));
const ACCOUNT_EXPORT =
  "it is an account export (Settings → Export my data), which holds one user's data, not a backup of the app; sign in and load it with Settings → Import data (POST /api/import/archive)";

/** The archive cannot be used: not ours, truncated or corrupt. The message is one line for a person. */
export class ArchiveError extends Error {}

export class ArchiveWriter {
  private readonly gzip = zlib.createGzip({ level: GZIP_LEVEL });
  private readonly hash: Hash = createHash("sha256");
  private readonly out: WriteStream;
  private readonly done: Promise<void>;
  private format: "text" | "binary" = "binary";

  constructor(file: string) {
    // Password hashes are in here: readable by the owner only.
    this.out = createWriteStream(file, { mode: 0o600 });
    this.gzip.pipe(this.out);
    this.gzip.on("error", (error) => this.out.destroy(error));
    this.done = finished(this.out);
    this.done.catch(() => {}); // awaited in close(); a failure must not go unhandled before then
  }

  private async write(chunk: Buffer | string) {
    const buffer = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    this.hash.update(buffer);
    if (!this.gzip.write(buffer)) await Promise.race([once(this.gzip, "drain"), this.done]);
  }

  async writeManifest(manifest: Manifest) {
    this.format = sectionFormat(manifest);
    await this.write(`${HEADER}\n${JSON.stringify(manifest)}\n`);
  }

  /** One table's COPY output, in the manifest's format; resolves to the number of rows it held. */
  async writeSection(table: string, data: AsyncIterable<Buffer>): Promise<number> {
    await this.write(`TABLE ${table}\n`);
    if (this.format === "text") {
      let rows = 0;
      for await (const chunk of data) {
        rows += countNewlines(chunk);
        await this.write(chunk);
      }
      await this.write(TERMINATOR);
      return rows;
    }
    const scanner = new BinaryCopyScanner();
    for await (const chunk of data) {
      if (scanner.scan(chunk) < chunk.length) throw new BinaryCopyError(`COPY of ${table} went on after its end`);
      await this.write(chunk);
    }
    if (!scanner.done) throw new BinaryCopyError(`COPY of ${table} stopped before its end`);
    return scanner.rows;
  }

  /** Writes the checksum line and closes the file; resolves to the archive's size in bytes. */
  async close(): Promise<number> {
    const digest = this.hash.digest("hex");
    this.gzip.end(`END sha256=${digest}\n`);
    await this.done;
    return this.out.bytesWritten;
  }

  destroy() {
    this.gzip.destroy();
    this.out.destroy();
  }
}

function countNewlines(chunk: Buffer): number {
  let count = 0;
  for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) count += 1;
  return count;
}

/** One section as the reader hands it over: its table, and its data to be read once, in order. */
export interface ArchiveSection {
  table: ManifestTable;
  data: AsyncIterable<Buffer>;
}

/**
 * Reads an archive front to back: the manifest first, then each section (whose data must be consumed
 * before the next section is asked for), then the checksum line. Any fault — not gzip, not our
 * header, a bad manifest, a section out of order, a row count unlike the manifest's, a missing end,
 * a wrong checksum, bytes after the end — throws ArchiveError.
 */
export async function openArchive(
  file: string,
): Promise<{ manifest: Manifest; sections: AsyncGenerator<ArchiveSection>; close: () => void }> {
  const input = zlib.createGunzip({ chunkSize: 256 * 1024 });
  // pipeline, not pipe: a read error (no such file) must reach the reader through `input`.
  pipeline(createReadStream(file, { highWaterMark: 256 * 1024 }), input, () => {});
  const reader = new ByteReader(input[Symbol.asyncIterator]());
  try {
    if (isAccountExport((await reader.peek(ACCOUNT_EXPORT_PEEK)).toString("utf8"))) throw new ArchiveError(ACCOUNT_EXPORT);
    if ((await reader.readLine(HEADER.length + 1)) !== HEADER) throw new ArchiveError("it does not start like a backup of this app");
    const parsed = manifestSchema.safeParse(parseJson(await reader.readLine(MAX_LINE)));
    if (!parsed.success)
      throw new ArchiveError(`its manifest is not valid (${parsed.error.issues[0].path.join(".")}: ${parsed.error.issues[0].message})`);
    const close = () => input.destroy();
    return { manifest: parsed.data, sections: readSections(reader, parsed.data, close), close };
  } catch (error) {
    input.destroy();
    throw asArchiveError(error);
  }
}

async function* readSections(reader: ByteReader, manifest: Manifest, close: () => void): AsyncGenerator<ArchiveSection> {
  const format = sectionFormat(manifest);
  try {
    for (const table of manifest.tables) {
      const line = await reader.readLine(MAX_LINE);
      if (line !== `TABLE ${table.name}`) throw new ArchiveError(`the section for table ${table.name} is missing`);
      const section = { rows: 0 };
      const data = format === "text" ? reader.readTextSection(section) : reader.readBinarySection(section);
      yield { table, data: withArchiveErrors(data) };
      if (!reader.sectionDone) throw new Error(`the data of ${table.name} was not read to its end`);
      if (section.rows !== table.rows) {
        throw new ArchiveError(`table ${table.name} holds ${section.rows} rows where the manifest says ${table.rows}`);
      }
    }
    const digest = reader.digest();
    const end = await reader.readLine(MAX_LINE);
    if (end !== `END sha256=${digest}`)
      throw new ArchiveError(end.startsWith("END ") ? "its checksum does not match" : "its end marker is missing");
    if (!(await reader.atEnd())) throw new ArchiveError("there are bytes after its end marker");
  } catch (error) {
    throw asArchiveError(error);
  } finally {
    close();
  }
}

async function* withArchiveErrors(data: AsyncGenerator<Buffer>): AsyncGenerator<Buffer> {
  try {
    yield* data;
  } catch (error) {
    throw asArchiveError(error);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ArchiveError("its manifest is not JSON");
  }
}

function asArchiveError(error: unknown): Error {
  if (error instanceof ArchiveError) return error;
  if (error instanceof BinaryCopyError) return new ArchiveError(error.message);
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "Z_BUF_ERROR") return new ArchiveError("it is truncated (the compressed stream ends early)");
  if (code === "Z_DATA_ERROR") return new ArchiveError(`it is not a gzip stream or is corrupt (${(error as Error).message})`);
  if (code === "ENOENT") return new ArchiveError("the file does not exist");
  return error as Error;
}

/** Pulls bytes from the decompressed stream, hashing every byte it hands over before the end line. */
class ByteReader {
  private pending: Buffer = Buffer.alloc(0);
  private ended = false;
  private readonly hash = createHash("sha256");
  sectionDone = false;

  constructor(private readonly source: AsyncIterator<Buffer>) {}

  private async fill(): Promise<boolean> {
    if (this.ended) return false;
    const next = await this.source.next();
    if (next.done) {
      this.ended = true;
      return false;
    }
    this.pending = this.pending.length ? Buffer.concat([this.pending, next.value]) : next.value;
    return true;
  }

  private take(length: number): Buffer {
    const taken = this.pending.subarray(0, length);
    this.pending = this.pending.subarray(length);
    this.hash.update(taken);
    return taken;
  }

  /** Up to the first `length` bytes still to be read, without taking them. */
  async peek(length: number): Promise<Buffer> {
    while (this.pending.length < length && (await this.fill()));
    return this.pending.subarray(0, length);
  }

  async readLine(limit: number): Promise<string> {
    let at = this.pending.indexOf(10);
    while (at === -1) {
      if (this.pending.length > limit) throw new ArchiveError("it holds a line far longer than any backup writes");
      if (!(await this.fill())) throw new ArchiveError("it is truncated");
      at = this.pending.indexOf(10);
    }
    return this.take(at + 1).toString("utf8", 0, at);
  }

  /** A binary COPY stream, trailer included (COPY FROM reads it); counts rows into `count`. */
  async *readBinarySection(count: { rows: number }): AsyncGenerator<Buffer> {
    this.sectionDone = false;
    const scanner = new BinaryCopyScanner();
    for (;;) {
      if (this.pending.length) {
        const data = this.take(scanner.scan(this.pending));
        count.rows = scanner.rows;
        if (data.length) yield data;
        if (scanner.done) break;
      }
      if (!(await this.fill())) throw new ArchiveError("it is truncated");
    }
    this.sectionDone = true;
  }

  /** The bytes up to the `\.` line (which is consumed, not returned); counts rows into `count`. */
  async *readTextSection(count: { rows: number }): AsyncGenerator<Buffer> {
    this.sectionDone = false;
    let atLineStart = true;
    for (;;) {
      if (atLineStart && this.pending.length >= TERMINATOR.length && this.pending.subarray(0, TERMINATOR.length).equals(TERMINATOR)) {
        this.take(TERMINATOR.length);
        break;
      }
      const end = this.pending.indexOf(NEWLINE_TERMINATOR);
      if (end !== -1) {
        const data = this.take(end + 1);
        count.rows += countNewlines(data);
        yield data;
        atLineStart = true;
        continue;
      }
      // Hand over all but the last bytes, which may be the start of the terminator.
      const safe = this.pending.length - (NEWLINE_TERMINATOR.length - 1);
      if (safe > 0) {
        const data = this.take(safe);
        count.rows += countNewlines(data);
        atLineStart = data[data.length - 1] === 10;
        yield data;
      }
      if (!(await this.fill())) throw new ArchiveError("it is truncated");
    }
    this.sectionDone = true;
  }

  digest(): string {
    return this.hash.copy().digest("hex");
  }

  async atEnd(): Promise<boolean> {
    while (this.pending.length === 0) if (!(await this.fill())) return true;
    return false;
  }
}
