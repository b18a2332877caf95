// A small zip writer and the hostile .xlsx files uploads.test.ts sends: honest or lying headers, zip
// bombs and million-row sheets deflated as streams, so the unpacked bytes never exist in this process.
import { once } from "node:events";
import { crc32, createDeflateRaw, deflateRawSync } from "node:zlib";

/** The most rows a sheet can have: the million-row sheets fill every one. */
const SHEET_ROWS = 1_048_576;

export interface ZipEntry {
  name: string;
  /** Deflated bytes, or the plain text to deflate. */
  deflated: Buffer | string;
  crc: number;
  size: number;
  /** What the headers claim the entry unpacks to (default: its true size). */
  declaredSize?: number;
  /** Sizes left out of the local header and given in a trailing descriptor (general flag bit 3). */
  dataDescriptor?: boolean;
}

export function zip(entries: ZipEntry[]): Buffer {
  const chunks: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = typeof entry.deflated === "string" ? deflateRawSync(entry.deflated) : entry.deflated;
    const name = Buffer.from(entry.name);
    const declared = entry.declaredSize ?? entry.size;
    const flags = entry.dataDescriptor ? 0x0008 : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.dataDescriptor ? 0 : entry.crc, 14);
    local.writeUInt32LE(entry.dataDescriptor ? 0 : data.length, 18);
    local.writeUInt32LE(entry.dataDescriptor ? 0 : declared, 22);
    local.writeUInt16LE(name.length, 26);
    const descriptor = Buffer.alloc(entry.dataDescriptor ? 16 : 0);
    if (entry.dataDescriptor) {
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(entry.crc, 4);
      descriptor.writeUInt32LE(data.length, 8);
      descriptor.writeUInt32LE(declared, 12);
    }
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    chunks.push(local, name, data, descriptor);
    directory.push(central, name);
    offset += local.length + name.length + data.length + descriptor.length;
  }
  const centralDirectory = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralDirectory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, centralDirectory, end]);
}

export const textEntry = (name: string, text: string): ZipEntry => {
  const bytes = Buffer.from(text);
  return { name, deflated: text, crc: crc32(bytes), size: bytes.length };
};

/** Deflates head + chunk × times + tail as a stream: the unpacked bytes never exist in this process. */
export async function deflatedRepeat(head: string, chunk: string, times: number, tail: string): Promise<Omit<ZipEntry, "name">> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on("data", (data: Buffer) => out.push(data));
  const ended = once(deflate, "end");
  const parts = [Buffer.from(head), Buffer.from(chunk), Buffer.from(tail)];
  let crc = crc32(parts[0]);
  deflate.write(parts[0]);
  for (let i = 0; i < times; i++) {
    crc = crc32(parts[1], crc);
    if (!deflate.write(parts[1])) await once(deflate, "drain");
  }
  crc = crc32(parts[2], crc);
  deflate.end(parts[2]);
  await ended;
  return { deflated: Buffer.concat(out), crc, size: parts[0].length + parts[1].length * times + parts[2].length };
}

export const SHEET_HEAD = (dimension: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${dimension}<sheetData>` +
  `<row r="1"><c r="A1" t="inlineStr"><is><t>ASX Code</t></is></c><c r="B1" t="inlineStr"><is><t>Security</t></is></c></row>`;
export const SHEET_TAIL = "</sheetData></worksheet>";

/** A workbook whose one sheet (named for both importers) is the given entry. */
export function workbook(sheet: Omit<ZipEntry, "name">): Buffer {
  return zip([
    textEntry(
      "[Content_Types].xml",
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
    textEntry(
      "_rels/.rels",
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    ),
    textEntry(
      "xl/workbook.xml",
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
        '<sheets><sheet name="Portfolio" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    textEntry(
      "xl/_rels/workbook.xml.rels",
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
    { name: "xl/worksheets/sheet1.xml", ...sheet },
  ]);
}

/** Row 1 holds the header; rows 2 … 1,048,576 come from `row`, deflated as they are written. */
export async function deflatedRowsSheet(dimension: string, row: (r: number) => string) {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on("data", (data: Buffer) => out.push(data));
  const ended = once(deflate, "end");
  let crc = 0;
  let size = 0;
  const write = async (text: string) => {
    const bytes = Buffer.from(text);
    crc = crc32(bytes, crc);
    size += bytes.length;
    if (!deflate.write(bytes)) await once(deflate, "drain");
  };
  await write(SHEET_HEAD(dimension));
  for (let start = 2; start <= SHEET_ROWS; start += 10_000) {
    let batch = "";
    for (let r = start; r < Math.min(start + 10_000, SHEET_ROWS + 1); r++) batch += row(r);
    await write(batch);
  }
  await write(SHEET_TAIL);
  deflate.end();
  await ended;
  return { deflated: Buffer.concat(out), crc, size };
}
