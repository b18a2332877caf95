import { describe, expect, it } from "vitest";
import { BELL_POTTER_PASTE_HINT, BELL_POTTER_PASTE_SAMPLE, parseBellPotterPaste } from "./bell-potter-paste";
import { fixtureText } from "./test-fixtures";

describe("parseBellPotterPaste", () => {
  it("reads a web-table copy below a title: BOM, CRLF, trailing tabs, NBSP, extra columns, both sources", () => {
    const text = fixtureText("bell-potter/ok/current-recommendations-tabs.txt");
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(text).toContain("\r\n");
    expect(text).toContain("\u00A0");
    expect(parseBellPotterPaste(text)).toEqual({
      rows: [
        { symbol: "BHP", name: "BHP Group Limited", targetPrice: 48, lastPrice: 45.2, recommendation: "Buy", source: "bell-potter" },
        {
          symbol: "BHP",
          name: "BHP Group Limited",
          targetPrice: 46.1,
          lastPrice: 45.2,
          recommendation: "Hold",
          source: "bell-potter-consensus",
        },
        { symbol: "CSL", name: "CSL Limited", targetPrice: 310, lastPrice: 282.15, recommendation: "Buy", source: "bell-potter" },
        // A blank Source cell is Bell Potter's own call: it is their table.
        { symbol: "WTC", name: "WiseTech Global Limited", targetPrice: 125, lastPrice: null, recommendation: null, source: "bell-potter" },
        {
          symbol: "PLS",
          name: "Pilbara Minerals Limited",
          targetPrice: 2.6,
          lastPrice: 2.05,
          recommendation: "Speculative Buy",
          source: "bell-potter-consensus",
        },
      ],
      errors: [],
      failure: null,
    });
  });

  it("reads a CSV with quoted commas and 'BP' as the source", () => {
    expect(parseBellPotterPaste(fixtureText("bell-potter/ok/export.csv"))).toEqual({
      rows: [
        {
          symbol: "WES",
          name: "Wesfarmers Limited, Perth",
          targetPrice: 75,
          lastPrice: 71.35,
          recommendation: "Hold",
          source: "bell-potter",
        },
        {
          symbol: "MQG",
          name: "Macquarie Group Ltd",
          targetPrice: 1230,
          lastPrice: 214.5,
          recommendation: "Buy",
          source: "bell-potter-consensus",
        },
        { symbol: "RIO", name: "Rio Tinto Limited", targetPrice: 128, lastPrice: 119.45, recommendation: "Buy", source: "bell-potter" },
      ],
      errors: [],
      failure: null,
    });
  });

  it("reports bad rows by line; the same code may appear once per source", () => {
    expect(parseBellPotterPaste(fixtureText("bell-potter/not-ok/bad-rows.csv"))).toEqual({
      rows: [
        { symbol: "BHP", name: "BHP Group Limited", targetPrice: 48, lastPrice: 45.2, recommendation: "Buy", source: "bell-potter" },
        {
          symbol: "BHP",
          name: "BHP Group Limited",
          targetPrice: 46.1,
          lastPrice: 45.2,
          recommendation: "Hold",
          source: "bell-potter-consensus",
        },
      ],
      errors: [
        { line: 3, reason: "CBA: target price is missing" },
        { line: 4, reason: "WES: source 'Morgans' is neither Bell Potter nor Consensus" },
        { line: 5, reason: "'NOT A CODE' is not an ASX code" },
        { line: 6, reason: "CSL: target price 'abc' is not a number; last price '−282.15' is negative" },
        { line: 7, reason: "BHP (Bell Potter) is already on line 2 with different values" },
      ],
      failure: null,
    });
  });

  it("fails with a hint and an example when the header row is missing", () => {
    expect(parseBellPotterPaste(fixtureText("bell-potter/not-ok/no-header.txt"))).toEqual({
      rows: [],
      errors: [],
      failure: {
        error: "Could not find the columns Security and Target Price",
        hint: "Paste the table with its header row: Security, Target Price, Last Price, Recommendation, Source",
        sample: "Security,Target Price,Last Price,Recommendation,Source\nBHP.ASX,48.00,45.20,Buy,Bell Potter",
      },
    });
  });

  it("names only the missing column when the header lacks Target Price", () => {
    expect(parseBellPotterPaste(fixtureText("bell-potter/not-ok/missing-target-column.csv"))).toEqual({
      rows: [],
      errors: [],
      failure: { error: "Could not find the column Target Price", hint: BELL_POTTER_PASTE_HINT, sample: BELL_POTTER_PASTE_SAMPLE },
    });
  });

  it("reports a header with no rows under it", () => {
    expect(parseBellPotterPaste("Security\tTarget Price\n")).toEqual({
      rows: [],
      errors: [{ line: 1, reason: "the header row has no data rows below it" }],
      failure: null,
    });
  });

  it("reads a research-table copy below title lines, with Sector, Upside (− signs) and Date columns", () => {
    expect(parseBellPotterPaste(fixtureText("bell-potter/ok/research-table-copy.txt"))).toEqual({
      rows: [
        { symbol: "NHF", name: "NIB Holdings Limited", targetPrice: 7.3, lastPrice: 6.12, recommendation: "Buy", source: "bell-potter" },
        { symbol: "JBH", name: "JB Hi-Fi Limited", targetPrice: 88, lastPrice: 92.4, recommendation: "Hold", source: "bell-potter" },
        {
          symbol: "A2M",
          name: "The a2 Milk Company Limited",
          targetPrice: 9.1,
          lastPrice: 7.95,
          recommendation: "Buy",
          source: "bell-potter-consensus",
        },
      ],
      errors: [],
      failure: null,
    });
  });

  it("names a '-' target and a misread one by code, and keeps the good row", () => {
    expect(parseBellPotterPaste(fixtureText("bell-potter/not-ok/research-table-errors.txt"))).toEqual({
      rows: [
        { symbol: "NWL", name: "Netwealth Group Limited", targetPrice: 32, lastPrice: 28.9, recommendation: "Buy", source: "bell-potter" },
      ],
      errors: [
        { line: 3, reason: "IEL: target price is missing" },
        { line: 5, reason: "PNI: target price '$18.OO' is not a number" },
      ],
      failure: null,
    });
  });
});
