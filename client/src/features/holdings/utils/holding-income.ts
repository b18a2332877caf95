// The figures issue 31 adds to GET /api/holdings, per holding and in the totals: the cash dividends of
// the last 12 months, the total return (realised + unrealised + cash dividends) and, beside it rather
// than inside it, the franking credits. Optional here until shared/contracts/holdings.ts carries them
// (branch dividends); a missing figure reads "-".
import type { HoldingTotalsView, HoldingView } from "@shared/contracts/holdings";

interface HoldingIncomeFields {
  incomeLast12Months?: string | null;
  totalReturn?: string | null;
  frankingCredits?: string | null;
}

export type HoldingRow = HoldingView & HoldingIncomeFields;
export type HoldingTotalsRow = HoldingTotalsView & HoldingIncomeFields;
