// A local stand-in for the Yahoo chart API: real HTTP on 127.0.0.1, the real wire format (built from
// server/market-data/fixtures/yahoo-chart-bhp.json), and one behaviour per symbol. Daily bars cover
// the range asked for (market-data-bars.ts), with null closes on holidays as Yahoo sends them.
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { sydneyTradingDate } from "@shared/domain/price-history";
import { BAD_CLOSE_DAYS, RANGE_CALENDAR_DAYS, fixtureClose, isHoliday, rangeDays, type DayBar } from "./market-data-bars";

const FIXTURE = readFileSync(path.join(import.meta.dirname, "../../market-data/fixtures/yahoo-chart-bhp.json"), "utf8");
/** The fixture's values, for assertions. */
export const FIXTURE_PRICE = 41.2;
export const FIXTURE_TIME = new Date(1763615400 * 1000); // 2025-11-20T05:10:00Z
export const FIXTURE_YIELD = ((0.797 + 0.918) / 41.2) * 100; // both dividends are within 365 days of FIXTURE_TIME

export type MarketDataCase =
  | "ok"
  | "slow-ok" // ok after SLOW_OK_MS, to watch a run while it is in progress
  | "unknown" // 404 with Yahoo's Not Found body
  | "busy-once" // 429 (Retry-After: 0) on the first request, then ok
  | "rate-limited" // 429 (Retry-After: 0) every time
  | "rate-limited-long" // 429 asking to wait two minutes
  | "unavailable" // 503 every time
  | "hang" // never answers
  | "held" // ok once the test calls release(), to keep a request in flight as long as a test needs
  | "malformed" // 200 with a body that is not JSON
  | "no-price" // 200 chart without meta.regularMarketPrice
  | "bad-closes"; // ok, with a 0, a negative, a non-finite and a 10× close among the bars (BAD_CLOSE_DAYS)

/** Symbols with a built-in behaviour; every other symbol is "ok". */
export const DEFAULT_CASES: Record<string, MarketDataCase> = {
  NOPE: "unknown",
  BUSY: "busy-once",
  LIMIT: "rate-limited",
  WAIT: "rate-limited-long",
  DOWN: "unavailable",
  SLOW: "hang",
  HOLD: "held",
  JUNK: "malformed",
  NOPX: "no-price",
  MESSY: "bad-closes",
};

export const SLOW_OK_MS = 250;

export interface MarketDataServerOptions {
  cases?: Record<string, MarketDataCase>;
  /** Price per symbol for "ok" answers (default the fixture's 41.2). */
  prices?: Record<string, number>;
  /** Delay before every answer, to make runs overlap. */
  delayMs?: number;
  /** The quote's market time (default the fixture's); browser tests want a live-looking "now". */
  marketTime?: () => Date;
  /** Every n-th request (retries included) answers 429 with Retry-After: `retryAfterSeconds` (the bench's provider). */
  rateLimitEvery?: number;
  retryAfterSeconds?: number;
  /**
   * events.dividends per symbol, as Yahoo keys them (a timestamp → { amount, date }), instead of the
   * fixture's two; kept in the given key order, so a test can send them unsorted, twice, or at 0.
   */
  dividends?: Record<string, Record<string, { amount: number; date: number }>>;
  /**
   * Splits per symbol, each on its ex-date (a Sydney date). Once the quote's last bar has reached a
   * split, it is sent as Yahoo sends it in events.splits (keyed by the ex-date bar's time, with
   * numerator, denominator and splitRatio "2:1") when inside the range, and every close and dividend
   * before it comes divided by its ratio (split-adjusted). The fixture's closes are the series as sent
   * once every split has happened; before a split happens they are sent as traded then (× its
   * ratio), the quote's price too. Closes set by revise() and the dividends' amounts are as traded.
   */
  splits?: Record<string, readonly SplitEvent[]>;
  /**
   * A whole chart body per symbol, sent as it is for every "ok" answer whatever the range (a
   * fixture file such as server/market-data/fixtures/yahoo-chart-stw-div.json). An index is keyed
   * as Yahoo names it ("^AXJT"), an ASX code without its suffix ("STW").
   */
  bodies?: Record<string, string>;
}

export interface SplitEvent {
  date: string;
  numerator: number;
  denominator: number;
}

/** The product of the ratios of the splits after `date` and (when given) on or before `through`. */
function ratioAfter(splits: readonly SplitEvent[] | undefined, date: string, through?: string): number {
  let factor = 1;
  for (const split of splits ?? [])
    if (split.date > date && (through === undefined || split.date <= through)) factor *= split.numerator / split.denominator;
  return factor;
}

