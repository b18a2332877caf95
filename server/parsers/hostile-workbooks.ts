// Generated workbooks for hostile-input.property.test.ts: cell and sheet arbitraries for the two
// workbook importers, and real .xlsx / .xls bytes built from them (optionally without <dimension>).
import fc from "fast-check";
import * as XLSX from "xlsx";
import { expect } from "vitest";
import { PASTE_AMOUNTS, PASTE_CODES, PASTE_WORDS, hostileNumber, hostileString, longField } from "@shared/testing/hostile";
import type { CellValue } from "./types";

const workbookCell: fc.Arbitrary<CellValue> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...PASTE_CODES, ...PASTE_AMOUNTS, ...PASTE_WORDS) },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 3, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.date({ min: new Date("1800-01-01"), max: new Date("3000-01-01") }) },
);

const MONTH_HEADERS: CellValue[] = [
  "Mar-25",
  "Apr 2025",
  "May-25",
  "Jun 0000",
  "Jul-1899",
  "Aug 2101",
  "Sep-25",
  new Date(Date.UTC(2025, 9, 1)),
  new Date(Date.UTC(1, 0, 1)),
];
const SHEET_NAMES = ["Portfolio", "portfolio", "CurrentRecommendations", "Sheet1", "__proto__", "constructor", "toString"];

type BookType = "xlsx" | "biff8";

export interface GeneratedBook {
  sheetName: string;
  header: CellValue[];
  rows: CellValue[][];
  bookType: BookType;
}

function book(header: fc.Arbitrary<CellValue[]>, row: fc.Arbitrary<CellValue[]>): fc.Arbitrary<GeneratedBook> {
  return fc.record({
    sheetName: fc.constantFrom(...SHEET_NAMES),
    header,
    rows: fc.array(row, { maxLength: 12 }),
    bookType: fc.constantFrom<BookType>("xlsx", "xlsx", "biff8"),
  });
}

/** Mostly what the column should hold, sometimes hostile: rows get past the other checks often enough. */
const mostly = <T extends CellValue>(good: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 4, arbitrary: good as fc.Arbitrary<CellValue> }, { weight: 1, arbitrary: workbookCell });
const goodCode = fc.constantFrom("BHP", "S32", "A2M", "XRO", "bhp.ax", "CBA AU");
const goodAmount = fc.oneof(fc.double({ min: 0.01, max: 1_000_000, noNaN: true }), fc.constantFrom("$48.00", "A$12", "45.2"));
/** A name or sector cell: usually ordinary, sometimes 10,000 characters or hostile. */
const textCell = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom("BHP Group", "Materials", null) },
  { weight: 1, arbitrary: longField },
  { weight: 1, arbitrary: hostileString },
);

export const portfolioBook = fc
  .tuple(fc.subarray(MONTH_HEADERS, { minLength: 1, maxLength: 4 }), fc.array(workbookCell, { maxLength: 2 }))
  .chain(([months, extra]) =>
    book(
      fc.constant<CellValue[]>(["ASX Code", "Company", "Sector", "Last $", ...months, "Intelligent Investor Fair Value", ...extra]),
      fc
        .tuple(
          mostly(goodCode),
          textCell,
          textCell,
          mostly(goodAmount),
          fc.array(mostly(goodAmount), { minLength: months.length + 1, maxLength: months.length + 1 + extra.length }),
        )
        .map(([code, name, sector, last, values]) => [code, name, sector, last, ...values]),
    ),
  );

export const bellPotterBook = book(
  fc.constant<CellValue[]>(["Security", "Description", "Target Price", "Last Price", "Recommendation", "Source"]),
  fc
    .tuple(
      mostly(goodCode),
      textCell,
      mostly(goodAmount),
      mostly(goodAmount),
      textCell,
      mostly(fc.constantFrom("Bell Potter", "Consensus", null)),
    )
    .map((cells) => [...cells]),
);

/** Rewrites one zip entry of an .xlsx, keeping the rest as SheetJS wrote it. */
function rewriteEntry(bytes: Buffer, suffix: string, change: (xml: string) => string): Buffer {
  const zip = XLSX.CFB.read(bytes, { type: "buffer" });
  const index = zip.FullPaths.findIndex((entry: string) => entry.endsWith(suffix));
  const entry = zip.FileIndex[index];
  entry.content = Buffer.from(change(Buffer.from(entry.content as Uint8Array).toString("utf8")));
  return Buffer.from(XLSX.CFB.write(zip, { type: "buffer", fileType: "zip" }) as Uint8Array);
}

export function build(generated: GeneratedBook): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet([generated.header, ...generated.rows]);
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, generated.sheetName);
  return Buffer.from(XLSX.write(workbook, { type: "buffer", bookType: generated.bookType }) as Uint8Array);
}

/** The same .xlsx without its <dimension> element, which the format makes optional and some writers omit. */
const withoutDimension = (bytes: Buffer) => rewriteEntry(bytes, "sheet1.xml", (xml) => xml.replace(/<dimension [^>]*\/>/, ""));

/** An .xlsx reads the same with or without its declared used range: no row is lost or invented. */
export function expectSameWithoutDimension(generated: GeneratedBook, bytes: Buffer, parse: (bytes: Buffer) => unknown, result: unknown) {
  if (generated.bookType === "xlsx") expect(parse(withoutDimension(bytes))).toEqual(result);
}
