import { describe, expect, it } from "vitest";
import { isValidAsxSymbol, normaliseSymbol, stripTickerSuffix } from "./company-name";

describe("stripTickerSuffix", () => {
  it.each([
    ["BHP Group (ASX: BHP)", "BHP Group"],
    ["BHP Group (ASX:BHP)", "BHP Group"],
    ["BHP Group (BHP)", "BHP Group"],
    ["BHP Group (BHP.AX)", "BHP Group"],
    ["BHP Group - BHP", "BHP Group"],
    ["Coles Group - COL.AX", "Coles Group"],
    ["Coles Group – COL", "Coles Group"], // en dash
    ["South32 Limited - S32", "South32 Limited"],
    ["Xero Ltd (ASX: XRO) - XRO", "Xero Ltd"], // both forms at once
    ["  Wesfarmers Limited  ", "Wesfarmers Limited"],
    // left alone
    ["Rio Tinto - Limited", "Rio Tinto - Limited"], // not upper case: a real word
    ["Wesfarmers (Aust)", "Wesfarmers (Aust)"],
    ["Vanguard Australian Shares Index Fund - ETF", "Vanguard Australian Shares Index Fund - ETF"],
    ["Coca-Cola Amatil", "Coca-Cola Amatil"], // hyphen without spaces
    ["BHP Group", "BHP Group"],
    ["Something - TOOLONGCODE", "Something - TOOLONGCODE"], // 11 characters: not a code
    ["(BHP)", "(BHP)"], // never empties a name
    ["", ""],
  ])("%j -> %j", (name, expected) => expect(stripTickerSuffix(name)).toBe(expected));
});

describe("normaliseSymbol", () => {
  it.each([
    ["BHP", "BHP"],
    [" bhp ", "BHP"],
    ["BHP.AX", "BHP"],
    ["bhp.asx", "BHP"],
    ["ASX:BHP", "BHP"],
    ["asx: s32.ax", "S32"],
    ["AX", "AX"], // a code that merely looks like the suffix stays
    ["", ""],
  ])("%j -> %j", (raw, expected) => expect(normaliseSymbol(raw)).toBe(expected));
});

describe("isValidAsxSymbol", () => {
  it.each([
    ["BHP", true],
    ["S32", true],
    ["A", true],
    ["ABCDEF", true],
    ["ABCDEFG", false], // seven characters
    ["bhp", false], // normalise first
    ["BHP.AX", false],
    ["", false],
    ["BH P", false],
  ])("%j -> %s", (symbol, expected) => expect(isValidAsxSymbol(symbol)).toBe(expected));
});
