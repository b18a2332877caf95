import { describe, expect, it } from "vitest";
import { neutraliseCell, quoteCell } from "./csv-cells";

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
