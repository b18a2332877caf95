import { describe, expect, it } from "vitest";
import { parseBellPotterWorkbook } from "./bell-potter-workbook";
import { fixtureBytes } from "./test-fixtures";

const BHP_BELL_POTTER = {
  symbol: "BHP",
  name: "BHP Group Limited",
  targetPrice: 48,
  lastPrice: 45.2,
  recommendation: "Buy",
  source: "bell-potter",
};
const BHP_CONSENSUS = {
  symbol: "BHP",
  name: "BHP Group Limited",
  targetPrice: 46.1,
  lastPrice: 45.2,
  recommendation: "Hold",
  source: "bell-potter-consensus",
};
const CSL_ROWS = [
  { symbol: "CSL", name: "CSL Limited", targetPrice: 310, lastPrice: 282.15, recommendation: "Buy", source: "bell-potter" },
  { symbol: "CSL", name: "CSL Limited", targetPrice: 305.5, lastPrice: 282.15, recommendation: "Buy", source: "bell-potter-consensus" },
];

describe("parseBellPotterWorkbook", () => {
  it.each(["xlsx", "xls"])("reads the CurrentRecommendations export below its title row (.%s)", (format) => {
    expect(parseBellPotterWorkbook(fixtureBytes(`bell-potter/ok/CurrentRecommendations.${format}`))).toEqual({
      rows: [
        BHP_BELL_POTTER,
        BHP_CONSENSUS,
        ...CSL_ROWS,
        {
          symbol: "PLS",
          name: "Pilbara Minerals Limited",
          targetPrice: 2.6,
          lastPrice: 2.05,
          recommendation: "Speculative Buy",
          source: "bell-potter",
        },
        {
          symbol: "WTC",
          name: "WiseTech Global Limited",
          targetPrice: 125,
          lastPrice: null,
          recommendation: null,
          source: "bell-potter-consensus",
        },
      ],
      errors: [],
      failure: null,
    });
  });

  it("prefers the sheet named CurrentRecommendations over the first sheet", () => {
    expect(parseBellPotterWorkbook(fixtureBytes("bell-potter/ok/notes-first.xlsx"))).toEqual({
      rows: [BHP_BELL_POTTER, BHP_CONSENSUS],
      errors: [],
      failure: null,
    });
  });

  it("falls back to the first sheet when the export's sheet was renamed", () => {
    expect(parseBellPotterWorkbook(fixtureBytes("bell-potter/ok/renamed-sheet.xls"))).toEqual({
      rows: CSL_ROWS,
      errors: [],
      failure: null,
    });
  });

  it("reports bad rows by spreadsheet row", () => {
    expect(parseBellPotterWorkbook(fixtureBytes("bell-potter/not-ok/bad-rows.xlsx"))).toEqual({
      rows: [BHP_BELL_POTTER, BHP_CONSENSUS],
      errors: [
        { line: 3, reason: "CBA: target price is missing" },
        { line: 4, reason: "WES: source 'Morgans' is neither Bell Potter nor Consensus" },
        { line: 5, reason: "'NOT A CODE' is not an ASX code" },
        { line: 6, reason: "CSL: target price 'abc' is not a number; last price '-282.15' is negative" },
        { line: 7, reason: "BHP (Bell Potter) is already on row 2 with different values" },
      ],
      failure: null,
    });
  });

  it("fails when the sheet has no Target Price column", () => {
    expect(parseBellPotterWorkbook(fixtureBytes("bell-potter/not-ok/missing-target-price.xls"))).toEqual({
      rows: [],
      errors: [],
      failure: { error: "Could not find the column Target Price in sheet 'CurrentRecommendations'" },
    });
  });

  it("refuses a renamed non-spreadsheet", () => {
    expect(parseBellPotterWorkbook(fixtureBytes("portfolio/not-ok/renamed-csv.xlsx")).failure).toEqual({
      error: "The file is not an Excel workbook (.xlsx or .xls)",
    });
  });
});
