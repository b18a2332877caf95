// Motley Fool paste: recommendation text naming stocks ("BHP Group (ASX: BHP)", or a code opening a
// line as in their scorecard tables) with "Buy under $x" or "Target price $x". Text is read left to
// right and each amount belongs to the code named most recently before it.
import { isBlankCell, quoted as quote, readNumber, readSymbol, toAsxSymbol } from "./cells";
import { type ColumnAliases, type HeaderMatch, cellAt, findHeader, isRepeatedHeader } from "./columns";
import { RowCollector } from "./row-collector";
import { type TextLine, readTextTable, splitLines } from "./text-table";
import type { ParseResult, TableRecord } from "./types";

export type MotleyFoolKind = "buy-under" | "target-price";

export interface MotleyFoolRow {
  symbol: string;
  fairValue: number;
  kind: MotleyFoolKind;
}

// "(ASX: BHP)", "ASX:BHP", "(NASDAQ: AAPL)": an exchange prefix makes any case a code mention.
const EXCHANGE_CODE = /\(?\b(ASX|NYSE|NASDAQ|NZX|LSE|TSX|OTC)\s*:\s*([A-Za-z0-9]{1,6}(?:\.(?:AX|ASX))?)\b\)?/gi;
// A code opening a line: upper case, then a separator, the end of the line or an amount label.
// Words people write in capitals at the start of a line are not codes.
const LEADING_CODE = new RegExp(
  String.raw`^([A-Z][A-Z0-9]{1,5})(?:\.(?:AX|ASX))?` +
    String.raw`(?=\s*$|\t|\s*[:,(|]|\s+[-–—]\s|\s+(?:buy[\s-]*under|target\s+price|price\s+target)\b)`,
  "i",
);
const NOT_CODES = new Set(["BUY", "SELL", "HOLD", "THE", "ASX", "CEO", "CFO", "ETF", "AUD", "USD", "FY", "EPS"]);
const AMOUNT_LABEL = /\b(?:(buy[\s-]*under)|(target\s+price|price\s+target))(?:\s+price)?\b/gi;
const CONNECTOR = /^\s*(?:[:=]|[-–—](?=\s)|of\b|is\b|to\b|at\b)?\s*/i;
const AMOUNT = /^[-−+]?\s*(?:A\$|AU\$|AUD\s?|\$)?\s*[-−]?\s*\d+(?:,\d{3})*(?:\.\d+)?/i;

type Event =
  | { at: number; type: "code"; symbol: string | null; mention: string }
  | { at: number; type: "amount"; kind: MotleyFoolKind; label: string; raw: string | null; consumedNextLine: boolean };

function codeEvents(line: TextLine): Event[] {
  const events: Event[] = [];
  for (const match of line.text.matchAll(EXCHANGE_CODE)) {
    const exchange = match[1].toUpperCase();
    const mention = `${exchange}: ${match[2].toUpperCase()}`;
    // A foreign listing still ends the previous stock's run, so its amounts are not misfiled.
    const symbol = exchange === "ASX" ? toAsxSymbol(match[2]) : null;
    events.push({ at: match.index, type: "code", symbol, mention });
  }
  // The raw line keeps its tabs, which separate a scorecard's code cell from the rest.
  const leading = LEADING_CODE.exec(line.raw.replace(/^[\s\u00A0]+/, ""));
  const code = leading?.[1].toUpperCase();
  if (code && code === leading?.[1] && !NOT_CODES.has(code) && !events.some((event) => event.at === 0)) {
    events.push({ at: 0, type: "code", symbol: toAsxSymbol(code), mention: code });
  }
  return events;
}

function amountEvents(line: TextLine, next: TextLine | undefined): Event[] {
  const events: Event[] = [];
  const hits = [...line.text.matchAll(AMOUNT_LABEL)];
  for (const [index, match] of hits.entries()) {
    const kind: MotleyFoolKind = match[1] ? "buy-under" : "target-price";
    const label = kind === "buy-under" ? "buy under" : "target price";
    const rest = line.text.slice(match.index + match[0].length, hits[index + 1]?.index ?? line.text.length);
    const afterConnector = rest.slice(CONNECTOR.exec(rest)?.[0].length ?? 0);
    const inline = AMOUNT.exec(afterConnector);
    const labelEndsLine = !inline && index === hits.length - 1 && afterConnector.trim() === "";
    const below = labelEndsLine && next ? AMOUNT.exec(next.text) : null;
    const words = afterConnector.replace(/[.,;!?]+$/, "").trim();
    // "…buy under our new framework" is prose, not a missing amount; one or two words ("N/A") are a value.
    if (!inline && !below && words.split(" ").length > 2) continue;
    const raw = inline?.[0] ?? below?.[0] ?? (words || null);
    events.push({ at: match.index, type: "amount", kind, label, raw, consumedNextLine: below !== null });
  }
  return events;
}

