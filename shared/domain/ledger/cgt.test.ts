import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dec, toCents } from "./decimal";
import {
  capitalGainsByFinancialYear,
  capitalGainsForYear,
  presentCgtTotals,
  presentDisposalLine,
  replayLedger,
  withGainAsShown,
  type CgtSteps,
  type CgtTotals,
  type CgtYear,
  type DisposalLine,
} from "./index";
import { buy, sell } from "./test-trades";

let lines = 0;
/** A disposal line with only what the CGT step reads: the date, the gain and the discount flag. */
function line(soldOn: string, gain: string, discountEligible: boolean): DisposalLine {
  lines += 1;
  const { proceeds, costBase } = gain.startsWith("-") ? { proceeds: "0", costBase: gain.slice(1) } : { proceeds: gain, costBase: "0" };
  return {
    event: "A1",
    sellTradeId: `s${lines}`,
    stockId: "CSL",
    soldOn,
    parcelId: `p${lines}`,
    acquiredOn: "2020-01-01",
    units: "1",
    proceeds,
    costBase,
    gain,
    discountEligible,
  };
}

const zeroTotals: CgtTotals = {
  capitalGains: "0",
  capitalLosses: "0",
  discountableGains: "0",
  netCapitalGain: "0",
  lossBroughtForward: "0",
  lossCarriedForward: "0",
};

const zeroSteps: CgtSteps = {
  lossesAppliedToOtherGains: "0",
  lossesAppliedToDiscountableGains: "0",
  broughtForwardAppliedToOtherGains: "0",
  broughtForwardAppliedToDiscountableGains: "0",
  discountableGainsLeft: "0",
  discount: "0",
};

describe("one year: losses against gains without the discount first, the discount last", () => {
  it.each<[string, DisposalLine[], Partial<CgtTotals>]>([
    // 100 other + 200 discountable − 150 loss: the loss takes the 100 first, then 50 of the 200; 150 × 50 % = 75.
    // Against the discountable gain first it would be 100 + (200 − 150) × 50 % = 125.
    [
      "a loss larger than the other gains",
      [line("2025-03-01", "100", false), line("2025-03-01", "200", true), line("2025-03-01", "-150", false)],
      { capitalGains: "300", capitalLosses: "150", discountableGains: "200", netCapitalGain: "75" },
    ],
    // (100 − 60) + 200 × 50 % = 140; against the discountable gain first it would be 100 + 140 × 50 % = 170.
    [
      "a loss smaller than the other gains",
      [line("2025-03-01", "100", false), line("2025-03-01", "200", true), line("2025-03-01", "-60", true)],
      { netCapitalGain: "140" },
    ],
    // 300 − 250 = 50 discountable left; × 50 % = 25.
    [
      "a loss past the other gains",
      [line("2025-03-01", "100", false), line("2025-03-01", "200", true), line("2025-03-01", "-250", false)],
      { netCapitalGain: "25" },
    ],
    // Nothing left; 200 carried forward.
    [
      "a loss larger than every gain",
      [line("2025-03-01", "100", false), line("2025-03-01", "-300", true)],
      { netCapitalGain: "0", lossCarriedForward: "200" },
    ],
    ["a zero gain counts nowhere", [line("2025-03-01", "0", true)], zeroTotals],
  ])("%s", (_name, yearLines, expected) => {
    expect(capitalGainsForYear(yearLines, 2025).totals).toMatchObject(expected);
  });
});

describe("the steps: what each loss took from which gains", () => {
  it("names every amount the order applied, so a screen can show the arithmetic without ordering again", () => {
    // FY 2024: a loss of 300 carried. FY 2025: 560.10 without the discount, 1,760.10 discountable, a loss of 839.90.
    // This year's 839.90 takes the 560.10 first, then 279.80 of the discountable gains (1,480.30 left);
    // the 300 brought forward takes 300 of them (1,180.30 left); the discount is half: 590.15.
    const year = capitalGainsForYear(
      [
        line("2024-03-01", "-300", false),
        line("2025-06-02", "560.10", false),
        line("2025-06-21", "1760.10", true),
        line("2025-06-02", "-839.90", false),
      ],
      2025,
    );
    expect(year.steps).toEqual({
      lossesAppliedToOtherGains: "560.1",
      lossesAppliedToDiscountableGains: "279.8",
      broughtForwardAppliedToOtherGains: "0",
      broughtForwardAppliedToDiscountableGains: "300",
      discountableGainsLeft: "1180.3",
      discount: "590.15",
    });
    expect(year.totals.netCapitalGain).toBe("590.15");
  });

  it("a loss brought forward meets the gains without the discount first too", () => {
    // 400 without the discount, 1,000 discountable; 300 brought forward takes 300 of the 400: 100 + 1,000 × 50 % = 600.
    const year = capitalGainsForYear(
      [line("2024-03-01", "-300", false), line("2025-03-01", "400", false), line("2025-03-01", "1000", true)],
      2025,
    );
    expect(year.steps).toMatchObject({
      broughtForwardAppliedToOtherGains: "300",
      broughtForwardAppliedToDiscountableGains: "0",
      discount: "500",
    });
    expect(year.totals.netCapitalGain).toBe("600");
  });
});

