// A dividend an action pays (in specie, or a bonus issue with a dividend), worked out as every dividend
// is (ledger/dividends.ts, docs/domain.md "Dividends and franking"): franking credit = franked ×
// rate ÷ (1 − rate), in the pay date's financial year.
import { dec } from "../ledger/decimal";
import { dividendFigures } from "../ledger/dividends";
import { exact } from "./arithmetic";
import type { ActionIncome } from "./types";

type IncomeTerms = Pick<ActionIncome, "actionId" | "stockId" | "exDate" | "payDate" | "frankingPercent" | "companyTaxRate">;

/** `units` × `amountPerShare` is the dividend's value; `unitsHeld` the holding that earned it. */
export function dividendIncome(terms: IncomeTerms, units: string, amountPerShare: string, unitsHeld: string): ActionIncome {
  const { actionId, stockId, exDate, payDate, frankingPercent, companyTaxRate } = terms;
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
