// A stock's daily closes as the value walk and a return read them (value-history.ts, returns/values.ts):
// columns of dates and closes, the closes as the one comma-joined text the server reads them as
// (server/storage/holdings.ts), each read once, digit by digit, into whole numbers where exact.
import { dec } from "./decimal";

/**
 * A stock's closes as two columns: `closes[i]` is the close on `dates[i]`, oldest first. Stocks with
 * the same trading days may share one `dates` array (the server reads them so), which is then
 * mapped to the days once.
 */
export interface StockCloses {
  dates: readonly string[];
  closes: readonly string[];
  /**
   * The same closes as one comma-joined text, as the server reads them (`storedCloses`): the value
   * walk reads its digits from it, so no string is made per close unless `closes` is read.
   */
  text?: string;
}

/** A stock's closes from their comma-joined text; `closes` is split from it the first time it is read. */
export function storedCloses(dates: readonly string[], text: string): StockCloses {
  let split: string[] | undefined;
  return {
    dates,
    text,
    get closes() {
      return (split ??= text.split(","));
    },
  };
}

export function withoutExponent(value: string): string {
  return value.includes("e") || value.includes("E") ? dec(value).toFixed() : value;
}

export function fractionDigits(value: string): number {
  const text = withoutExponent(value);
  const dot = text.indexOf(".");
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** Closes with at most this many decimals (nearly all: a float8's shortest text is mostly a few) count as numbers. */
export const SMALL_CLOSE_DECIMALS = 3;

/**
 * A stock's closes by index, read in order (each index at least the one before): from its joined text
 * when it has one, without splitting it (a holding's returns read a few dozen of its 1,300 closes).
 */
export function closesInOrder(stock: StockCloses): (index: number) => string {
  const { text } = stock;
  if (text === undefined) return (index) => stock.closes[index];
  let at = 0; // the close that starts at `start`
  let start = 0;
  return (index) => {
    if (index < at) [at, start] = [0, 0];
    for (; at < index; at += 1) start = text.indexOf(",", start) + 1;
    const end = text.indexOf(",", start);
    return text.slice(start, end < 0 ? text.length : end);
  };
}

export const NO_CLOSES: StockCloses = { dates: [], closes: [] };

/**
 * A stock's closes read once, so the walk parses no text: `small[i]` is close i as a whole count
 * of 10^-SMALL_CLOSE_DECIMALS when it has no more decimals and its digits are exact as a number
 * (NaN otherwise: a sign, an exponent, more digits), and `texts` the text of each of those others
 * (the walk counts them as bigints).
 */
export interface ReadCloses {
  small: number[];
  texts: Map<number, string>;
  /** The most decimals of any of them. */
  scale: number;
}

/**
 * The first `count` of a stock's closes read (ReadCloses), each in one pass over its characters:
 * from its joined text when it has one (no string per close), else from its list.
 */
export function readCloses(stock: StockCloses, count: number): ReadCloses {
  // Plain arrays, not typed ones: a typed array's memory is outside the heap, and 400 of them a
  // request made the collector run more than the walk saved.
  const read: ReadCloses = { small: [], texts: new Map(), scale: 0 };
  const { text } = stock;
  if (text === undefined) {
    for (let index = 0; index < count; index += 1) readClose(read, stock.closes[index], 0, stock.closes[index].length);
    return read;
  }
  for (let start = 0; read.small.length < count;) {
    const comma = text.indexOf(",", start);
    const end = comma < 0 ? text.length : comma;
    readClose(read, text, start, end);
    start = end + 1;
  }
  return read;
}

/** Appends the close `text.slice(start, end)` to `read`. */
function readClose(read: ReadCloses, text: string, start: number, end: number): void {
  let whole = 0;
  let places = 0;
  let afterDot = false;
  let plain = true;
  for (let at = start; at < end && plain; at += 1) {
    const code = text.charCodeAt(at);
    if (code === 46 /* "." */) afterDot = true;
    else if (code >= 48 && code <= 57) {
      whole = whole * 10 + (code - 48);
      if (afterDot) places += 1;
    } else plain = false;
  }
  const exact = plain && Number.isSafeInteger(whole);
  const small = exact && places <= SMALL_CLOSE_DECIMALS;
  const index = read.small.length;
  read.small.push(small ? whole * 10 ** (SMALL_CLOSE_DECIMALS - places) : Number.NaN);
  const close = small ? "" : text.slice(start, end);
  if (!small) read.texts.set(index, close);
  read.scale = Math.max(read.scale, exact ? places : fractionDigits(close));
}
