import { describe, expect, it } from "vitest";
import { countRowsBelowHeader, readTextTable, splitLines } from "./text-table";

describe("readTextTable", () => {
  it("splits tabs when the paste has any, keeping commas inside cells", () => {
    expect(readTextTable("\uFEFFCode\tLast\r\nBHP\t$1,045.20\t\t\r\n")).toEqual([
      { line: 1, cells: ["Code", "Last"] },
      { line: 2, cells: ["BHP", "$1,045.20"] },
    ]);
  });

  it("reads CSV quoting: commas, doubled quotes, and a line break inside quotes", () => {
    const text = 'a,"b, c","say ""hi"""\n\n"multi\nline",x\nlast, "spaced"\n';
    expect(readTextTable(text)).toEqual([
      { line: 1, cells: ["a", "b, c", 'say "hi"'] },
      { line: 3, cells: ["multi line", "x"] },
      { line: 5, cells: ["last", "spaced"] },
    ]);
  });

  it("takes an unclosed quote literally instead of swallowing the rest of the paste", () => {
    expect(readTextTable('BHP,"45.20\nCSL,280\n')).toEqual([
      { line: 1, cells: ["BHP", '"45.20'] },
      { line: 2, cells: ["CSL", "280"] },
    ]);
  });

  it("reads a record csv-parse refuses (text after a closing quote) literally, and later records keep their lines", () => {
    expect(readTextTable('a\n"m\nl",x\nc,"x" y,z\nq\n')).toEqual([
      { line: 1, cells: ["a"] },
      { line: 2, cells: ["m l", "x"] },
      { line: 4, cells: ["c", "x y", "z"] },
      { line: 5, cells: ["q"] },
    ]);
  });

  it("keeps reading, line by line, past many refused records", () => {
    const text = Array.from({ length: 30 }, (_, i) => `A${i},"${i}`).join("\n");
    const records = readTextTable(text);
    expect(records).toHaveLength(30);
    expect(records[29]).toEqual({ line: 30, cells: ["A29", '"29'] });
    expect(records.every((record, index) => record.line === index + 1)).toBe(true);
  });

  it("skips blank lines and lines of bare delimiters, counting them for line numbers", () => {
    expect(readTextTable("\n\t\t\n \u00A0\nBHP\t1\rCSL\t2")).toEqual([
      { line: 4, cells: ["BHP", "1"] },
      { line: 5, cells: ["CSL", "2"] },
    ]);
  });
});

describe("splitLines", () => {
  it("numbers the non-blank lines of the original text", () => {
    expect(splitLines("\uFEFFone\r\n\r\n\u00A0two\tcells \n")).toEqual([
      { line: 1, text: "one", raw: "one" },
      { line: 3, text: "two cells", raw: "\u00A0two\tcells " },
    ]);
  });
});

describe("countRowsBelowHeader", () => {
  it.each([
    ["", 0],
    ["Code,Ex Date\n", 0],
    ["\uFEFFCode,Ex Date\r\nCBA,2024-08-14\r\nBHP,2024-09-05", 2],
    ["\n\nCode\n\n  \nCBA\n\t\nBHP\n\n", 2],
    ["Code\rCBA\rBHP\r", 2],
    // A quoted note over two lines counts twice: the count never falls short of the rows.
    ['Code,Note\nCBA,"first\nsecond"\n', 2],
  ])("%j → %i", (text, rows) => {
    expect(countRowsBelowHeader(text)).toBe(rows);
  });
});
