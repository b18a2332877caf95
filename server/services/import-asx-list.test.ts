import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { logger } from "../logger";
import { ASX_LIST_PATH, listedCompanies, parseAsxListedCompanies, splitCsvLine } from "./import-asx-list";

describe("splitCsvLine", () => {
  it("splits on commas outside quotes and unescapes doubled quotes", () => {
    expect(splitCsvLine('"6K ADDITIVE, INC.","6KA","Class Pend"')).toEqual(["6K ADDITIVE, INC.", "6KA", "Class Pend"]);
    expect(splitCsvLine('"SAY ""HI"" LTD",HI, Banks ')).toEqual(['SAY "HI" LTD', "HI", "Banks"]);
    expect(splitCsvLine("")).toEqual([""]);
  });
});

describe("parseAsxListedCompanies", () => {
  it("skips the banner and blank line, finds the header by name, cases names and drops the ASX's placeholder sectors", () => {
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
      ["BHP", { name: "BHP Group Limited", sector: "Materials" }],
      ["CSL", { name: "CSL Limited", sector: "Pharmaceuticals, Biotechnology & Life Sciences" }],
      ["TCF", { name: "360 Capital Mortgage REIT", sector: null }],
      // Trailing full stops go: the list ends many names with one ("LIMITED.").
      ["6KA", { name: "6K Additive, Inc", sector: null }],
      ["NOS", { name: "No Sector Ltd", sector: null }],
    ]);
  });

  it("reads columns by their header names, in any order", () => {
    expect([...parseAsxListedCompanies("GICS industry group,ASX code,Company name\nBanks,cba,COMMONWEALTH BANK OF AUSTRALIA.\n")]).toEqual([
      ["CBA", { name: "Commonwealth Bank of Australia", sector: "Banks" }],
    ]);
  });

  it("gives an empty map for text without the header, or that is not CSV at all", () => {
    expect(parseAsxListedCompanies("BHP,Materials\n").size).toBe(0);
    expect(parseAsxListedCompanies('"unclosed,ASX code\n').size).toBe(0);
  });

  it("reads the shipped copy of the ASX list: 1,985 companies with names, placeholder sectors left empty", () => {
    const text = readFileSync(ASX_LIST_PATH, "utf8");
    const rows = text.split("\n").filter((line) => line.startsWith('"'));
    expect(rows).toHaveLength(1985);
    const placeholders = rows.filter((line) => /"(Not Applic|Class Pend)"$/.test(line.trim())).length;
    const companies = parseAsxListedCompanies(text);
    expect(companies.size).toBe(1985);
    expect([...companies.values()].filter((company) => company.sector !== null)).toHaveLength(1985 - placeholders);
    expect(companies.get("BHP")).toEqual({ name: "BHP Group Limited", sector: "Materials" });
    expect(companies.get("TLS")).toEqual({ name: "Telstra Group Limited", sector: "Telecommunication Services" });
    expect(companies.get("TCF")?.sector).toBeNull();
  });
});

describe("listedCompanies", () => {
  it("loads the list once per process and shares it", async () => {
    const first = await listedCompanies(logger);
    expect(first.get("CSL")).toEqual({ name: "CSL Limited", sector: "Pharmaceuticals, Biotechnology & Life Sciences" });
    expect(await listedCompanies(logger)).toBe(first);
  });
});