describe("losses carried across years", () => {
  const disposals = [
    line("2024-03-01", "-300", false), // FY 2024: a net loss of 300
    // FY 2025: nothing sold
    line("2025-08-01", "1000", true), // FY 2026
    line("2025-09-01", "-100", false),
  ];

  it("carries a year's net loss through an empty year and applies it after the later year's own losses", () => {
    const years: CgtYear[] = capitalGainsByFinancialYear(disposals);
    expect(
      years.map((year) => [
        year.financialYear,
        year.lines.length,
        year.totals.lossBroughtForward,
        year.totals.netCapitalGain,
        year.totals.lossCarriedForward,
      ]),
    ).toEqual([
      [2024, 1, "0", "0", "300"],
      [2025, 0, "300", "0", "300"],
      // 1,000 − 100 this year − 300 brought forward = 600 discountable; × 50 % = 300.
      [2026, 2, "300", "300", "0"],
    ]);
  });

  it("answers one year with what earlier years bring into it, even a year after the last sale", () => {
    expect(capitalGainsForYear(disposals, 2026).totals).toMatchObject({ lossBroughtForward: "300", netCapitalGain: "300" });
    expect(capitalGainsForYear(disposals.slice(0, 1), 2030)).toEqual({
      financialYear: 2030,
      lines: [],
      trustLines: [],
      totals: { ...zeroTotals, lossBroughtForward: "300", lossCarriedForward: "300" },
      steps: zeroSteps,
    });
    expect(capitalGainsForYear(disposals, 2020).totals).toEqual(zeroTotals);
  });

  it("no sales, no years", () => {
    expect(capitalGainsByFinancialYear([])).toEqual([]);
  });
});

describe("the financial year boundary", () => {
  it("a sale on 30 June is in that FY, one on 1 July in the next", () => {
    const { disposals } = replayLedger({
      trades: [buy("2024-01-02", "20", "10"), sell("2025-06-30", "10", "12"), sell("2025-07-01", "10", "13")],
    });
    expect(capitalGainsByFinancialYear(disposals).map((year) => [year.financialYear, year.totals.capitalGains])).toEqual([
      [2025, "20"],
      [2026, "30"],
    ]);
  });
});

describe("report rounding", () => {
  it("rounds lines and totals each from their exact values", () => {
    const tiny = [line("2025-03-01", "0.004", false), line("2025-03-01", "0.004", false)];
    expect(tiny.map((each) => presentDisposalLine(each).gain)).toEqual(["0.00", "0.00"]);
    // 0.008 exact → 0.01.
    expect(presentCgtTotals(capitalGainsForYear(tiny, 2025).totals).capitalGains).toBe("0.01");
  });

  it("shows any exact figure's cents as toCents does, and totals shown lines as decimal.js sums them", () => {
    // Plain decimals of up to 30 places (past the replay's 24) and either sign, as the replay writes them.
    const figure = fc
      .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 36n }), fc.integer({ min: 0, max: 30 }))
      .map(([negative, digits, places]) => `${negative ? "-" : ""}${dec(digits.toString()).div(dec("10").pow(places)).toFixed()}`);
    fc.assert(
      fc.property(fc.array(fc.tuple(figure, figure, fc.boolean()), { minLength: 1, maxLength: 8 }), (figures) => {
        const exact = figures.map(([gain, proceeds, discountEligible]) => ({ ...line("2025-03-01", gain, discountEligible), proceeds }));
        const shown = exact.map(presentDisposalLine);
        expect(shown.map((each) => [each.gain, each.proceeds])).toEqual(exact.map((each) => [toCents(each.gain), toCents(each.proceeds)]));
        const { totals } = capitalGainsForYear(shown, 2025);
        const gains = shown.map((each) => dec(each.gain));
        const sum = (kept: (gain: ReturnType<typeof dec>, index: number) => boolean) =>
          gains.reduce((total, gain, index) => (kept(gain, index) ? total.plus(gain) : total), dec("0"));
        expect(dec(totals.capitalLosses).eq(sum((gain) => gain.lt(0)).neg())).toBe(true);
        expect(dec(totals.discountableGains).eq(sum((gain, index) => gain.gte(0) && shown[index].discountEligible))).toBe(true);
        expect(dec(totals.capitalGains).eq(sum((gain) => gain.gte(0)))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it("carries an earlier year's loss from its gains as shown, whatever the rest of its lines (withGainAsShown)", () => {
    const earlier = [
      { ...line("2024-03-01", "-10.005", false), proceeds: "89.9949", costBase: "99.9999" },
      { ...line("2024-04-01", "3.334", true), proceeds: "13.3339", costBase: "9.9999" },
    ];
    const now = [line("2025-03-01", "20", true)];
    const shown = capitalGainsForYear([...earlier.map(presentDisposalLine), ...now], 2025);
    const gainsOnly = capitalGainsForYear([...earlier.map(withGainAsShown), ...now], 2025);
    // 10.01 lost less 3.33 gained in FY2024: 6.68 carried into FY2025.
    expect(gainsOnly.totals).toEqual(shown.totals);
    expect(gainsOnly.totals.lossBroughtForward).toBe("6.68");
  });

  it("keeps units as stored, rounds money half away from zero, and adds up as shown (issue 44 item 8)", () => {
    const exact = { ...line("2025-03-01", "-31.305", false), units: "20.5", proceeds: "896.675", costBase: "927.98" };
    const shown = presentDisposalLine(exact);
    // 896.68 − 927.99 = −31.31: the gain's and the proceeds' cents, the cost base their difference.
    expect([shown.units, shown.proceeds, shown.costBase, shown.gain]).toEqual(["20.5", "896.68", "927.99", "-31.31"]);
  });
});
