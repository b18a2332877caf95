// The Tax page's financial years: those with a sale (GET /api/cgt), the one shown, and (issue 31)
// those with dividend income (GET /api/income's, by pay date, an estimate without one by its
// ex-date), newest first, so a year of dividends without sales can be chosen.

export function taxYears(saleYears: readonly number[], shown: number, incomeYears: readonly number[]): number[] {
  return [...new Set([...saleYears, shown, ...incomeYears])].sort((a, b) => b - a);
}
