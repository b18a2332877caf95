// Trades (issue 30): GET/POST /api/trades, PATCH/DELETE /api/trades/:id, GET/PUT /api/trades/:id/parcels.
// A trade belongs to the user and one of their stocks; parcels, cost base and gains are derived by
// replaying the trades (docs/domain.md#holdings). Every write replays the user's ledger with the change
// and is refused, with nothing written, when the replay refuses: 422 `ledger_refused`.
import { z } from "zod";
import { isValidAsxSymbol, normaliseSymbol } from "../domain/company-name";
import { TRADE_TYPES, type StoredParcelMethod, type StoredTradeType } from "../schema";
import { pageLimit, tradeCursor, type Page } from "./paging";
import { uuidParams } from "./responses";
import { unstorableTextMessage, isMultiLineText } from "./text";
import {
  brokerageField,
  compareDecimals,
  dollarsText,
  groupedDecimal,
  ledgerDate,
  multiplyDecimals,
  priceField,
  ratioTermField,
  unitsField,
} from "./ledger-values";

export { TRADE_TYPES };
export type TradeType = StoredTradeType;

export const TRADE_TYPE_LABELS: Readonly<Record<TradeType, string>> = {
  BUY: "Buy",
  SELL: "Sell",
  OPENING_BALANCE: "Opening balance",
  SPLIT: "Split",
  CONSOLIDATION: "Consolidation",
};

export const MAX_TRADE_NOTE_CHARS = 500;

export const TRADE_MESSAGES = {
  notFound: "Trade not found",
  deleted: "Trade deleted",
  nothingToUpdate: "Nothing to update",
  stockRequired: "Choose a stock or give its ASX code",
  stockAndSymbol: "Give either a stock or an ASX code, not both",
  symbolInvalid: "ASX code must be 1 to 6 letters or digits, like BHP",
  notASale: "Only a sale has chosen parcels",
  ratioDirectionSplit: "A split gives more units: its ratio is like 1:2 (to greater than from)",
  ratioDirectionConsolidation: "A consolidation gives fewer units: its ratio is like 10:1 (to less than from)",
  acquiredAfterTrade: "Acquired on must be on or before the trade date",
} as const;

export const tradeIdParams = uuidParams("trade");

const note = z
  .union([z.string(), z.null()], { error: "Note must be text" })
  .optional()
  .transform((v) => (v === undefined ? undefined : typeof v === "string" && v.trim() !== "" ? v.trim() : null))
  .refine((v) => typeof v !== "string" || v.length <= MAX_TRADE_NOTE_CHARS, `Note must be at most ${MAX_TRADE_NOTE_CHARS} characters`)
  .refine((v) => typeof v !== "string" || isMultiLineText(v), unstorableTextMessage("Note"));

/**
 * Optional fields keep "not sent" (undefined) apart from "cleared" (null or ""); a value is checked by
 * `schema` and its own message kept (a union would answer "Invalid input").
 */
const optional = <T extends z.ZodType>(schema: T) =>
  z
    .unknown()
    .transform((value, ctx): z.output<T> | null | undefined => {
      if (value === undefined) return undefined;
      if (value === null || value === "") return null;
      const parsed = schema.safeParse(value);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", message: issue.message });
      return z.NEVER;
    })
    .optional();

const fields = {
  type: z.enum(TRADE_TYPES, { error: `Type must be one of ${TRADE_TYPES.join(", ")}` }),
  tradeDate: ledgerDate("Trade date"),
  units: optional(unitsField()),
  price: optional(priceField()),
  brokerage: optional(brokerageField()),
  ratioFrom: optional(ratioTermField("Ratio from")),
  ratioTo: optional(ratioTermField("Ratio to")),
  acquiredOn: optional(ledgerDate("Acquired on")),
  note,
};

/** A trade's own fields, complete: what the shape rules are checked on (a new trade, or an edit merged with the stored one). */
export interface TradeFields {
  type: TradeType;
  tradeDate: string;
  units: string | null;
  price: string | null;
  brokerage: string;
  ratioFrom: number | null;
  ratioTo: number | null;
  acquiredOn: string | null;
  note: string | null;
}

const isRatio = (type: TradeType) => type === "SPLIT" || type === "CONSOLIDATION";

/**
 * The rules across fields (the ledger contract's LedgerTrade): BUY/SELL/OPENING_BALANCE need units and
 * a price and carry no ratio; SPLIT/CONSOLIDATION need a ratio in their direction and carry no units,
 * price or brokerage; only an OPENING_BALANCE has an acquisition date, on or before its trade date.
 * Returns the first problem as a sentence, or null.
 */
