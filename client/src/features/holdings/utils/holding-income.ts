// Issue 31's figures of the holdings: the total return of every priced holding added up for the
// Total row and the totals (GET /api/holdings answers it per holding only). The holdings' figures are
// already cents, so the sum is exact in decimal.js and needs no rounding.
import type { HoldingView } from "@shared/contracts/holdings";
import { plain, ZERO } from "@shared/domain/ledger/decimal";

/** The sum of the holdings' total returns, over those with a price (as the market value's total); null when none has one. */
export function totalReturnOf(holdings: readonly Pick<HoldingView, "totalReturn">[]): string | null {
  const priced = holdings.flatMap((holding) => (holding.totalReturn === null ? [] : [holding.totalReturn]));
  if (priced.length === 0) return null;
  return plain(priced.reduce((sum, value) => sum.plus(value), ZERO));
}
