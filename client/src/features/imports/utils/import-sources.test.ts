import { describe, expect, it } from "vitest";
import { isBlankPaste, noDataMessage, PASTE_PANEL_SOURCES, pasteSourceConfig } from "./import-sources";

describe("paste sources", () => {
  it("lists the four sources in sidebar order with their endpoints", () => {
    expect(PASTE_PANEL_SOURCES.map((s) => [s.title, s.endpoint])).toEqual([
      ["Morningstar", "/api/import/morningstar"],
      ["Intelligent Investor", "/api/import/intelligent-investor"],
      ["Motley Fool", "/api/import/motley-fool"],
      ["Bell Potter", "/api/import/bell-potter-paste"],
    ]);
  });

  it("links out only for Intelligent Investor and Bell Potter", () => {
    expect(PASTE_PANEL_SOURCES.filter((s) => s.link).map((s) => s.link?.href)).toEqual([
      "https://www.intelligentinvestor.com.au/recommendations",
      "https://bellpotter.com.au/research/",
    ]);
  });

  it("words the 'No Data' notice per source", () => {
    expect(PASTE_PANEL_SOURCES.map((s) => noDataMessage(s.source))).toEqual([
      "Please paste Morningstar data first",
      "Please paste Intelligent Investor data first",
      "Please paste Motley Fool data first",
      "Please paste Bell Potter data first",
    ]);
    expect(pasteSourceConfig("motley-fool").title).toBe("Motley Fool");
  });

  it.each([
    ["", true],
    ["  \n\t ", true],
    ["BHP\t41.20", false],
  ])("isBlankPaste(%j) -> %s", (text, expected) => {
    expect(isBlankPaste(text)).toBe(expected);
  });
});
