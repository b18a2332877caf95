// The part of Yahoo's chart response we rely on, checked with zod, and its mapping to a Quote.
// Everything else in the body (open, high, low, volume, trading periods) is ignored.
import { z } from "zod";
import type { ProviderBar } from "@shared/domain/price-history";
import { MarketDataError, marketDataMessages, type ProviderSplit, type Quote } from "./provider";

const dividend = z.object({ amount: z.number(), date: z.number() });
// Yahoo's split: { date, numerator, denominator, splitRatio: "2:1" }. Read loosely, one at a time: an
// odd entry is left out (then the ratio is read from splitRatio if it alone is sound), never the quote.
const split = z
  .object({
    date: z.number(),
    numerator: z.number().nullish(),
    denominator: z.number().nullish(),
    splitRatio: z.string().nullish(),
  })
  .nullable()
  .catch(null);
// Read loosely: odd candles are the history's business (cleanDailyCloses), never a reason to lose the price.
const candles = z
  .object({ quote: z.array(z.object({ close: z.array(z.unknown()).nullish() }).passthrough()).nullish() })
  .passthrough()
  .nullish()
  .catch(null);

const chartBody = z.object({
  chart: z.object({
    result: z
      .array(
        z.object({
          meta: z.object({
            // Optional here so that "no price" is told apart from "not a chart response".
            regularMarketPrice: z.number().nullish(),
            regularMarketTime: z.number().nullish(),
          }),
          events: z
            .object({ dividends: z.record(z.string(), dividend).optional(), splits: z.record(z.string(), split).nullish().catch(null) })
            .nullish(),
          timestamp: z.array(z.unknown()).nullish().catch(null),
          indicators: candles,
        }),
      )
      .nullish(),
    error: z.object({ code: z.string(), description: z.string().nullish() }).nullish(),
  }),
});

/**
 * Turns one HTTP answer (already known not to be a 429 or 5xx) into a Quote, or throws the
 * MarketDataError that says why not. `symbol` is the stored code, used in messages.
 */
export function parseChartResponse(symbol: string, status: number, text: string): Quote {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw invalid(status, marketDataMessages.malformed(symbol));
  }
  const parsed = chartBody.safeParse(json);
  if (!parsed.success) throw invalid(status, marketDataMessages.malformed(symbol));

  const { result, error } = parsed.data.chart;
  if (error?.code === "Not Found") throw new MarketDataError("unknown-symbol", marketDataMessages.unknownSymbol(symbol));
  if (status < 200 || status >= 300) throw new MarketDataError("unavailable", marketDataMessages.unavailable(`HTTP ${status}`));

  const first = result?.[0];
  const price = first?.meta.regularMarketPrice;
  const time = first?.meta.regularMarketTime;
  // Never store 0, a negative or a time-less price: keeping the old one is better than a wrong one.
  if (!first || typeof price !== "number" || !(price > 0) || typeof time !== "number" || !(time > 0)) {
    throw new MarketDataError("invalid-response", marketDataMessages.noPrice(symbol));
  }
  const dividends = Object.values(first.events?.dividends ?? {}).map((d) => ({
    date: new Date(d.date * 1000),
    amount: d.amount,
  }));
  return {
    symbol,
    price,
    time: new Date(time * 1000),
    dividends,
    splits: splitsOf(first.events?.splits),
    bars: dailyBars(first.timestamp, first.indicators?.quote?.[0]?.close),
  };
}

/**
 * The splits as sent: numerator and denominator, else the "2:1" of splitRatio. One whose ratio cannot
 * be read is left out; whether a ratio is sound (positive, not 1:1) is the history's business.
 */
function splitsOf(splits: Record<string, z.infer<typeof split>> | null | undefined): ProviderSplit[] {
  const read: ProviderSplit[] = [];
  for (const entry of Object.values(splits ?? {})) {
    if (!entry || !Number.isFinite(entry.date)) continue;
    const ratio = /^\s*([\d.]+)\s*[:/]\s*([\d.]+)\s*$/.exec(entry.splitRatio ?? "");
    const numerator = entry.numerator ?? (ratio ? Number(ratio[1]) : Number.NaN);
    const denominator = entry.denominator ?? (ratio ? Number(ratio[2]) : Number.NaN);
    if (Number.isNaN(numerator) || Number.isNaN(denominator)) continue;
    read.push({ date: new Date(entry.date * 1000), numerator, denominator });
  }
  return read;
}

/**
 * Pairs each bar time with its close. A close that is not a number (a string, a boolean) is sent on as
 * NaN, so it is refused and logged as bad data rather than taken for a quiet day; a bar without a
 * usable time is dropped.
 */
function dailyBars(times: unknown[] | null | undefined, closes: unknown[] | null | undefined): ProviderBar[] {
  if (!times || !closes) return [];
  const bars: ProviderBar[] = [];
  const count = Math.min(times.length, closes.length);
  for (let i = 0; i < count; i++) {
    const time = times[i];
    if (typeof time !== "number" || !Number.isFinite(time)) continue;
    const close = closes[i];
    bars.push({
      time: new Date(time * 1000),
      close: close === null || close === undefined ? null : typeof close === "number" ? close : Number.NaN,
    });
  }
  return bars;
}

/** A body we cannot read: on an error status it says more about the server than about the symbol. */
function invalid(status: number, message: string) {
  return status >= 200 && status < 300
    ? new MarketDataError("invalid-response", message)
    : new MarketDataError("unavailable", marketDataMessages.unavailable(`HTTP ${status}`));
}
