// A dividend an action pays (in specie, or a bonus issue with a dividend), worked out as every dividend
// is (ledger/dividends.ts, docs/domain.md "Dividends and franking"): franking credit = franked ×
// rate ÷ (1 − rate), in the pay date's financial year.
import { dec, fixed, plain } from "../ledger/decimal";
import { dividendFigures, type DividendRecord } from "../ledger/dividends";
import { exact } from "./arithmetic";
import type { ActionIncome } from "./types";

type IncomeTerms = Pick<ActionIncome, "actionId" | "stockId" | "exDate" | "payDate" | "frankingPercent" | "companyTaxRate"> & {
  type: ActionIncome["actionType"];
};

/** `units` × `amountPerShare` is the dividend's value; `unitsHeld` the holding that earned it. */
export function dividendIncome(terms: IncomeTerms, units: string, amountPerShare: string, unitsHeld: string): ActionIncome {
  const { actionId, type: actionType, stockId, exDate, payDate, frankingPercent, companyTaxRate } = terms;
  const { figures } = dividendFigures({
    id: actionId,
    stockId,
    exDate,
    payDate,
    amountPerShare,
    units,
    frankingPercent,
    companyTaxRate,
    drpUnits: null,
    drpPrice: null,
    status: "confirmed",
  });
  if (!figures) throw new Error("A dividend without a reinvestment always has figures");
  return {
    actionId,
    actionType,
    stockId,
    exDate,
    payDate,
    unitsHeld,
    frankingPercent,
    companyTaxRate,
    cash: exact(dec(figures.cash)),
    franked: exact(dec(figures.franked)),
    unfranked: exact(dec(figures.unfranked)),
    frankingCredit: exact(dec(figures.frankingCredit)),
    grossedUp: exact(dec(figures.grossedUp)),
  };
}

/**
 * An action's dividend as the income formulas read a dividend (ledger/dividends.ts): one record whose
 * single "unit" is the whole payment, so units × amount per share is its exact value and the franking
 * credit is worked out by the same formula as a cash dividend's. For totals only: a line shows the
 * units held (`ActionIncome.unitsHeld`) and `actionIncomePerShare`.
 */
export function actionIncomeRecord(income: ActionIncome): DividendRecord {
  return {
    id: income.actionId,
    stockId: income.stockId,
    exDate: income.exDate,
    payDate: income.payDate,
    amountPerShare: income.cash,
    units: "1",
    frankingPercent: income.frankingPercent,
    companyTaxRate: income.companyTaxRate,
    drpUnits: null,
    drpPrice: null,
    status: "confirmed",
  };
}

/** The dividend per share held, for a line: its value ÷ the units held, to 6 decimals (the value itself is exact). */
export function actionIncomePerShare(income: Pick<ActionIncome, "cash" | "unitsHeld">): string {
  const held = dec(income.unitsHeld);
  return held.isZero() ? "0" : plain(dec(fixed(dec(income.cash).div(held), 6)));
}
