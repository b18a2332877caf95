// The Yahoo client against a local server speaking the real wire format; no test reaches the internet.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIXTURE_PRICE, FIXTURE_TIME, startMarketDataServer, type MarketDataServer } from "../test/support/market-data-server";
import { MarketDataError, type MarketDataFailure } from "./provider";
import { chartUrl, createYahooChartProvider, parseRetryAfter } from "./yahoo-chart";
import { parseChartResponse } from "./yahoo-chart-schema";

let server: MarketDataServer;
beforeAll(async () => {
  server = await startMarketDataServer({
    prices: { CBA: 150.25 },
    // A 2-for-1 split on Monday 2 June 2025 (AEST: the ex-date's bar is stamped 00:00 UTC).
    splits: { TLS: [{ date: "2025-06-02", numerator: 2, denominator: 1 }] },
    dividends: { TLS: { "1740006000": { amount: 0.09, date: 1740006000 }, "1755525600": { amount: 0.095, date: 1755525600 } } },
  });
});
afterAll(() => server.close());

/** A provider whose waits are recorded instead of slept. */
function provider(overrides: { timeoutMs?: number; baseUrl?: string } = {}) {
  const waits: number[] = [];
  const client = createYahooChartProvider({
    baseUrl: overrides.baseUrl ?? server.url,
    timeoutMs: overrides.timeoutMs ?? 2_000,
    backoffMs: 5,
    maxBackoffMs: 50,
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
  return { client, waits };
}

async function failure(promise: Promise<unknown>): Promise<{ reason: MarketDataFailure; message: string }> {
  const error = await promise.then(
    () => expect.unreachable("expected a MarketDataError"),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MarketDataError);
  const { reason, message } = error as MarketDataError;
  return { reason, message };
}

describe("Yahoo chart provider", () => {
  it("reads price, market time and dividends from a chart response", async () => {
    const { bars, ...quote } = await provider().client.quote("BHP");
    expect(quote).toEqual({
      symbol: "BHP",
      price: FIXTURE_PRICE,
      time: FIXTURE_TIME,
      dividends: [
        { date: new Date("2025-03-05T23:00:00Z"), amount: 0.797 },
        { date: new Date("2025-09-04T00:00:00Z"), amount: 0.918 },
      ],
      splits: [],
    });
    expect(bars.length).toBeGreaterThan(250);
    expect((await provider().client.quote("CBA")).price).toBe(150.25);
  });

  it("reads the daily bars of the range asked for: times as sent, null closes kept as null", async () => {
    const before = server.asked.length;
    const { bars } = await provider().client.quote("BHP", undefined, "5y");
    expect(server.asked.slice(before)).toEqual([{ symbol: "BHP", range: "5y" }]);
    // The last bar: 10:00 AEDT on Thursday 20 November 2025, closing at the quote's price.
    expect(bars.at(-1)).toEqual({ time: new Date("2025-11-19T23:00:00Z"), close: FIXTURE_PRICE });
    // Christmas Day 2024, a Wednesday: the exchange was shut, Yahoo sends a bar without a close.
    expect(bars.find((bar) => bar.time.getTime() === Date.parse("2024-12-24T23:00:00Z"))).toEqual({
      time: new Date("2024-12-24T23:00:00Z"),
      close: null,
    });
    expect(bars.length).toBeGreaterThan(1250);
    const short = await provider().client.quote("BHP", undefined, "5d");
    expect(short.bars.map((bar) => bar.time.toISOString())).toEqual([
      "2025-11-13T23:00:00.000Z",
      "2025-11-16T23:00:00.000Z",
      "2025-11-17T23:00:00.000Z",
      "2025-11-18T23:00:00.000Z",
      "2025-11-19T23:00:00.000Z",
    ]);
    // A short range carries only the dividends inside it.
    expect(short.dividends).toEqual([]);
  });

  it("reads the splits of the range from events.splits, with closes and dividends before them adjusted as sent", async () => {
    const quote = await provider().client.quote("TLS", undefined, "1y");
    expect(quote.splits).toEqual([{ date: new Date("2025-06-02T00:00:00Z"), numerator: 2, denominator: 1 }]);
    // Yahoo halves what came before a 2-for-1 split: the February dividend (0.09 paid) reads 0.045.
    expect(quote.dividends).toEqual([
      { date: new Date("2025-02-19T23:00:00Z"), amount: 0.045 },
      { date: new Date("2025-08-18T14:00:00Z"), amount: 0.095 },
    ]);
    // A range that ends before the split knows nothing of it.
    expect((await provider().client.quote("TLS", undefined, "5d")).splits).toEqual([]);
  });

  it("asks for SYMBOL.AX however the stored code is written", async () => {
    const before = server.count("WES");
    await provider().client.quote(" wes.ax ");
    expect(server.count("WES")).toBe(before + 1);
  });

  it("reports an unknown symbol from Yahoo's 404 Not Found body, without retrying", async () => {
    const { client, waits } = provider();
    expect(await failure(client.quote("NOPE"))).toEqual({
      reason: "unknown-symbol",
      message: "Unknown symbol: the market-data provider has no quote for NOPE",
    });
    expect(server.count("NOPE")).toBe(1);
    expect(waits).toEqual([]);
  });

  it("retries a 429 after the Retry-After it names (0 s) and then succeeds", async () => {
    const { client, waits } = provider();
    expect((await client.quote("BUSY")).price).toBe(FIXTURE_PRICE);
    expect(server.count("BUSY")).toBe(2);
    expect(waits).toEqual([0]);
  });

  it("gives up as rate limited after two retries", async () => {
    const { client, waits } = provider();
    expect(await failure(client.quote("LIMIT"))).toEqual({
      reason: "rate-limited",
      message: "The market-data provider is rate limiting requests; try again in a few minutes",
    });
    expect(server.count("LIMIT")).toBe(3);
    expect(waits).toEqual([0, 0]);
  });

  it("gives up at once when Retry-After asks for longer than the cap", async () => {
    const { client, waits } = provider();
    expect((await failure(client.quote("WAIT"))).reason).toBe("rate-limited");
    expect(server.count("WAIT")).toBe(1);
    expect(waits).toEqual([]);
  });

  it("retries a 5xx with doubling backoff, then reports the provider unavailable", async () => {
    const { client, waits } = provider();
    expect(await failure(client.quote("DOWN"))).toEqual({
      reason: "unavailable",
      message: "The market-data provider is unavailable (HTTP 503)",
    });
    expect(server.count("DOWN")).toBe(3);
    expect(waits).toEqual([5, 10]);
  });

  it("times out a request that never answers, and does not retry it", async () => {
    const started = Date.now();
    expect(await failure(provider({ timeoutMs: 100 }).client.quote("SLOW"))).toEqual({
      reason: "unavailable",
      message: "The market-data provider is unavailable (no answer within 0.1 s)",
    });
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(server.count("SLOW")).toBe(1);
  });

  it("rejects a malformed body and a chart without a price", async () => {
    expect(await failure(provider().client.quote("JUNK"))).toEqual({
      reason: "invalid-response",
      message: "The market-data provider sent an unreadable response for JUNK",
    });
    expect(await failure(provider().client.quote("NOPX"))).toEqual({
      reason: "invalid-response",
      message: "The market-data provider has no price for NOPX",
    });
  });

  it("reports a refused connection as unavailable", async () => {
    const closed = await startMarketDataServer();
    await closed.close(); // its port is now free: nothing listens there
    const { reason, message } = await failure(provider({ baseUrl: closed.url }).client.quote("BHP"));
    expect(reason).toBe("unavailable");
    expect(message).toBe("The market-data provider is unavailable (network error: ECONNREFUSED)");
  });

  it("stops when the caller cancels", async () => {
    const controller = new AbortController();
    const pending = provider().client.quote("SLOW", controller.signal);
    setTimeout(() => controller.abort(), 20);
    expect(await failure(pending)).toEqual({
      reason: "unavailable",
      message: "The market-data provider is unavailable (request cancelled)",
    });
  });
});

describe("parseChartResponse: the bars", () => {
  const body = (result: Record<string, unknown>) =>
    JSON.stringify({ chart: { result: [{ meta: { regularMarketPrice: 10, regularMarketTime: 1763615400 }, ...result }], error: null } });

  it("sends a close that is not a number on as NaN (bad data), and drops bars without a time", () => {
    const quote = parseChartResponse(
      "BHP",
      200,
      body({ timestamp: [1763074800, "soon", 1763334000, 1763420400], indicators: { quote: [{ close: [10, 11, "12", null] }] } }),
    );
    expect(quote.bars).toEqual([
      { time: new Date(1763074800 * 1000), close: 10 },
      { time: new Date(1763334000 * 1000), close: Number.NaN },
      { time: new Date(1763420400 * 1000), close: null },
    ]);
  });

  it("pairs times and closes up to the shorter list, and still prices a chart with unreadable candles", () => {
    expect(
      parseChartResponse("BHP", 200, body({ timestamp: [1763074800, 1763334000], indicators: { quote: [{ close: [10] }] } })).bars,
    ).toEqual([{ time: new Date(1763074800 * 1000), close: 10 }]);
    const odd = parseChartResponse("BHP", 200, body({ timestamp: "today", indicators: { quote: "none" } }));
    expect(odd.price).toBe(10);
    expect(odd.bars).toEqual([]);
    expect(parseChartResponse("BHP", 200, body({})).bars).toEqual([]);
  });
});

describe("parseChartResponse: the splits", () => {
  const body = (events: unknown) =>
    JSON.stringify({ chart: { result: [{ meta: { regularMarketPrice: 10, regularMarketTime: 1763615400 }, events }], error: null } });

  it("reads numerator and denominator, else the splitRatio, and leaves out an entry it cannot read", () => {
    const quote = parseChartResponse(
      "TLS",
      200,
      body({
        splits: {
          "1654041600": { date: 1654041600, numerator: 2, denominator: 1, splitRatio: "2:1" },
          "1700000000": { date: 1700000000, splitRatio: "1:10" },
          "1710000000": { date: 1710000000, splitRatio: "soon" },
          "1720000000": "junk",
        },
      }),
    );
    expect(quote.splits).toEqual([
      { date: new Date(1654041600 * 1000), numerator: 2, denominator: 1 },
      { date: new Date(1700000000 * 1000), numerator: 1, denominator: 10 },
    ]);
  });

  it("prices a chart whose splits are not an object at all, and one without events", () => {
    expect(parseChartResponse("TLS", 200, body({ splits: "none" })).splits).toEqual([]);
    expect(parseChartResponse("TLS", 200, body(null))).toMatchObject({ price: 10, splits: [], dividends: [] });
  });
});

describe("chartUrl", () => {
  it("asks for the range given", () => {
    expect(chartUrl("http://proxy.local", "BHP", "5y").search).toBe("?range=5y&interval=1d&events=div%7Csplit");
  });

  it.each([
    [
      "https://query1.finance.yahoo.com",
      "BHP",
      "https://query1.finance.yahoo.com/v8/finance/chart/BHP.AX?range=1y&interval=1d&events=div%7Csplit",
    ],
    ["http://proxy.local/yahoo/", "cba", "http://proxy.local/yahoo/v8/finance/chart/CBA.AX?range=1y&interval=1d&events=div%7Csplit"],
    ["http://proxy.local/yahoo", "A/B", "http://proxy.local/yahoo/v8/finance/chart/A%2FB.AX?range=1y&interval=1d&events=div%7Csplit"],
    // Benchmarks (issue 48): an index without the exchange's suffix, an ETF with it once.
    [
      "https://query1.finance.yahoo.com",
      "^AXJT",
      "https://query1.finance.yahoo.com/v8/finance/chart/%5EAXJT?range=1y&interval=1d&events=div%7Csplit",
    ],
    [
      "https://query1.finance.yahoo.com",
      "STW.AX",
      "https://query1.finance.yahoo.com/v8/finance/chart/STW.AX?range=1y&interval=1d&events=div%7Csplit",
    ],
  ])("%s + %s", (base, symbol, expected) => expect(chartUrl(base, symbol).toString()).toBe(expected));
});

describe("parseRetryAfter", () => {
  const now = Date.parse("2026-11-20T05:30:00Z");
  it.each([
    [null, undefined],
    ["0", 0],
    [" 3 ", 3_000],
    ["Fri, 20 Nov 2026 05:30:07 GMT", 7_000],
    ["Fri, 20 Nov 2026 05:29:00 GMT", 0], // a date in the past means "now"
    ["soon", undefined],
  ])("%s -> %s", (value, expected) => expect(parseRetryAfter(value, now)).toBe(expected));
});
