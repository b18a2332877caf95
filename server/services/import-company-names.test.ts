import { describe, expect, it } from "vitest";
import { readableCompanyName } from "./import-company-names";

describe("readableCompanyName", () => {
  it.each([
    // [as the ASX lists it, its code, as a stock shows it]
    ["CSL LIMITED", "CSL", "CSL Limited"],
    ["BHP GROUP LIMITED", "BHP", "BHP Group Limited"],
    ["NIB HOLDINGS LIMITED", "NHF", "NIB Holdings Limited"],
    ["A2 MILK COMPANY LIMITED", "A2M", "A2 Milk Company Limited"],
    ["THE A2 MILK COMPANY LIMITED", "A2M", "The A2 Milk Company Limited"],
    ["JB HI-FI LIMITED", "JBH", "JB Hi-Fi Limited"],
    ["ANZ GROUP HOLDINGS LIMITED", "ANZ", "ANZ Group Holdings Limited"],
    // Trailing full stops in the list are dropped; the small words of a name are lower case.
    ["COMMONWEALTH BANK OF AUSTRALIA.", "CBA", "Commonwealth Bank of Australia"],
    ["ZIP CO LIMITED..", "ZIP", "Zip Co Limited"],
    ["CAR GROUP LIMITED", "CAR", "CAR Group Limited"],
    ["XERO LIMITED", "XRO", "Xero Limited"],
    ["AGL ENERGY LIMITED.", "AGL", "AGL Energy Limited"],
    ["REA GROUP LTD", "REA", "REA Group Ltd"],
    ["IDP EDUCATION LIMITED", "IEL", "IDP Education Limited"],
    ["SOUTH32 LIMITED", "S32", "South32 Limited"],
    ["29METALS LIMITED", "29M", "29Metals Limited"],
    ["HUB24 LIMITED", "HUB", "HUB24 Limited"],
    ["BOUNTY OIL & GAS NL", "BUY", "Bounty Oil & Gas NL"],
    ["JAMES HARDIE INDUSTRIES PLC", "JHX", "James Hardie Industries PLC"],
    ["ST BARBARA LIMITED", "SBM", "St Barbara Limited"],
    ["MC MINING LIMITED", "MCM", "MC Mining Limited"],
    ["MCS SERVICES LIMITED", "MSG", "MCS Services Limited"],
    ["MCMILLAN SHAKESPEARE LIMITED", "MMS", "McMillan Shakespeare Limited"],
    ["MCPHERSON'S LIMITED", "MCP", "McPherson's Limited"],
    ["DOMINO'S PIZZA ENTERPRISES LIMITED", "DMP", "Domino's Pizza Enterprises Limited"],
    ["LA TROBE PRIVATE CREDIT FUND", "LF1", "La Trobe Private Credit Fund"],
    ["ANEKA TAMBANG (PERSERO) TBK (PT)", "ATM", "Aneka Tambang (Persero) TBK (PT)"],
    ["LA TROBE FINANCIAL CAPITAL MARKETS TRUST 2024-1", "LR3", "La Trobe Financial Capital Markets Trust 2024-1"],
  ])("%s (%s) → %s", (listed, code, expected) => {
    expect(readableCompanyName(listed, code)).toBe(expected);
  });
});
