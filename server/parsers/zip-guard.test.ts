import { deflateRawSync } from "node:zlib";
import * as XLSX from "xlsx";
import { describe, expect, it } from "vitest";
import { fixtureBytes } from "./test-fixtures";
import { MAX_UNPACKED_BYTES, checkZip } from "./zip-guard";

/** A one-entry zip whose headers declare `declared` bytes for the given deflated stream. */
function oneEntryZip(deflated: Buffer, declared: number): Buffer {
  const name = Buffer.from("xl/worksheets/sheet1.xml");
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(deflated.length, 18);
  local.writeUInt32LE(declared, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(deflated.length, 20);
  central.writeUInt32LE(declared, 24);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(local.length + name.length + deflated.length, 16);
  return Buffer.concat([local, name, deflated, central, name, end]);
}

describe("checkZip", () => {
  it("passes real workbooks, including the ones SheetJS writes", () => {
    expect(checkZip(fixtureBytes("portfolio/ok/portfolio-text-months.xlsx"))).toBe("ok");
    expect(checkZip(fixtureBytes("bell-potter/ok/CurrentRecommendations.xlsx"))).toBe("ok");
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([["ASX Code"], ["BHP"]]), "Portfolio");
    expect(checkZip(Buffer.from(XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Uint8Array))).toBe("ok");
  });

  it("calls a truncated or broken zip damaged", () => {
    const real = fixtureBytes("portfolio/ok/portfolio-text-months.xlsx");
    expect(checkZip(real.subarray(0, real.length - 30))).toBe("damaged");
    expect(checkZip(Buffer.from("PK\u0003\u0004 not really a zip"))).toBe("damaged");
    expect(checkZip(oneEntryZip(Buffer.from("not a deflate stream"), 10))).toBe("damaged");
  });

  // Inflating 64 MB takes about 2 s, several times that on a machine busy with other suites.
  it("refuses an entry that inflates past the cap, whatever its headers declare", { timeout: 30_000 }, () => {
    const bomb = deflateRawSync(Buffer.alloc(MAX_UNPACKED_BYTES + 1024, 0x20), { level: 9 });
    expect(bomb.length).toBeLessThan(MAX_UNPACKED_BYTES / 500);
    expect(checkZip(oneEntryZip(bomb, MAX_UNPACKED_BYTES + 1024))).toBe("too-large");
    expect(checkZip(oneEntryZip(bomb, 100))).toBe("too-large");
    expect(checkZip(oneEntryZip(bomb, 0))).toBe("too-large");
  });

  it("refuses a tiny entry that declares more than the cap (SheetJS would allocate it)", () => {
    expect(checkZip(oneEntryZip(Buffer.from([0x03, 0x00]), MAX_UNPACKED_BYTES + 1))).toBe("too-large");
    expect(checkZip(oneEntryZip(Buffer.from([0x03, 0x00]), 0))).toBe("ok");
  });
});