export function tradeRuleProblem(trade: TradeFields): string | null {
  const label = TRADE_TYPE_LABELS[trade.type];
  if (isRatio(trade.type)) {
    if (trade.ratioFrom === null || trade.ratioTo === null) return `A ${label.toLowerCase()} needs a ratio (from and to)`;
    if (trade.units !== null || trade.price !== null) return `A ${label.toLowerCase()} has a ratio, not units or a price`;
    if (trade.brokerage !== "0") return `A ${label.toLowerCase()} has no brokerage`;
    if (trade.type === "SPLIT" && trade.ratioTo <= trade.ratioFrom) return TRADE_MESSAGES.ratioDirectionSplit;
    if (trade.type === "CONSOLIDATION" && trade.ratioTo >= trade.ratioFrom) return TRADE_MESSAGES.ratioDirectionConsolidation;
  } else {
    if (trade.units === null) return "Units is required";
    if (trade.price === null) return "Price is required";
    if (trade.ratioFrom !== null || trade.ratioTo !== null) return `A ${label.toLowerCase()} has no ratio`;
  }
  if (trade.type !== "OPENING_BALANCE" && trade.acquiredOn !== null) return `Only an opening balance has an acquired-on date`;
  if (trade.acquiredOn !== null && trade.acquiredOn > trade.tradeDate) return TRADE_MESSAGES.acquiredAfterTrade;
  if (trade.type === "SELL") return saleValueProblem(trade.units!, trade.price!, trade.brokerage);
  return null;
}

/**
 * A sale's brokerage comes out of what the sale brings in: more than units × price would give
 * negative proceeds (1 @ $0.01 with $5,000 brokerage), which is no sale but a typing slip. Equal is
 * possible (proceeds of $0). Exact, on canonical decimals.
 */
function saleValueProblem(units: string, price: string, brokerage: string): string | null {
  const value = multiplyDecimals(units, price);
  if (compareDecimals(brokerage, value) <= 0) return null;
  return (
    `Brokerage of ${dollarsText(brokerage)} is more than the sale's value of ${dollarsText(value)} ` +
    `(${groupedDecimal(units)} × ${dollarsText(price)}): a sale's brokerage comes out of its value`
  );
}

/** The stored form of a new trade's fields: blanks as null, brokerage "0" when none. */
function completeFields(body: {
  type: TradeType;
  tradeDate: string;
  units?: string | null;
  price?: string | null;
  brokerage?: string | null;
  ratioFrom?: number | null;
  ratioTo?: number | null;
  acquiredOn?: string | null;
  note?: string | null;
}): TradeFields {
  return {
    type: body.type,
    tradeDate: body.tradeDate,
    units: body.units ?? null,
    price: body.price ?? null,
    brokerage: body.brokerage ?? "0",
    ratioFrom: body.ratioFrom ?? null,
    ratioTo: body.ratioTo ?? null,
    acquiredOn: body.acquiredOn ?? null,
    note: body.note ?? null,
  };
}

/**
 * POST /api/trades: one of the user's stocks by `stockId`, or an ASX `symbol` (a code the user does
 * not track adds the stock to Portfolio, named from the ASX list). Units, price and brokerage are
 * decimal strings (JSON numbers are read through their text); an OPENING_BALANCE's price is its cost
 * per unit and its brokerage other costs in the cost base.
 */
export const createTradeBody = z
  .object({
    stockId: z.string({ error: "Invalid stock id" }).uuid("Invalid stock id").optional(),
    symbol: z
      .string({ error: TRADE_MESSAGES.symbolInvalid })
      .transform(normaliseSymbol)
      .refine(isValidAsxSymbol, TRADE_MESSAGES.symbolInvalid)
      .optional(),
    ...fields,
  })
  .transform((body, ctx) => {
    if (body.stockId === undefined && body.symbol === undefined) {
      ctx.addIssue({ code: "custom", message: TRADE_MESSAGES.stockRequired });
      return z.NEVER;
    }
    if (body.stockId !== undefined && body.symbol !== undefined) {
      ctx.addIssue({ code: "custom", message: TRADE_MESSAGES.stockAndSymbol });
      return z.NEVER;
    }
    const trade = completeFields(body);
    const problem = tradeRuleProblem(trade);
    if (problem) {
      ctx.addIssue({ code: "custom", message: problem });
      return z.NEVER;
    }
    const stock = body.stockId !== undefined ? { stockId: body.stockId } : { symbol: body.symbol! };
    return { ...stock, ...trade };
  });
export type CreateTradeBody = z.input<typeof createTradeBody>;
export type CreateTradeInput = z.output<typeof createTradeBody>;

/**
 * PATCH /api/trades/:id: any field (the stock by `stockId`). The service merges the edit with the
 * stored trade and checks `tradeRuleProblem` on the result. Changing a sale's stock, type or units
 * clears its chosen parcels (they were chosen for the old sale); its date keeps them if still open.
 */
