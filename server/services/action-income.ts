// Dividends corporate actions pay (issue 46): an in-specie dividend (BHP → WDS) and a bonus issue with
// a dividend are dividend income beside the cash dividends — in the income report, its franking
// totals, a holding's income and total return, and the tax summary. Derived on every read from the
// replay (`ReplayResult.income`), never stored; figures from shared/domain/corporate-actions/income.ts.
import type { IncomeLineView } from "@shared/contracts/income";
import { actionIncomePerShare } from "@shared/domain/corporate-actions";
import { financialYearOf, toCents, type ActionIncome } from "@shared/domain/ledger";
import type { SummaryDividend } from "@shared/domain/tax/summary";

/** The action income paid in financial year `fy` (by pay date). */
export function actionIncomeOfYear(income: readonly ActionIncome[], fy: number): ActionIncome[] {
  return income.filter((row) => financialYearOf(row.payDate) === fy);
}

/**
 * An action's dividend as a line of the income report: the units held on its entitlement date, the
 * value per share held (to 6 decimals; the cash is exact), its franking; `actionType` says what paid it,
 * and an in-specie dividend's `paidInSymbol` the code of the shares it paid (`paidIn`, WDS).
 */
export function actionIncomeLine(income: ActionIncome, symbol: string, paidIn: string | null): IncomeLineView {
  return {
    dividendId: income.actionId,
    stockId: income.stockId,
    symbol,
    exDate: income.exDate,
    payDate: income.payDate,
    units: income.unitsHeld,
    amountPerShare: actionIncomePerShare(income),
    cash: toCents(income.cash),
    frankingPercent: income.frankingPercent,
    frankingCredit: toCents(income.frankingCredit),
    grossedUp: toCents(income.grossedUp),
    drpUnits: null,
    status: "confirmed",
    actionType: income.actionType,
    ...(income.actionType === "IN_SPECIE_DIVIDEND" && paidIn !== null ? { paidInSymbol: paidIn } : {}),
  };
}

/** An action's dividend as the tax summary reads a dividend (labels 11S/11T/11U for an individual). */
export function actionSummaryDividend(income: ActionIncome): SummaryDividend {
  const { actionId: id, stockId, payDate: date, franked, unfranked, frankingCredit } = income;
  return { id, stockId, date, franked, unfranked, frankingCredit };
}

/**
 * The Holding tab's lines of the dividends `stockId`'s corporate actions paid (decision 077): the income
 * report's lines, newest ex-date first, of the year `fy` (by pay date) when given. Read-only: derived
 * from the replay, they have no stored dividend to edit or delete.
 */
export function stockActionIncomeLines(
  income: readonly ActionIncome[],
  stock: { id: string; symbol: string },
  actions: readonly { id: string; otherSymbol: string | null }[],
  fy: number | undefined,
): IncomeLineView[] {
  const paidIn = new Map(actions.map((action) => [action.id, action.otherSymbol]));
  return income
    .filter((row) => row.stockId === stock.id && (fy === undefined || financialYearOf(row.payDate) === fy))
    .map((row) => actionIncomeLine(row, stock.symbol, paidIn.get(row.actionId) ?? null))
    .sort((a, b) => b.exDate.localeCompare(a.exDate));
}