/** A price worked out from a split's ratio, to the tenth of a thousandth of a cent (no float noise). */
const roundSent = (value: number) => Math.round(value * 1e6) / 1e6;

/** What turns a price as traded on `date` into the price Yahoo sends when its last bar is `last`. */
const sentOf = (splits: readonly SplitEvent[] | undefined, date: string, last: string) => 1 / ratioAfter(splits, date, last);
/** What turns the fixture's series (every split happened) into the one sent when the last bar is `last`. */
const notYet = (splits: readonly SplitEvent[] | undefined, date: string, last: string) =>
  ratioAfter(splits, date) / ratioAfter(splits, date, last);

const FIXTURE_BODY = JSON.parse(FIXTURE);

/** The chart answer for one request: the fixture's meta, and the range's bars and dividends. */
function chartBody(
  symbol: string,
  price: number | undefined,
  range: string,
  end: Date,
  closes: (bars: readonly DayBar[]) => string,
  ownDividends?: Record<string, { amount: number; date: number }>,
  splits?: readonly SplitEvent[],
) {
  const body = structuredClone(FIXTURE_BODY);
  const result = body.chart.result[0];
  if (ownDividends) result.events.dividends = structuredClone(ownDividends);
  const bars = rangeDays(range, end);
  const meta = result.meta;
  meta.symbol = symbol.startsWith("^") ? symbol : `${symbol}.AX`;
  meta.range = range;
  meta.regularMarketTime = Math.floor(end.getTime() / 1000);
  if (price === undefined) delete meta.regularMarketPrice;
  // Yahoo sends the dividends of the range only: a short range knows nothing of last year's.
  const from = end.getTime() / 1000 - RANGE_CALENDAR_DAYS[range] * 86_400;
  const dividends = result.events.dividends as Record<string, { date: number }>;
  for (const [key, dividend] of Object.entries(dividends))
    if (dividend.date < from || dividend.date > end.getTime() / 1000) delete dividends[key];
  const last = bars.at(-1)?.date ?? "";
  for (const dividend of Object.values(dividends) as { date: number; amount: number }[])
    dividend.amount = roundSent(dividend.amount * sentOf(splits, sydneyTradingDate(new Date(dividend.date * 1000)), last));
  if (price !== undefined) meta.regularMarketPrice = roundSent(price * notYet(splits, last, last));
  // Like the dividends, only the splits inside the range; Yahoo leaves the key out when there are none.
  const inRange = (splits ?? []).filter((split) => split.date >= (bars[0]?.date ?? "") && split.date <= last);
  if (inRange.length > 0) {
    result.events.splits = Object.fromEntries(
      inRange.map((split) => {
        const time = bars.find((bar) => bar.date === split.date)?.time ?? Date.parse(`${split.date}T00:00:00Z`) / 1000;
        const { numerator, denominator } = split;
        return [String(time), { date: time, numerator, denominator, splitRatio: `${numerator}:${denominator}` }];
      }),
    );
  }
  // Only closes are read; the other candles are left out to keep five years' answers small. The
  // lists are spliced in as text (kept between requests: the bench asks for thousands of them).
  result.timestamp = "@TIMES@";
  result.indicators = { quote: [{ close: "@CLOSES@" }] };
  return JSON.stringify(body)
    .replace('"@TIMES@"', `[${barTimes(bars)}]`)
    .replace('"@CLOSES@"', `[${closes(bars)}]`);
}

const timesCache = new WeakMap<readonly DayBar[], string>();
function barTimes(bars: readonly DayBar[]): string {
  let text = timesCache.get(bars);
  if (text === undefined) {
    text = bars.map((bar) => bar.time).join(",");
    timesCache.set(bars, text);
  }
  return text;
}

const notFoundBody = JSON.stringify({
  chart: { result: null, error: { code: "Not Found", description: "No data found, symbol may be delisted" } },
});

