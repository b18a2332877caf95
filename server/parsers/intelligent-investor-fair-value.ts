// Intelligent Investor's fair value rule, in one place for the parsers (which refuse a row the rule
// gives no value, by its line) and the import plan (which stores the value): the midpoint of Buy
// Below and Sell Above when both are given, else Buy Below. A Sell Above alone gives none
// (docs/decisions/011-pasted-layouts-and-names.md, superseding decision 006 on this point).

/** Cents are what the source quotes; rounding keeps a midpoint such as 10.1/12.3 free of float noise. */
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

export function intelligentInvestorFairValue(buyBelow: number | null, sellAbove: number | null): number | null {
  if (buyBelow === null) return null;
  return sellAbove === null ? buyBelow : round4((buyBelow + sellAbove) / 2);
}

/** Why a row has no fair value under the rule, or null when it has one. */
export function missingFairValue(row: { buyBelow: number | null; sellAbove: number | null }): string | null {
  if (intelligentInvestorFairValue(row.buyBelow, row.sellAbove) !== null) return null;
  return row.sellAbove === null
    ? "no price guide (no buy below or sell above price), so there is no fair value"
    : "a sell above but no buy below price, so there is no fair value (the midpoint of both, else buy below)";
}
