import { describe, expect, it } from "vitest";
import { csvLine, neutraliseCell, numberCell, quoteCell, roundedNumberCell, textCell } from "./csv-cells";

describe("neutraliseCell", () => {
  it.each([
    ["=SUM(A1:A2)", "'=SUM(A1:A2)"],
    ["+61 2 9999", "'+61 2 9999"],
    ["-5.0%", "'-5.0%"],
    ["@cmd", "'@cmd"],
    ["\tx", "'\tx"],
    ["\rx", "'\rx"],
  ])("prefixes a quote to %j", (input, expected) => {
    expect(neutraliseCell(input)).toBe(expected);
  });

  it.each(["BHP", "$12.50", "12.5%", "", "a=b", " =x"])("leaves %j alone", (input) => {
    expect(neutraliseCell(input)).toBe(input);
  });
});

describe("quoteCell", () => {
  it("quotes commas, quotes and line breaks only", () => {
    expect(quoteCell("$1,234.00")).toBe('"$1,234.00"');
    expect(quoteCell('Say "hi"')).toBe('"Say ""hi"""');
    expect(quoteCell("a\nb")).toBe('"a\nb"');
    expect(quoteCell("plain")).toBe("plain");
  });
});

describe("textCell", () => {
  it("neutralises, then quotes", () => {
    expect(textCell('=HYPERLINK("x"),y')).toBe(`"'=HYPERLINK(""x""),y"`);
    expect(textCell("-1235.91")).toBe("'-1235.91");
    expect(textCell(null)).toBe("");
  });
});

describe("numberCell", () => {
  it.each([
    ["-1235.91", "-1235.91"],
    ["463.43", "463.43"],
    ["0", "0"],
    ["-0.000001", "-0.000001"],
    ["1000000000000", "1000000000000"],
  ])("writes the number %j as a plain number a spreadsheet sums", (input, expected) => {
    expect(numberCell(input)).toBe(expected);
  });

  it("leaves a missing number empty", () => {
    expect(numberCell(null)).toBe("");
  });

  it.each([
    ["-1+2", "'-1+2"],
    ["=1+2", "'=1+2"],
    ["-2-cmd|' /C calc'!A0", "'-2-cmd|' /C calc'!A0"],
    ["1,234.00", '"1,234.00"'],
    ["-1e3", "'-1e3"],
    ["- 5", "'- 5"],
    ["-.5", "'-.5"],
  ])("writes %j, which is no plain number, as a protected text cell", (input, expected) => {
    expect(numberCell(input)).toBe(expected);
  });
});

describe("roundedNumberCell", () => {
  it("writes a float to fixed decimals, without a negative zero", () => {
    expect(roundedNumberCell(-7.25, 1)).toBe("-7.3");
    expect(roundedNumberCell(1234, 2)).toBe("1234.00");
    expect(roundedNumberCell(-0.001, 2)).toBe("0.00");
    expect(roundedNumberCell(12.3456, 0)).toBe("12");
  });

  it("leaves a missing or non-finite value empty", () => {
    expect(roundedNumberCell(null, 2)).toBe("");
    expect(roundedNumberCell(Number.NaN, 2)).toBe("");
    expect(roundedNumberCell(Number.POSITIVE_INFINITY, 2)).toBe("");
  });
});

describe("csvLine", () => {
  it("joins cells already written with commas", () => {
    expect(csvLine([textCell("CSL"), numberCell("-31.31"), textCell("No")])).toBe("CSL,-31.31,No");
  });
});
