// An .xlsx is a zip, and SheetJS inflates every entry of it in memory before reading a cell, sized
// by what the entry's headers declare (a buffer of the declared size, or an unbounded one when they
// declare 0). A few hundred KB of zip can therefore demand gigabytes: a zip bomb. This walks the
// zip the way SheetJS will (the last end-of-directory record, every central-directory entry, its
// local header) and inflates each entry against a hard cap, so a file that would unpack to more than
// MAX_UNPACKED_BYTES is refused before SheetJS sees it, whatever its headers claim.
import { inflateRawSync } from "node:zlib";

/**
 * Real workbooks unpack to a few times their size; a sheet at the row limit (20,000 rows of a few
 * dozen columns) is well under this. Beyond it the file is a bomb or nothing this app could read.
 */
export const MAX_UNPACKED_BYTES = 64 * 1024 * 1024;
/** A workbook has a few dozen entries; tens of thousands are only there to make work. */
export const MAX_ZIP_ENTRIES = 10_000;

export type ZipCheck = "ok" | "damaged" | "too-large";

const END_OF_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const ZIP64_FIELD = 0x0001;
const STORED = 0;
const DEFLATED = 8;

/** The uncompressed size a ZIP64 extra field declares (SheetJS reads it whenever the field is present). */
function zip64Size(bytes: Buffer, start: number, length: number): number | null {
  const end = Math.min(start + length, bytes.length);
  for (let at = start; at + 4 <= end;) {
    const type = bytes.readUInt16LE(at);
    const size = bytes.readUInt16LE(at + 2);
    if (type === ZIP64_FIELD && at + 12 <= end) return Number(bytes.readBigUInt64LE(at + 4));
    at += 4 + size;
  }
  return null;
}

/** Bytes the entry inflates to, at most `cap`; "too-large" past the cap, "damaged" for a broken stream. */
function inflatedSize(bytes: Buffer, dataAt: number, cap: number): number | "too-large" | "damaged" {
  try {
    // Inflation stops at the end of the deflate stream, as SheetJS's does, so what follows is ignored.
    return inflateRawSync(bytes.subarray(dataAt), { maxOutputLength: Math.max(cap, 1) }).length;
  } catch (error) {
    return (error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE" ? "too-large" : "damaged";
  }
}

/**
 * "ok" when every entry can be inflated and all of them together stay within MAX_UNPACKED_BYTES,
 * counting for each the larger of what it declares (SheetJS allocates that) and what it really
 * inflates to; "too-large" otherwise; "damaged" when the zip structure or a stream is broken.
 */
export function checkZip(bytes: Buffer): ZipCheck {
  const end = bytes.lastIndexOf(END_OF_DIRECTORY);
  if (end < 0 || end + 22 > bytes.length) return "damaged";
  const entries = bytes.readUInt16LE(end + 8);
  if (entries !== bytes.readUInt16LE(end + 10)) return "damaged";
  if (entries > MAX_ZIP_ENTRIES) return "too-large";
  let budget = MAX_UNPACKED_BYTES;
  let at = bytes.readUInt32LE(end + 16);
  for (let entry = 0; entry < entries; entry++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL_HEADER) return "damaged";
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const local = bytes.readUInt32LE(at + 42);
    const declared = [bytes.readUInt32LE(at + 24), zip64Size(bytes, at + 46 + nameLength, extraLength) ?? 0];
    at += 46 + nameLength + extraLength + bytes.readUInt16LE(at + 32);

    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== LOCAL_HEADER) return "damaged";
    const method = bytes.readUInt16LE(local + 8);
    const storedSize = bytes.readUInt32LE(local + 18);
    const localNameLength = bytes.readUInt16LE(local + 26);
    const localExtraLength = bytes.readUInt16LE(local + 28);
    declared.push(bytes.readUInt32LE(local + 22), zip64Size(bytes, local + 30 + localNameLength, localExtraLength) ?? 0);
    const dataAt = local + 30 + localNameLength + localExtraLength;
    if (dataAt > bytes.length) return "damaged";
    const claimed = Math.max(...declared);
    if (claimed > budget) return "too-large";

    let unpacked: number;
    if (method === STORED) {
      if (dataAt + storedSize > bytes.length) return "damaged";
      unpacked = storedSize;
    } else if (method === DEFLATED) {
      const size = inflatedSize(bytes, dataAt, budget);
      if (typeof size === "string") return size;
      unpacked = size;
    } else {
      return "damaged";
    }
    if (unpacked > budget) return "too-large";
    budget -= Math.max(claimed, unpacked);
  }
  return "ok";
}
