// The access-control matrix's row shape (access-control.test.ts, endpoint-table.ts) and the request
// bodies several areas' rows and the matrix's seed share.

export type Method = "get" | "post" | "put" | "patch" | "delete";

/** Everything one user owns, created through the API; the rows' ids fill in the paths. */
export interface Resources {
  userId: string;
  /** A portfolio stock carrying every kind of child row below. */
  stockId: string;
  symbol: string;
  sector: string;
  name: string;
  /** A stock in Other Stocks, so the isPortfolio=false list has a row too. */
  otherStockId: string;
  fairValueId: string;
  fairValueBatchId: string;
  shareholderId: string;
  shareholderBatchId: string;
  journalEntryId: string;
  /** An alert of the portfolio stock (its price fell to the 5-star price in a second import). */
  alertId: string;
  /** A finished refresh-all job of the user's stocks. */
  refreshJobId: string;
  /** The portfolio stock's trades: a first buy, a second buy (edited and deleted by the rows), a sale of 10. */
  firstBuyId: string;
  tradeId: string;
  saleId: string;
  /** A dividend of the portfolio stock (ex-date 15 Feb 2024, on the 150 units then held). */
  dividendId: string;
  /** The portfolio stock's annual tax statement for FY 2024 (issue 47). */
  taxStatementId: string;
  /** A return of capital of the portfolio stock, paid 10 Apr 2024 (issue 46). */
  corporateActionId: string;
}

export interface Call {
  url: string;
  body?: object;
  file?: { bytes: Buffer; name: string };
}

export type Resource =
  | "stock"
  | "fair value"
  | "shareholder"
  | "journal entry"
  | "allocation"
  | "import batch"
  | "alert"
  | "refresh job"
  | "trade"
  | "dividend"
  | "tax statement"
  | "corporate action";

/**
 * public: no session needed. signed-in: any approved user, on nothing but their own data.
 * owner-only: the owner alone. owns: the path or body names a resource of the caller's.
 */
export type Access = "public" | "signed-in" | "owner-only" | { owns: Resource };

export interface Row {
  method: Method;
  path: string;
  access: Access;
  /** The request, for the given user's resources (a fresh set per successful call). */
  call: (r: Resources, extra: Extra) => Call | Promise<Call>;
  /** Status of the call on the caller's own resources. */
  ok: number;
}

export interface Extra {
  pendingUserId: () => Promise<string>;
  approvedUserId: () => Promise<string>;
  disabledUserId: () => Promise<string>;
  freshCredentials: () => Promise<{ email: string; password: string }>;
  resetToken: () => Promise<string>;
}

export const MORNINGSTAR_HEADER = "Code\tLast\tFair Value\tUncertainty\tEconomic Moat\tFinancial Health";
export const holdersText = (tag: string) => `1 ${tag} NOMINEES PTY LTD 1,000,000 10.00%\n2 ${tag} CUSTODY LIMITED 500,000 5.00%`;
export const journalBody = (stockId: string) => ({ stockId, side: "long", openedAt: "2024-01-05", entryPrice: 10, thesis: "A thesis" });
export const tradeBody = (stockId: string, type: "BUY" | "SELL", tradeDate: string, units: string) => ({
  stockId,
  type,
  tradeDate,
  units,
  price: "10.5",
  brokerage: "9.95",
});

let symbolCount = 0;
/** A symbol no earlier call of this run made: `prefix` and a counter, at most six characters. */
export function nextSymbol(prefix: string) {
  symbolCount += 1;
  return `${prefix}${symbolCount}`.slice(0, 6);
}

/** A return of capital's POST /api/corporate-actions body (issue 46). */
export const returnOfCapitalBody = (stockId: string, exDate: string, payDate: string, amountPerShare: string) => ({
  type: "RETURN_OF_CAPITAL",
  stockId,
  exDate,
  payDate,
  amountPerShare,
});
