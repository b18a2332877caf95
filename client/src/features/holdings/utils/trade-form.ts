// The Add trade / Edit trade form: its text fields, and the request body they make. The contract's
// own schema (shared/contracts/trades.ts) checks the form, so the dialog refuses exactly what the
// server would, with the same sentence, before anything is sent.
import { APP_TIME_ZONE } from "@shared/constants";
import { createTradeBody, type CreateTradeBody, type TradeType, type TradeView, type UpdateTradeBody } from "@shared/contracts/trades";

export interface TradeFormValues {
  /** The ASX code typed (a new trade); an edit keeps its stock. */
  symbol: string;
  type: TradeType;
  tradeDate: string;
  units: string;
  price: string;
  brokerage: string;
  ratioFrom: string;
  ratioTo: string;
  acquiredOn: string;
  note: string;
}

export const isRatioType = (type: TradeType) => type === "SPLIT" || type === "CONSOLIDATION";

const dayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: APP_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** Today in Sydney as "YYYY-MM-DD": the ASX's calendar day, the latest trade date the server takes. */
export function sydneyToday(now: Date): string {
  return dayFormat.format(now);
}

export function emptyTradeForm(today: string, symbol = ""): TradeFormValues {
  return {
    symbol,
    type: "BUY",
    tradeDate: today,
    units: "",
    price: "",
    brokerage: "",
    ratioFrom: "",
    ratioTo: "",
    acquiredOn: "",
    note: "",
  };
}

export function formFromTrade(trade: TradeView): TradeFormValues {
  return {
    symbol: trade.symbol,
    type: trade.type,
    tradeDate: trade.tradeDate,
    units: trade.units ?? "",
    price: trade.price ?? "",
    brokerage: trade.brokerage === "0" ? "" : trade.brokerage,
    ratioFrom: trade.ratioFrom === null ? "" : String(trade.ratioFrom),
    ratioTo: trade.ratioTo === null ? "" : String(trade.ratioTo),
    acquiredOn: trade.acquiredOn ?? "",
    note: trade.note ?? "",
  };
}

/** The fields the trade's type uses; the others are sent as cleared. */
function typedFields(values: TradeFormValues) {
  const ratio = isRatioType(values.type);
  const blank = (text: string) => (text.trim() === "" ? null : text.trim());
  return {
    type: values.type,
    tradeDate: values.tradeDate.trim(),
    units: ratio ? null : blank(values.units),
    price: ratio ? null : blank(values.price),
    brokerage: ratio ? null : blank(values.brokerage),
    ratioFrom: ratio ? blank(values.ratioFrom) : null,
    ratioTo: ratio ? blank(values.ratioTo) : null,
    acquiredOn: values.type === "OPENING_BALANCE" ? blank(values.acquiredOn) : null,
    note: blank(values.note),
  };
}

export type TradeFormResult<T> = { body: T } | { error: string };

/** The first problem the server would answer, or the body to send. */
function check<T>(body: T, stock: { stockId?: string; symbol?: string }): TradeFormResult<T> {
  const parsed = createTradeBody.safeParse({ ...stock, ...body });
  return parsed.success ? { body } : { error: parsed.error.issues[0]?.message ?? "Check the trade's fields" };
}

/** POST /api/trades: by ASX code (a code the user does not track is added to Portfolio), or the given stock. */
export function createBodyFromForm(values: TradeFormValues, stockId?: string): TradeFormResult<CreateTradeBody> {
  const symbol = values.symbol.trim();
  // No code typed: nothing is sent for the stock, and the schema names what is missing.
  const stock = stockId ? { stockId } : symbol ? { symbol } : {};
  const body = { ...stock, ...typedFields(values) } as CreateTradeBody;
  return check(body, stock);
}

/** PATCH /api/trades/:id: every field, so a change of type clears the fields the new type has no use for. */
export function updateBodyFromForm(values: TradeFormValues, stockId: string): TradeFormResult<UpdateTradeBody> {
  const body = typedFields(values) as UpdateTradeBody;
  return check(body, { stockId });
}