export async function startMarketDataServer(options: MarketDataServerOptions = {}) {
  const cases = { ...DEFAULT_CASES, ...options.cases };
  const requests: string[] = [];
  /** Every request with the range it asked for, in order. */
  const asked: { symbol: string; range: string }[] = [];
  const count = (symbol: string) => requests.filter((s) => s === symbol).length;
  const load = { inFlight: 0, peak: 0 };
  /** Closes changed since a symbol was first served, by symbol and date (a re-fetched day). */
  const revisions = new Map<string, Map<string, number>>();

  /** The closes of `bars` as JSON text; a symbol's own revisions and bad closes apply. */
  const closesCache = new Map<string, string>();
  const closesOf = (symbol: string, price: number) => (bars: readonly DayBar[]) => {
    const splits = options.splits?.[symbol];
    const plain = !revisions.has(symbol) && cases[symbol] !== "bad-closes" && !splits;
    const key = `${price}|${bars[0]?.date}|${bars.length}`;
    const cached = plain ? closesCache.get(key) : undefined;
    if (cached !== undefined) return cached;
    const last = bars.at(-1)?.date ?? "";
    const text = bars
      .map((bar, i) => {
        const revised = revisions.get(symbol)?.get(bar.date);
        if (revised !== undefined) return String(roundSent(revised * sentOf(splits, bar.date, last)));
        const fromLast = bars.length - 1 - i;
        if (cases[symbol] === "bad-closes" && BAD_CLOSE_DAYS[fromLast]) return BAD_CLOSE_DAYS[fromLast].json;
        return isHoliday(bar.date) ? "null" : String(roundSent(fixtureClose(price, bar.back) * notYet(splits, bar.date, last)));
      })
      .join(",");
    if (plain) closesCache.set(key, text);
    return text;
  };
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    // An ASX code comes as CODE.AX, an index (^AXJT) without a suffix.
    const match = /^\/v8\/finance\/chart\/([^/]+?)(?:\.AX)?$/.exec(url.pathname);
    const query = url.searchParams;
    const range = query.get("range") ?? "";
    if (!match || !(range in RANGE_CALENDAR_DAYS) || query.get("interval") !== "1d" || query.get("events") !== "div|split") {
      res.writeHead(400, { "content-type": "application/json" }).end('{"chart":{"result":null,"error":{"code":"Bad Request"}}}');
      return;
    }
    const symbol = decodeURIComponent(match[1]);
    requests.push(symbol);
    asked.push({ symbol, range });
    load.peak = Math.max(load.peak, ++load.inFlight);
    res.on("close", () => load.inFlight--);
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    const json = (status: number, body: string, headers: Record<string, string> = {}) =>
      res.writeHead(status, { "content-type": "application/json", ...headers }).end(body);
    const end = options.marketTime?.() ?? FIXTURE_TIME;
    const price = options.prices?.[symbol] ?? FIXTURE_PRICE;
    const ok = () =>
      json(
        200,
        options.bodies?.[symbol] ??
          chartBody(symbol, price, range, end, closesOf(symbol, price), options.dividends?.[symbol], options.splits?.[symbol]),
      );

    if (options.rateLimitEvery && requests.length % options.rateLimitEvery === 0) {
      return json(429, "Too Many Requests", { "retry-after": String(options.retryAfterSeconds ?? 0) });
    }
    switch (cases[symbol] ?? "ok") {
      case "ok":
        return ok();
      case "slow-ok":
        await new Promise((resolve) => setTimeout(resolve, SLOW_OK_MS));
        return ok();
      case "unknown":
        return json(404, notFoundBody);
      case "busy-once":
        return count(symbol) === 1 ? json(429, "Too Many Requests", { "retry-after": "0" }) : ok();
      case "rate-limited":
        return json(429, "Too Many Requests", { "retry-after": "0" });
      case "rate-limited-long":
        return json(429, "Too Many Requests", { "retry-after": "120" });
      case "unavailable":
        return json(503, "Service Unavailable");
      case "hang":
        return; // the socket stays open until the client gives up or close() runs
      case "held":
        await released;
        return ok();
      case "malformed":
        return json(200, '{"chart":{"result":[{"meta":');
      case "no-price":
        return json(200, chartBody(symbol, undefined, range, end, closesOf(symbol, price)));
      case "bad-closes":
        return ok();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    /** Symbols requested so far, in order (retries appear once per attempt). */
    requests,
    asked,
    count,
    /** From now on, the bar of `date` (a Sydney date) closes at `close`: the provider revised a day. */
    revise(symbol: string, date: string, close: number) {
      const dates = revisions.get(symbol) ?? new Map<string, number>();
      dates.set(date, close);
      revisions.set(symbol, dates);
    },
    /** From now on, `symbol` behaves as `behaviour` (a provider that breaks between two refreshes). */
    setCase(symbol: string, behaviour: MarketDataCase) {
      cases[symbol] = behaviour;
    },
    /** Requests being answered right now, and the most there ever were at once. */
    load,
    /** Answers every "held" request, now and from now on. */
    release,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type MarketDataServer = Awaited<ReturnType<typeof startMarketDataServer>>;
