import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { logger } from "../logger";
import { ASX_LIST_PATH, listedSectors, parseAsxListedCompanies, splitCsvLine } from "./import-sectors";

describe("splitCsvLine", () => {
  it("splits on commas outside quotes and unescapes doubled quotes", () => {
    expect(splitCsvLine('"6K ADDITIVE, INC.","6KA","Class Pend"')).toEqual(["6K ADDITIVE, INC.", "6KA", "Class Pend"]);
    expect(splitCsvLine('"SAY ""HI"" LTD",HI, Banks ')).toEqual(['SAY "HI" LTD', "HI", "Banks"]);
    expect(splitCsvLine("")).toEqual([""]);
  });
});

describe("parseAsxListedCompanies", () => {
  it("skips the banner and blank line, finds the header by name and drops the ASX's placeholders", () => {
    const text = [
      "ASX listed companies as at Fri Dec 05 08:08:59 AEDT 2025",
      "",
      "Company name,ASX code,GICS industry group",
      '"BHP GROUP LIMITED","BHP","Materials"',
      '"CSL LIMITED","CSL","Pharmaceuticals, Biotechnology & Life Sciences"',
      '"360 CAPITAL MORTGAGE REIT","TCF","Not Applic"',
      '"6K ADDITIVE, INC.","6KA","Class Pend"',
      '"NO SECTOR LTD","NOS",""',
      "",
    ].join("\r\n");
    expect([...parseAsxListedCompanies(text)]).toEqual([
      ["BHP", "Materials"],
      ["CSL", "Pharmaceuticals, Biotechnology & Life Sciences"],
    ]);
  });

  it("reads columns by their header names, in any order", () => {
    expect([...parseAsxListedCompanies("GICS industry group,ASX code\nBanks,cba\n")]).toEqual([["CBA", "Banks"]]);
  });

  it("gives an empty map for text without the header", () => {
    expect(parseAsxListedCompanies("BHP,Materials\n").size).toBe(0);
  });

  it("reads the shipped copy of the ASX list: 1,985 companies, placeholders left out", () => {
    const text = readFileSync(ASX_LIST_PATH, "utf8");
    const rows = text.split("\n").filter((line) => line.startsWith('"'));
    expect(rows).toHaveLength(1985);
    const placeholders = rows.filter((line) => /"(Not Applic|Class Pend)"$/.test(line.trim())).length;
    const sectors = parseAsxListedCompanies(text);
    expect(sectors.size).toBe(1985 - placeholders);
    expect(sectors.get("BHP")).toBe("Materials");
    expect(sectors.get("TLS")).toBe("Telecommunication Services");
    expect(sectors.has("TCF")).toBe(false);
  });
});

describe("listedSectors", () => {
  it("loads the list once per process and shares it", async () => {
    const first = await listedSectors(logger);
    expect(first.get("CSL")).toBe("Pharmaceuticals, Biotechnology & Life Sciences");
    expect(await listedSectors(logger)).toBe(first);
  });
});