function readAmount(
  event: Extract<Event, { type: "amount" }>,
  current: Extract<Event, { type: "code" }> | null,
  line: number,
  collector: RowCollector<MotleyFoolRow>,
): void {
  const quoted = quote(`${event.label}${event.raw ? ` ${event.raw}` : ""}`);
  if (!current) return collector.error(line, `${quoted} comes before any stock code`);
  if (!current.symbol) return collector.error(line, `${quoted} follows ${current.mention}, which is not an ASX code`);
  if (event.raw === null) return collector.error(line, `${event.label} for ${current.symbol} has no amount`);
  const problems: string[] = [];
  const fairValue = readNumber(event.raw, event.label, problems, { required: true });
  if (fairValue === null) return collector.error(line, problems.map((problem) => `${current.symbol}: ${problem}`));
  collector.add(line, { symbol: current.symbol, fairValue, kind: event.kind });
}

type TableField = "symbol" | "buyUnder" | "targetPrice";
const TABLE_ALIASES: ColumnAliases<TableField> = {
  symbol: ["code", "asxcode", "ticker", "symbol", "stockcode"],
  buyUnder: ["buyunder", "buyunderprice"],
  targetPrice: ["targetprice", "pricetarget"],
};

/**
 * A copied table with a header (Code … Buy Under / Target Price) holds its amounts in columns, not
 * after labels. When both are filled, Buy under wins: it is the Fool's own valuation call.
 */
function parseTable(records: TableRecord[], header: HeaderMatch<TableField>): ParseResult<MotleyFoolRow> {
  const collector = new RowCollector<MotleyFoolRow>((row) => row.symbol);
  collector.aboveHeader(records.slice(0, header.index));
  for (const record of records.slice(header.index + 1)) {
    if (isRepeatedHeader(record, header.record)) continue;
    const problems: string[] = [];
    const symbol = readSymbol(cellAt(record, header.columns, "symbol"), problems);
    const buyUnder = cellAt(record, header.columns, "buyUnder");
    const kind: MotleyFoolKind = isBlankCell(buyUnder) ? "target-price" : "buy-under";
    const amount = kind === "buy-under" ? buyUnder : cellAt(record, header.columns, "targetPrice");
    const fairValue = readNumber(amount, kind === "buy-under" ? "buy under" : "target price", problems, {
      required: true,
    });
    if (symbol === null || fairValue === null || problems.length > 0) collector.error(record.line, problems);
    else collector.add(record.line, { symbol, fairValue, kind });
  }
  if (collector.size === 0) collector.error(header.record.line, "the header row has no data rows below it");
  return collector.result();
}

export function parseMotleyFoolPaste(text: string): ParseResult<MotleyFoolRow> {
  const records = readTextTable(text);
  const header = findHeader(
    records,
    TABLE_ALIASES,
    (found) => found.symbol !== undefined && (found.buyUnder !== undefined || found.targetPrice !== undefined),
    5,
  );
  if (header) return parseTable(records, header);
  const lines = splitLines(text);
  const collector = new RowCollector<MotleyFoolRow>((row) => row.symbol);
  let current: Extract<Event, { type: "code" }> | null = null;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    const amounts = amountEvents(line, lines[index + 1]);
    const events = [...codeEvents(line), ...amounts].sort((a, b) => a.at - b.at);
    for (const event of events) {
      if (event.type === "code") current = event;
      else readAmount(event, current, line.line, collector);
    }
    if (amounts.some((event) => event.type === "amount" && event.consumedNextLine)) index += 1;
  }
  if (collector.size === 0) {
    collector.error(lines[0]?.line ?? 1, "no stock code with a 'Buy under' or 'Target price' amount was found");
  }
  return collector.result();
}
