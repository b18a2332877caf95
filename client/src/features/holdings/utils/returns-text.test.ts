import { describe, expect, it } from "vitest";
import type { ReturnsView } from "@shared/contracts/returns";
import { headlineLabel, nothingInPeriod, rateText, shadowSentence, warningText, xirrText } from "./returns-text";

describe("rateText (a fraction to 10 decimals, as the API answers it)", () => {
  it("reads as a signed percentage to 2 decimals, rounded half up, from the text itself", () => {
    expect(rateText("0.2703550397")).toBe("+27.04%");
    expect(rateText("0.2641509434")).toBe("+26.42%");
    expect(rateText("-0.0512500000")).toBe("-5.13%");
    expect(rateText("0.0000000000")).toBe("0.00%");
    expect(rateText("-0.0000400000")).toBe("0.00%");
    expect(rateText("12.3456000000")).toBe("+1,234.56%");
    expect(rateText("0.0799999999")).toBe("+8.00%");
  });

  it("is a dash without a figure", () => {
    expect(rateText(null)).toBe("-");
  });
});

describe("the headline", () => {
  it('says "p.a." only for a period of a year or more', () => {
    expect(headlineLabel({ method: "xirr", rate: "0.27", perAnnum: true })).toBe("Your return (money-weighted, p.a.)");
    expect(headlineLabel({ method: "modified-dietz", rate: "0.26", perAnnum: false })).toBe("Your return (money-weighted)");
  });

  it("XIRR without a root says why, never 0 %", () => {
    expect(xirrText({ rate: null, perAnnum: null, status: "no_sign_change" })).toBe("No figure: money only went in (or only came out)");
    expect(xirrText({ rate: null, perAnnum: null, status: "no_convergence" })).toBe("No figure: the calculation did not settle");
    expect(xirrText({ rate: "0.2695", perAnnum: "0.2703550397", status: "ok" })).toBe("+27.04% p.a.");
  });
});

const shadow = (difference: string): ReturnsView["benchmark"] => ({
  symbol: "^AXJT",
  label: "S&P/ASX 200 Accumulation (total return)",
  kind: "total",
  requested: "^AXJT",
  fallbackUsed: false,
  problem: null,
  indexReturn: "0.08",
  indexReturnPerAnnum: null,
  shadow: { units: "19.606049", endValue: "2117.45", xirr: "0.078276", modifiedDietz: "0.0776", difference },
});

describe("the shadow portfolio's sentence", () => {
  it("names the dollar difference ahead or behind the same money in the index", () => {
    expect(shadowSentence(shadow("282.55"))).toBe("$282.55 ahead of the same money in the ASX 200");
    expect(shadowSentence(shadow("-1204.10"))).toBe("$1,204.10 behind the same money in the ASX 200");
    expect(shadowSentence(shadow("0.00"))).toBe("Level with the same money in the ASX 200");
  });
});

describe("warnings", () => {
  it("say what happened in plain words", () => {
    expect(warningText({ code: "benchmark-fallback", requested: "^AXJT", used: "STW.AX" })).toBe(
      "The S&P/ASX 200 Accumulation (total return) series is stale or missing, so the comparison uses SPDR S&P/ASX 200 Fund (STW) with distributions.",
    );
    expect(warningText({ code: "unpriced-holdings", symbols: ["NAB", "XYZ"] })).toBe("No daily closes for NAB, XYZ: counted at cost.");
    expect(warningText({ code: "multiple-sign-changes", signChanges: 3 })).toBe(
      "Money went in and out 3 times: the money-weighted return may have more than one answer.",
    );
    expect(warningText({ code: "estimated-dividends", count: 1 })).toBe("1 estimated dividend is counted as paid.");
    expect(warningText({ code: "estimated-dividends", count: 2 })).toBe("2 estimated dividends are counted as paid.");
  });
});

describe("nothingInPeriod", () => {
  const flows = { invested: "0.00", proceeds: "0.00", dividends: "0.00", frankingCredits: "0.00" };
  it("is a period with nothing held at either end and no money in or out", () => {
    expect(nothingInPeriod({ startValue: "0.00", endValue: "0.00", flows })).toBe(true);
    expect(nothingInPeriod({ startValue: "0.00", endValue: "0.00", flows: { ...flows, proceeds: "12.50" } })).toBe(false);
    expect(nothingInPeriod({ startValue: "1440.00", endValue: "1440.00", flows })).toBe(false);
  });
});
