// Dividends and franking (docs/domain.md "Dividends and franking", decision 025). Not tax advice:
// Australian-resident individuals, franked dividends of Australian companies; no foreign income,
// no trust distributions, no 45-day rule.
import { type Dec, HUNDRED, ZERO, dec, plain, toCents } from "./decimal";
import { addYears, financialYearOf } from "./dates";
import { formatUnits, groupThousands } from "./refusals";
import type { DrpAcquisition } from "./types";

/** A stored dividend, as the ledger reads it. */
export interface DividendRecord {
  id: string;
  stockId: string;
  exDate: string;
  /** Null for an estimate whose pay date is not known yet. */
  payDate: string | null;
  amountPerShare: string;
  /** Units the dividend is paid on (by default those held before its ex-date: positions.ts `dividendUnits`). */
  units: string;
  /** 0–100; null while unknown (an estimate from market data), which counts as unfranked. */
  frankingPercent: string | null;
  /** The paying company's tax rate: "0.30", or "0.25" for a base-rate entity (COMPANY_TAX_RATES). */
  companyTaxRate: string;
  /** Reinvested through a DRP: units allotted and the price per unit; both or neither. */
  drpUnits: string | null;
  drpPrice: string | null;
  status: "estimated" | "confirmed";
}

export interface DividendFigures {
  /** units × amountPerShare. */
  cash: string;
  /** cash × franking % ÷ 100. */
  franked: string;
  /** cash − franked. */
  unfranked: string;
  /** franked × rate ÷ (1 − rate): the franking credit (imputation credit). */
  frankingCredit: string;
  /** cash + frankingCredit: what goes into assessable income. */
  grossedUp: string;
  /** drpUnits × drpPrice; null without a reinvestment. */
  drpCost: string | null;
  /** cash − drpCost, the cash the registry carries forward; null without a reinvestment. */
  drpResidual: string | null;
}

export interface DividendRefusal {
  code: "drp-over-cash" | "drp-incomplete" | "drp-without-pay-date";
  message: string;
}

/** The dividend's cash: units × amount per share, exact. */
export function dividendCash(dividend: Pick<DividendRecord, "units" | "amountPerShare">): Dec {
  return dec(dividend.units).times(dividend.amountPerShare);
}

function cashFigures(dividend: DividendRecord) {
  const cash = dividendCash(dividend);
  const franked = cash.times(dividend.frankingPercent ?? "0").div(HUNDRED);
  const rate = dec(dividend.companyTaxRate);
  const credit = franked.times(rate).div(dec("1").minus(rate));
  return { cash, franked, unfranked: cash.minus(franked), credit, grossedUp: cash.plus(credit) };
}

const dollars = (value: Dec) => `$${groupThousands(toCents(value))}`;

/**
 * The dividend's figures, or why it cannot be stored: a reinvestment needs both its units and price
 * and a pay date (its parcel is acquired then), and cannot cost more than the dividend's cash.
 */
export function dividendFigures(
  dividend: DividendRecord,
): { figures: DividendFigures; refusal: null } | { figures: null; refusal: DividendRefusal } {
  const { cash, franked, unfranked, credit, grossedUp } = cashFigures(dividend);
  const figures = {
    cash: plain(cash),
    franked: plain(franked),
    unfranked: plain(unfranked),
    frankingCredit: plain(credit),
    grossedUp: plain(grossedUp),
  };
  if (dividend.drpUnits === null && dividend.drpPrice === null)
    return { figures: { ...figures, drpCost: null, drpResidual: null }, refusal: null };
  if (dividend.drpUnits === null || dividend.drpPrice === null) {
    return {
      figures: null,
      refusal: { code: "drp-incomplete", message: "A reinvested dividend needs both its DRP units and its DRP price" },
    };
  }
  if (dividend.payDate === null) {
    return {
      figures: null,
      refusal: { code: "drp-without-pay-date", message: "A reinvested dividend needs its pay date: the DRP shares are acquired then" },
    };
  }
  const drpCost = dec(dividend.drpUnits).times(dividend.drpPrice);
  if (drpCost.gt(cash)) {
    const message = `${formatUnits(dividend.drpUnits)} DRP units at $${formatUnits(dividend.drpPrice)} cost ${dollars(drpCost)}, more than the dividend's ${dollars(cash)}`;
    return { figures: null, refusal: { code: "drp-over-cash", message } };
  }
  return { figures: { ...figures, drpCost: plain(drpCost), drpResidual: plain(cash.minus(drpCost)) }, refusal: null };
}

