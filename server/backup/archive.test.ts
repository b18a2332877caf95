// The archive format on its own: what the writer writes the reader gives back byte for byte, however
// the data is chunked, and any damage — truncation anywhere, a flipped byte, a wrong count, trailing
// bytes — is an ArchiveError, never a silently shorter table.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { ArchiveError, ArchiveWriter, openArchive } from "./archive";
import { binaryCopy } from "./binary-copy-for-tests";
import { ARCHIVE_FORMAT, ARCHIVE_FORMAT_VERSION, TEXT_ARCHIVE_VERSION, type Manifest } from "./manifest";

const dir = mkdtempSync(path.join(os.tmpdir(), "asx-archive-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let counter = 0;
const tempFile = () => path.join(dir, `archive-${(counter += 1)}.gz`);

// Rows as COPY's text format writes them: a backslash is doubled, a newline inside a value is `\n`,
// so `\\.` and `a\.b` may appear inside rows but a row is never the bare line `\.`.
const TABLES: Record<string, string> = {
  users: "1\towner@example.com\t\\N\n2\tline\\nbreak\t\\\\.\n3\t\\\\.\\\\.\tx\n",
  empty: "",
  notes: "1\t\\\\.\n2\tends with a backslash \\\\\n",
};

function manifestFor(tables: Record<string, string>, rows?: Record<string, number>): Manifest {
  return {
    format: ARCHIVE_FORMAT,
    formatVersion: TEXT_ARCHIVE_VERSION,
    appVersion: "0.1.0",
    createdAt: new Date("2026-01-02T03:04:05Z").toISOString(),
    postgresVersion: "18.4",
    migration: { idx: 1, tag: "0001_import-batch-stocks", when: 1795252352310, hash: "abc" },
    tables: Object.entries(tables).map(([name, data]) => ({
      name,
      columns: ["id", "value"],
      rows: rows?.[name] ?? data.split("\n").length - 1,
    })),
  };
}

/** Yields `text` in pieces of `size` bytes, as COPY's 64 kB messages cut rows anywhere. */
async function* chunks(text: string | Buffer, size: number) {
  const bytes = Buffer.from(text);
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

async function writeArchive(file: string, tables = TABLES, chunkSize = 1_000, manifest = manifestFor(tables)) {
  const writer = new ArchiveWriter(file);
  await writer.writeManifest(manifest);
  for (const [name, data] of Object.entries(tables)) await writer.writeSection(name, chunks(data, chunkSize));
  return writer.close();
}

async function readAll(file: string) {
  const { manifest, sections } = await openArchive(file);
  const data: Record<string, string> = {};
  for await (const section of sections) {
    const parts: Buffer[] = [];
    for await (const chunk of section.data) parts.push(chunk);
    data[section.table.name] = Buffer.concat(parts).toString();
  }
  return { manifest, data };
}

/** Rewrites an archive's decompressed text and compresses it again (a "corrupt but valid gzip" file). */
function rewrite(file: string, edit: (text: string) => string) {
  const text = zlib.gunzipSync(readFileSync(file)).toString();
  const out = tempFile();
  writeFileSync(out, zlib.gzipSync(edit(text)));
  return out;
}

describe("the backup archive of format version 1 (COPY text, as earlier versions wrote)", () => {
  it("gives back every table's bytes and the manifest, for any chunking of the COPY stream", async () => {
    for (const size of [1, 2, 3, 4, 5, 7, 1_000]) {
      const file = tempFile();
      const bytes = await writeArchive(file, TABLES, size);
      expect(bytes).toBe(readFileSync(file).length);
      const { manifest, data } = await readAll(file);
      expect(manifest).toEqual(manifestFor(TABLES));
      expect(data).toEqual(TABLES);
    }
  });

  it("reads back a section larger than the reader's buffers (rows cut across chunks)", async () => {
    const big = Array.from({ length: 40_000 }, (_, i) => `${i}\tvalue ${i} \\\\.\n`).join("");
    const file = tempFile();
    await writeArchive(file, { big, after: "1\tx\n" }, 65_536);
    const { data, manifest } = await readAll(file);
    expect(data.big).toBe(big);
    expect(manifest.tables[0].rows).toBe(40_000);
  });

  it("is plain text under gzip: the header, the manifest line, then TABLE sections and the checksum", async () => {
    const file = tempFile();
    await writeArchive(file);
    const lines = zlib.gunzipSync(readFileSync(file)).toString().split("\n");
    expect(lines[0]).toBe("ASX Fair Value Dashboard backup");
    expect(JSON.parse(lines[1])).toEqual(manifestFor(TABLES));
    expect(lines[2]).toBe("TABLE users");
    expect(lines.at(-2)).toMatch(/^END sha256=[0-9a-f]{64}$/);
  });

  it("refuses the archive cut anywhere, never handing over a shorter table as if whole", async () => {
    const file = tempFile();
    await writeArchive(file);
    const whole = readFileSync(file);
    // Every length in the gzip header and in the last block and trailer, every third one between
    // (each cut is a file written and read: the whole range would cost seconds of a shared CPU).
    const lengths = Array.from({ length: whole.length }, (_, i) => i).filter((n) => n < 32 || n >= whole.length - 48 || n % 3 === 0);
    for (const length of lengths) {
      const cut = tempFile();
      writeFileSync(cut, whole.subarray(0, length));
      await expect(readAll(cut), `cut at ${length}`).rejects.toBeInstanceOf(ArchiveError);
      rmSync(cut);
    }
  });

  it("refuses an archive whose decompressed text was cut or changed after writing", async () => {
    const file = tempFile();
    await writeArchive(file);
    const cases: [string, (t: string) => string, RegExp][] = [
      ["one changed byte in a row", (t) => t.replace("owner@example.com", "owner@example.con"), /checksum does not match/],
      ["a row removed", (t) => t.replace("1\towner@example.com\t\\N\n", ""), /users holds 2 rows where the manifest says 3/],
      ["the end line removed", (t) => t.slice(0, t.lastIndexOf("END ")), /truncated/],
      ["a section missing", (t) => t.replace(/TABLE empty\n\\\.\n/, ""), /section for table empty is missing/],
      ["bytes after the end", (t) => `${t}more\n`, /bytes after its end marker/],
      ["another header", (t) => t.replace("ASX Fair Value Dashboard backup", "PGDMP"), /does not start like a backup/],
      ["a manifest that is not JSON", (t) => t.replace('{"format"', '{format"'), /manifest is not JSON/],
      [
        "a manifest of another format version",
        (t) => t.replace('"formatVersion":1', '"formatVersion":3'),
        /manifest is not valid \(formatVersion/,
      ],
    ];
    for (const [name, edit, message] of cases) {
      await expect(readAll(rewrite(file, edit)), name).rejects.toThrow(message);
    }
  });

  it("refuses a file that is not gzip at all, or does not exist", async () => {
    const file = tempFile();
    writeFileSync(file, "id,value\n1,2\n");
    await expect(readAll(file)).rejects.toThrow(ArchiveError);
    await expect(readAll(path.join(dir, "missing.gz"))).rejects.toThrow(/does not exist/);
  });

  it("refuses a manifest whose count disagrees with the section, even with a good checksum", async () => {
    const file = tempFile();
    await writeArchive(file, TABLES, 1_000, manifestFor(TABLES, { notes: 3 }));
    await expect(readAll(file)).rejects.toThrow(/notes holds 2 rows where the manifest says 3/);
  });
});

// Format version 2, written now: each section is COPY's binary format, which ends itself.
const BINARY_ROWS: Record<string, (string | null)[][]> = {
  users: [
    ["1", "owner@example.com", null],
    ["2", "\\.\n", "TABLE notes"],
  ],
  empty: [],
  notes: Array.from({ length: 400 }, (_, i) => [String(i), `note ${i}`, i % 7 ? "" : null]),
};
const BINARY_TABLES = Object.fromEntries(Object.entries(BINARY_ROWS).map(([name, rows]) => [name, binaryCopy(rows)]));

function binaryManifest(rows?: Record<string, number>): Manifest {
  return {
    ...manifestFor({}),
    formatVersion: ARCHIVE_FORMAT_VERSION,
    tables: Object.entries(BINARY_ROWS).map(([name, list]) => ({
      name,
      columns: ["id", "value", "other"],
      rows: rows?.[name] ?? list.length,
    })),
  };
}

async function writeBinaryArchive(file: string, chunkSize = 1_000, manifest = binaryManifest(), tables = BINARY_TABLES) {
  const writer = new ArchiveWriter(file);
  await writer.writeManifest(manifest);
  for (const [name, data] of Object.entries(tables)) await writer.writeSection(name, chunks(data, chunkSize));
  return writer.close();
}

async function readAllBytes(file: string) {
  const { sections } = await openArchive(file);
  const data: Record<string, Buffer> = {};
  for await (const section of sections) {
    const parts: Buffer[] = [];
    for await (const chunk of section.data) parts.push(chunk);
    data[section.table.name] = Buffer.concat(parts);
  }
  return data;
}

function rewriteBytes(file: string, edit: (bytes: Buffer) => Buffer) {
  const out = tempFile();
  writeFileSync(out, zlib.gzipSync(edit(zlib.gunzipSync(readFileSync(file)))));
  return out;
}

describe("the backup archive of format version 2 (COPY binary)", () => {
  it("gives back every table's stream byte for byte, for any chunking, with no terminator line", async () => {
    for (const size of [2, 7, 1_000, 100_000]) {
      const file = tempFile();
      await writeBinaryArchive(file, size);
      expect(await readAllBytes(file)).toEqual(BINARY_TABLES);
    }
    const file = tempFile();
    await writeBinaryArchive(file);
    const text = zlib.gunzipSync(readFileSync(file));
    const afterUsers = text.indexOf("TABLE users\n") + "TABLE users\n".length;
    expect(text.subarray(afterUsers, afterUsers + BINARY_TABLES.users.length)).toEqual(BINARY_TABLES.users);
    expect(text.subarray(afterUsers + BINARY_TABLES.users.length).toString("latin1")).toMatch(/^TABLE empty\n/);
  });

  it("refuses the archive cut anywhere", async () => {
    const file = tempFile();
    await writeBinaryArchive(file);
    const whole = zlib.gunzipSync(readFileSync(file));
    const header = whole.indexOf("TABLE users");
    for (let length = header; length < whole.length; length += 31) {
      const cut = tempFile();
      writeFileSync(cut, zlib.gzipSync(whole.subarray(0, length)));
      await expect(readAllBytes(cut), `cut at ${length}`).rejects.toBeInstanceOf(ArchiveError);
      rmSync(cut);
    }
  });

  it("refuses a changed value, a count unlike the manifest's, a text section and a missing section", async () => {
    const file = tempFile();
    await writeBinaryArchive(file);
    const cases: [string, string, RegExp][] = [];
    const changed = rewriteBytes(file, (b) => {
      b[b.indexOf("note 399")] = "N".charCodeAt(0);
      return b;
    });
    cases.push(["one changed byte in a value", changed, /checksum does not match/]);
    const miscounted = tempFile();
    await writeBinaryArchive(miscounted, 1_000, binaryManifest({ notes: 399 }));
    cases.push(["a manifest count one short", miscounted, /notes holds 400 rows where the manifest says 399/]);
    const textFile = tempFile();
    await writeArchive(textFile);
    const asText = rewrite(textFile, (t) => t.replace('"formatVersion":1', `"formatVersion":${ARCHIVE_FORMAT_VERSION}`));
    cases.push(["text sections in a version 2 archive", asText, /not a COPY stream/]);
    const missing = rewriteBytes(file, (b) => {
      const at = b.indexOf("TABLE empty\n");
      return Buffer.concat([b.subarray(0, at), b.subarray(at + "TABLE empty\n".length + BINARY_TABLES.empty.length)]);
    });
    cases.push(["a section missing", missing, /section for table empty is missing/]);
    for (const [name, archive, message] of cases) {
      await expect(readAllBytes(archive), name).rejects.toThrow(message);
      await expect(readAllBytes(archive), name).rejects.toBeInstanceOf(ArchiveError);
    }
  });

  it("will not write a section whose COPY stream stopped before its end", async () => {
    const writer = new ArchiveWriter(tempFile());
    await writer.writeManifest(binaryManifest());
    const stream = BINARY_TABLES.users;
    await expect(writer.writeSection("users", chunks(stream.subarray(0, stream.length - 2), 5))).rejects.toThrow(
      /COPY of users stopped before its end/,
    );
    writer.destroy();
  });
});
