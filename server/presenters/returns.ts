// The answers of GET /api/returns and /api/returns/series (shared/contracts/returns.ts): money to
// cents, units to 6 decimals, rates as fractions to 10 decimals, from the domain's exact figures.
import type { BenchmarkComparisonView, ReturnFiguresView, XirrView } from "@shared/contracts/returns";
import { fixed, toCents } from "@shared/domain/ledger";
import { type Dec, dec } from "@shared/domain/ledger/decimal";
import type { BenchmarkChoice, Money, PeriodFigures, ShadowFigures } from "@shared/domain/returns";
import { annualise, moneyText } from "@shared/domain/returns";

const RATE_DECIMALS = 10;

/** A rate (a number or an exact quotient) as a fraction's decimal string; null for none or a non-finite one. */
export function rateText(rate: number | Dec | null): string | null {
  if (rate === null) return null;
  if (typeof rate === "number") return Number.isFinite(rate) ? fixed(String(rate), RATE_DECIMALS) : null;
  return fixed(rate, RATE_DECIMALS);
}

/** Exact Money to cents. */
export const moneyCents = (value: Money): string => toCents(moneyText(value));

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
