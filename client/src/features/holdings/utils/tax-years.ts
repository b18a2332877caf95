// The Tax page's financial years: those with a sale (GET /api/cgt), the one shown, and (issue 31)
// those with a dividend — by its pay date, an estimate without one by its ex-date, as the income
// counts it — newest first, so a year of dividends without sales can be chosen.
import type { DividendView } from "@shared/contracts/dividends";
import { dividendIncomeDate, financialYearOf } from "@shared/domain/ledger";

export function taxYears(
  saleYears: readonly number[],
  shown: number,
  dividends: readonly Pick<DividendView, "payDate" | "exDate">[],
): number[] {
  const years = new Set([...saleYears, shown, ...dividends.map((dividend) => financialYearOf(dividendIncomeDate(dividend)))]);
  return [...years].sort((a, b) => b - a);
}
