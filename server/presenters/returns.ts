// The answers of GET /api/returns and /api/returns/series (shared/contracts/returns.ts): money to
// cents, units to 6 decimals, rates as fractions to 10 decimals, from the domain's exact figures.
import type { BenchmarkComparisonView, ReturnFiguresView, XirrView } from "@shared/contracts/returns";
import { fixed, toCents } from "@shared/domain/ledger";
import { centsTextOf } from "@shared/domain/ledger/cents";
import { type Dec, dec } from "@shared/domain/ledger/decimal";
import type { BenchmarkChoice, Money, PeriodFigures, ShadowFigures } from "@shared/domain/returns";
import { annualise, moneyText } from "@shared/domain/returns";

const RATE_DECIMALS = 10;

/**
 * `fixed(text, places)` for a number's shortest text without an exponent, on the digits themselves
 * (half away from zero, no negative zero): a summary prints eight rates for each of 200 holdings, and
 * decimal.js took a sixth of the per-holding work (decision 075). Null for a text with an exponent.
 */
export function fixedNumberText(text: string, places: number): string | null {
  if (text.includes("e")) return null;
  const negative = text.charCodeAt(0) === 45; /* "-" */
  const body = negative ? text.slice(1) : text;
  const dot = body.indexOf(".");
  const fraction = dot < 0 ? "" : body.slice(dot + 1);
  let digits = (dot < 0 ? body : body.slice(0, dot)) + fraction.padEnd(places, "0").slice(0, places);
  if (fraction.length > places && fraction.charCodeAt(places) >= 53 /* "5" */)
    digits = (BigInt(digits) + 1n).toString().padStart(digits.length, "0");
  const cut = digits.length - places;
  const result = `${digits.slice(0, cut) || "0"}${places > 0 ? `.${digits.slice(cut)}` : ""}`;
  return negative && /[1-9]/.test(digits) ? `-${result}` : result;
}

/** A rate (a number or an exact quotient) as a fraction's decimal string; null for none or a non-finite one. */
export function rateText(rate: number | Dec | null): string | null {
  if (rate === null) return null;
  if (typeof rate === "number") {
    if (!Number.isFinite(rate)) return null;
    const text = String(rate);
    return fixedNumberText(text, RATE_DECIMALS) ?? fixed(text, RATE_DECIMALS);
  }
  return fixed(rate, RATE_DECIMALS);
}

/** Exact Money to cents. */
export const moneyCents = (value: Money): string => centsTextOf(moneyText(value));

export function presentXirr(figures: Pick<PeriodFigures, "xirr">): XirrView {
  return { rate: rateText(figures.xirr.periodRate), perAnnum: rateText(figures.xirr.rate), status: figures.xirr.status };
}

export function presentFigures(figures: PeriodFigures): ReturnFiguresView {
  return {
    gain: moneyCents(figures.gain),
    simple: rateText(figures.simple),
    modifiedDietz: rateText(figures.modifiedDietz),
    xirr: presentXirr(figures),
    twr: { cumulative: rateText(figures.twr.cumulative)!, perAnnum: rateText(figures.twr.perAnnum) },
  };
}

export function presentBenchmark(
  choice: BenchmarkChoice,
  shadow: ShadowFigures | null,
  portfolioEndValue: Money,
  days: number,
  perAnnum: boolean,
): BenchmarkComparisonView {
  const used = shadow ? choice.used?.definition : undefined;
  return {
    symbol: used?.symbol ?? null,
    label: used?.label ?? null,
    kind: used?.kind ?? null,
    requested: choice.requested.symbol,
    fallbackUsed: choice.fallbackUsed && shadow !== null,
    problem: choice.problem,
    indexReturn: shadow ? rateText(shadow.indexReturn) : null,
    indexReturnPerAnnum: shadow && perAnnum ? rateText(annualise(shadow.indexReturn, days)) : null,
    shadow: shadow && {
      units: fixed(shadow.units, 6),
      endValue: toCents(shadow.endValue),
      xirr: rateText(shadow.xirr.rate),
      modifiedDietz: rateText(shadow.modifiedDietz),
      difference: toCents(dec(moneyText(portfolioEndValue)).minus(shadow.endValue)),
    },
  };
}
