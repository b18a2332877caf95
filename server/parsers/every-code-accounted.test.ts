// Issue 18: every ASX code recognised in a paste either imports or is named in `skipped` with its
// line and reason. Checked over every pasted-text fixture, with the codes found independently of
// the parsers (parse-result-invariants.ts); the property tests check it over generated layouts.
import { describe, expect, it } from "vitest";
import { parseBellPotterPaste } from "./bell-potter-paste";
import { parseIntelligentInvestorPaste } from "./intelligent-investor-paste";
import { parseMorningstarPaste } from "./morningstar-paste";
import { parseMotleyFoolPaste } from "./motley-fool-paste";
import { codesNamedIn, expectEveryCodeAccountedFor } from "./parse-result-invariants";
import { fixtureText, listFixtures } from "./test-fixtures";
import type { ParseResult } from "./types";

const PASTE_PARSERS: Record<string, (text: string) => ParseResult<{ symbol: string }> & { failure?: unknown }> = {
  morningstar: parseMorningstarPaste,
  "intelligent-investor": parseIntelligentInvestorPaste,
  "motley-fool": parseMotleyFoolPaste,
  "bell-potter": parseBellPotterPaste,
};

/** Fixtures that name no code at all. */
const WITHOUT_CODES = ["intelligent-investor/not-ok/no-company.txt", "motley-fool/not-ok/no-codes.txt"];

/**
 * A paste refused whole because its header cannot be used (Bell Potter's failure with the hint, a
 * header without a Fair Value column) imports nothing and answers 400 with that one reason: every
 * code in it is accounted for by the refusal, and no row is read.
 */
function refusedWhole(result: ParseResult<unknown> & { failure?: unknown }): boolean {
  if (result.failure) return true;
  return result.rows.length === 0 && result.errors.length === 1 && result.errors[0].reason.endsWith("so no rows were read");
}

const pasteFixtures = listFixtures().filter((file) => file.split("/")[0] in PASTE_PARSERS && !/\.(xlsx|xls)$/.test(file));

describe("every ASX code in a pasted fixture is imported or named with its line and reason", () => {
  it("covers every pasted fixture of the four sources", () => {
    expect(pasteFixtures.length).toBeGreaterThanOrEqual(30);
  });

  it.each(pasteFixtures)("%s", (file) => {
    const text = fixtureText(file);
    const codes = codesNamedIn(text);
    if (WITHOUT_CODES.includes(file)) {
      expect(codes).toEqual([]);
      return;
    }
    expect(codes.length, "the fixture names codes").toBeGreaterThan(0);
    const result = PASTE_PARSERS[file.split("/")[0]](text);
    if (refusedWhole(result)) {
      expect(result.rows).toEqual([]);
      return;
    }
    expectEveryCodeAccountedFor(result, codes, file);
  });
});

describe("codesNamedIn", () => {
  it("finds codes by exchange prefix, suffix, table cell, company line and card title, not words", () => {
    const text = [
      "BHP Group (ASX: BHP) and asx:cba",
      "wes.ax and S32.ASX",
      "TLS\t4.05\t4.40",
      "Code\tLast",
      "Computershare Limited - CPU",
      "Wesfarmers Ltd (WES)",
      "Business risk - MED",
      "Woolworths Group Ltd WOW",
      "Price vs Fair Value",
      "BUY,12.00",
    ].join("\n");
    expect(codesNamedIn(text)).toEqual(["BHP", "CBA", "CPU", "S32", "TLS", "WES", "WOW"]);
  });
});