/** The parcel a reinvested dividend opens (units at the DRP price, on the pay date); null without one. */
export function drpAcquisitionOf(dividend: DividendRecord): DrpAcquisition | null {
  if (dividend.drpUnits === null || dividend.drpPrice === null || dividend.payDate === null) return null;
  const costBase = plain(dec(dividend.drpUnits).times(dividend.drpPrice));
  return { dividendId: dividend.id, stockId: dividend.stockId, acquiredOn: dividend.payDate, units: dividend.drpUnits, costBase };
}

/** The date a dividend counts as income: its pay date, else (an estimate without one) its ex-date. */
export function dividendIncomeDate(dividend: Pick<DividendRecord, "payDate" | "exDate">): string {
  return dividend.payDate ?? dividend.exDate;
}

export interface IncomeTotals {
  cash: string;
  franked: string;
  unfranked: string;
  frankingCredits: string;
  grossedUp: string;
  /** How many of the dividends counted are estimates. */
  estimated: number;
  /** How many have an unknown franking % (estimates): `frankingCredits` leaves their credits out, unknown, not 0. */
  frankingUnknown: number;
}

function totalsOf(dividends: readonly DividendRecord[]): IncomeTotals {
  let cash = ZERO;
  let franked = ZERO;
  let credits = ZERO;
  let estimated = 0;
  let frankingUnknown = 0;
  for (const dividend of dividends) {
    if (dividend.frankingPercent === null) frankingUnknown += 1;
    const figures = cashFigures(dividend);
    cash = cash.plus(figures.cash);
    franked = franked.plus(figures.franked);
    credits = credits.plus(figures.credit);
    if (dividend.status === "estimated") estimated += 1;
  }
  const grossedUp = plain(cash.plus(credits));
  return {
    cash: plain(cash),
    franked: plain(franked),
    unfranked: plain(cash.minus(franked)),
    frankingCredits: plain(credits),
    grossedUp,
    estimated,
    frankingUnknown,
  };
}

function groupBy<K>(dividends: readonly DividendRecord[], keyOf: (dividend: DividendRecord) => K | null): Map<K, DividendRecord[]> {
  const groups = new Map<K, DividendRecord[]>();
  for (const dividend of dividends) {
    const key = keyOf(dividend);
    if (key === null) continue;
    const group = groups.get(key);
    if (group) group.push(dividend);
    else groups.set(key, [dividend]);
  }
  return groups;
}

/** Income per financial year of the income date (pay date, else ex-date), oldest year first. */
export function incomeByFinancialYear(dividends: readonly DividendRecord[]): Map<number, IncomeTotals> {
  const groups = groupBy(dividends, (dividend) => financialYearOf(dividendIncomeDate(dividend)));
  return new Map([...groups.keys()].sort((a, b) => a - b).map((year) => [year, totalsOf(groups.get(year)!)]));
}

/**
 * Income per stock over the last 12 months: income dates after the same day a year before `today`
 * and up to `today` (2025-06-30 → 1 Jul 2024 – 30 Jun 2025); a dividend not paid yet does not count.
 */
export function incomeLast12Months(dividends: readonly DividendRecord[], today: string): Map<string, IncomeTotals> {
  const after = addYears(today, -1);
  const groups = groupBy(dividends, (dividend) => {
    const date = dividendIncomeDate(dividend);
    return date > after && date <= today ? dividend.stockId : null;
  });
  return new Map([...groups.keys()].sort().map((stockId) => [stockId, totalsOf(groups.get(stockId)!)]));
}

/** Income totals for a report: money to cents. */
export function presentIncomeTotals(totals: IncomeTotals): IncomeTotals {
  const { cash, franked, unfranked, frankingCredits, grossedUp, estimated, frankingUnknown } = totals;
  return {
    cash: toCents(cash),
    franked: toCents(franked),
    unfranked: toCents(unfranked),
    frankingCredits: toCents(frankingCredits),
    grossedUp: toCents(grossedUp),
    estimated,
    frankingUnknown,
  };
}