export const updateTradeBody = z
  .object({
    stockId: z.string({ error: "Invalid stock id" }).uuid("Invalid stock id").optional(),
    type: fields.type.optional(),
    tradeDate: fields.tradeDate.optional(),
    units: fields.units,
    price: fields.price,
    brokerage: fields.brokerage,
    ratioFrom: fields.ratioFrom,
    ratioTo: fields.ratioTo,
    acquiredOn: fields.acquiredOn,
    note: fields.note,
  })
  .transform((body, ctx) => {
    const sent = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as Partial<
      TradeFields & { stockId: string }
    >;
    if (Object.keys(sent).length === 0) {
      ctx.addIssue({ code: "custom", message: TRADE_MESSAGES.nothingToUpdate });
      return z.NEVER;
    }
    return sent;
  });
export type UpdateTradeBody = z.input<typeof updateTradeBody>;
export type UpdateTradeInput = z.output<typeof updateTradeBody>;

/**
 * GET /api/trades: the user's trades, newest first, a page at a time (`limit`, `cursor`: paging.ts);
 * `stockId` narrows to one stock, `batchId` to one import's; `format=csv` downloads every one of them.
 */
export const tradesQuery = z.object({
  stockId: z.string().uuid("Invalid stock id").optional(),
  batchId: z.string().uuid("Invalid batch id").optional(),
  format: z.enum(["json", "csv"], { error: "format must be json or csv" }).default("json"),
  limit: pageLimit,
  cursor: tradeCursor,
});
export type TradesQuery = z.output<typeof tradesQuery>;

/** The file name of GET /api/trades?format=csv. */
export const TRADES_CSV_FILE_NAME = "trades.csv";

/**
 * PUT /api/trades/:id/parcels: the parcels a sale takes its units from (specific identification);
 * they win over the method. `allocations: []` clears the choice (the method applies again). Units
 * must add up to the sale's; each parcel must be open at the sale with enough units.
 */
export const saleParcelsBody = z.object({
  allocations: z
    .array(
      z.object({
        parcelTradeId: z.string({ error: "Invalid parcel id" }).uuid("Invalid parcel id"),
        units: unitsField(),
      }),
      { error: "allocations must be a list of { parcelTradeId, units }" },
    )
    .max(1_000, "At most 1,000 parcels can be chosen for one sale")
    .refine((rows) => new Set(rows.map((row) => row.parcelTradeId)).size === rows.length, "Each parcel may be chosen once"),
});
export type SaleParcelsBody = z.input<typeof saleParcelsBody>;

/** A chosen parcel of a sale: the parcel's id (its first trade's id) and the units taken from it. */
export interface SaleAllocationView {
  parcelTradeId: string;
  units: string;
}

/** 200 answer of GET /api/trades (JSON): a page of the list (paging.ts). */
export interface TradesPage extends Page {
  trades: TradeView[];
}

/** A trade as every trade endpoint answers it. Units, price and brokerage as stored (canonical decimals). */
export interface TradeView {
  id: string;
  stockId: string;
  symbol: string;
  type: TradeType;
  tradeDate: string;
  units: string | null;
  price: string | null;
  brokerage: string;
  ratioFrom: number | null;
  ratioTo: number | null;
  acquiredOn: string | null;
  note: string | null;
  /** The import the trade came from; null for one entered by hand. */
  batchId: string | null;
  createdAt: string;
  /** A sale's chosen parcels ([] when the method matches it; always [] for other types). */
  allocations: SaleAllocationView[];
}

/** POST /api/trades (201): the trade, and whether it added the stock to the user's list. */
export interface CreatedTradeView extends TradeView {
  newStock: boolean;
  /**
   * A new stock's first market price is fetched in the background: the refresh job to follow
   * (GET /api/stocks/refresh-all/:id); null when the trade added no stock.
   */
  priceJobId: string | null;
}

/** A parcel a sale can take units from: open just before the sale, and what the sale takes from it now. */
export interface SaleParcelOption {
  tradeId: string;
  acquiredOn: string;
  /** Units open just before the sale. */
  units: string;
  /** Cost base of those units, to the cent. */
  costBase: string;
  discountEligibleFrom: string;
  /** Units the sale takes from the parcel (chosen, or by the method); "0" when none. */
  unitsSold: string;
}

/** GET /api/trades/:id/parcels and PUT's answer: a sale's candidate parcels and how it is matched. */
export interface SaleParcelsView {
  sellTradeId: string;
  symbol: string;
  soldOn: string;
  units: string;
  /** True when the user chose the parcels; false when the method (`method`) matches the sale. */
  chosen: boolean;
  method: StoredParcelMethod;
  parcels: SaleParcelOption[];
}
