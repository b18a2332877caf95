// Trade builders for the ledger's tests: ids "t1", "t2", … and createdAt in the order the test makes
// them, so same-day order reads from top to bottom.
import type { DrpAcquisition, LedgerTrade } from "./types";

let made = 0;

function trade(fields: Partial<LedgerTrade> & Pick<LedgerTrade, "type" | "tradeDate">): LedgerTrade {
  made += 1;
  return {
    id: `t${made}`,
    stockId: "CSL",
    units: null,
    price: null,
    brokerage: "0",
    ratioFrom: null,
    ratioTo: null,
    acquiredOn: null,
    createdAt: new Date(Date.UTC(2030, 0, 1) + made * 1000).toISOString(),
    ...fields,
  };
}

type Extra = Partial<Pick<LedgerTrade, "id" | "stockId" | "createdAt">>;

export function buy(tradeDate: string, units: string, price: string, brokerage = "0", extra: Extra = {}): LedgerTrade {
  return trade({ type: "BUY", tradeDate, units, price, brokerage, ...extra });
}

export function sell(tradeDate: string, units: string, price: string, brokerage = "0", extra: Extra = {}): LedgerTrade {
  return trade({ type: "SELL", tradeDate, units, price, brokerage, ...extra });
}

export function openingBalance(tradeDate: string, acquiredOn: string, units: string, price: string, extra: Extra = {}): LedgerTrade {
  return trade({ type: "OPENING_BALANCE", tradeDate, acquiredOn, units, price, ...extra });
}

export function ratio(
  type: "SPLIT" | "CONSOLIDATION",
  tradeDate: string,
  ratioFrom: number,
  ratioTo: number,
  extra: Extra = {},
): LedgerTrade {
  return trade({ type, tradeDate, ratioFrom, ratioTo, ...extra });
}

export function drp(dividendId: string, acquiredOn: string, units: string, costBase: string, stockId = "CSL"): DrpAcquisition {
  return { dividendId, stockId, acquiredOn, units, costBase };
}
