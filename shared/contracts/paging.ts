// Pages of a long list (issue 45 item 3, docs/decisions/038-bounded-ledger-work.md): GET /api/trades
// and GET /api/dividends answer `limit` rows (default 1,000, at most 5,000) and `nextCursor`, null on
// the last page; `?cursor=` asks for the page after it. A cursor is the last row's sort key, written
// as text ("2024-03-01~2025-03-03T01:02:03.456789Z~<id>"): the next page starts after that row
// whatever was added or deleted before it (keyset paging), and the server checks it like any input.
import { z } from "zod";
import { LEDGER_PAGE_DEFAULT, LEDGER_PAGE_MAX } from "../constants";

export const PAGING_MESSAGES = {
  limit: `limit must be a whole number from 1 to ${LEDGER_PAGE_MAX.toLocaleString("en-AU")}`,
  cursor: "cursor is not one this list gave: start again from the first page",
} as const;

/** `?limit=`: a whole number from 1 to LEDGER_PAGE_MAX; LEDGER_PAGE_DEFAULT when absent. */
export const pageLimit = z
  .string()
  .regex(/^\d{1,5}$/, PAGING_MESSAGES.limit)
  .transform(Number)
  .refine((limit) => limit >= 1 && limit <= LEDGER_PAGE_MAX, PAGING_MESSAGES.limit)
  .optional()
  .transform((limit) => limit ?? LEDGER_PAGE_DEFAULT);

const ISO_DATE = String.raw`\d{4}-\d{2}-\d{2}`;
const UUID = String.raw`[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}`;

/** A trade list's place: the last trade's date, when it was entered (to the microsecond) and id. */
export interface TradeCursor {
  tradeDate: string;
  createdAt: string;
  id: string;
}

const TRADE_CURSOR = new RegExp(String.raw`^(${ISO_DATE})~(${ISO_DATE}T\d{2}:\d{2}:\d{2}\.\d{6}Z)~(${UUID})$`);

export const encodeTradeCursor = (row: TradeCursor): string => `${row.tradeDate}~${row.createdAt}~${row.id}`;

/** `?cursor=` of GET /api/trades. */
export const tradeCursor = z
  .string()
  .transform((text, ctx): TradeCursor => {
    const match = TRADE_CURSOR.exec(text);
    if (!match) {
      ctx.addIssue({ code: "custom", message: PAGING_MESSAGES.cursor });
      return z.NEVER;
    }
    return { tradeDate: match[1], createdAt: match[2], id: match[3] };
  })
  .optional();

/** A dividend list's place: the last dividend's ex-date, its stock's symbol and its id. */
export interface DividendCursor {
  exDate: string;
  symbol: string;
  id: string;
}

const DIVIDEND_CURSOR = new RegExp(String.raw`^(${ISO_DATE})~([A-Z0-9]{1,6})~(${UUID})$`);

export const encodeDividendCursor = (row: DividendCursor): string => `${row.exDate}~${row.symbol}~${row.id}`;

/** `?cursor=` of GET /api/dividends. */
export const dividendCursor = z
  .string()
  .transform((text, ctx): DividendCursor => {
    const match = DIVIDEND_CURSOR.exec(text);
    if (!match) {
      ctx.addIssue({ code: "custom", message: PAGING_MESSAGES.cursor });
      return z.NEVER;
    }
    return { exDate: match[1], symbol: match[2], id: match[3] };
  })
  .optional();

/** A page of rows and where the next one starts; `nextCursor` is null on the last page. */
export interface Page {
  nextCursor: string | null;
}

/** The first `limit` of `rows` (read `limit + 1`: one more says there is a next page) and the cursor after them. */
export function pageOf<T>(rows: readonly T[], limit: number, cursorOf: (row: T) => string): { rows: T[]; nextCursor: string | null } {
  const shown = rows.slice(0, limit);
  return { rows: shown, nextCursor: rows.length > limit ? cursorOf(shown[shown.length - 1]) : null };
}
