// The Yahoo chart client: one GET per symbol, a timeout per attempt, and bounded retries for
// answers that say "later" (429, 5xx). Timing is injectable so tests run in milliseconds.
import { setTimeout as delay } from "node:timers/promises";
import type { HistoryRange } from "@shared/domain/price-history";
import type { Logger } from "../logger";
import { MarketDataError, marketDataMessages, type MarketDataProvider, type Quote } from "./provider";
import { parseChartResponse } from "./yahoo-chart-schema";

export interface YahooChartOptions {
  baseUrl: string;
  /** Per attempt, including reading the body. */
  timeoutMs?: number;
  /** Retries after the first attempt, for 429 and 5xx only. */
  maxRetries?: number;
  /** First retry wait without Retry-After; doubles each retry. */
  backoffMs?: number;
  /** Longest wait; a Retry-After asking for more gives up at once rather than retry too early. */
  maxBackoffMs?: number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  logger?: Logger;
}

export const YAHOO_CHART_DEFAULTS = { timeoutMs: 10_000, maxRetries: 2, backoffMs: 1_000, maxBackoffMs: 10_000 };

// Yahoo answers the default fetch user agent with 429s more readily than a browser-like one.
const HEADERS = { Accept: "application/json", "User-Agent": "Mozilla/5.0 (compatible; asx-fair-value-dashboard)" };

/** An ASX code is asked for as `CODE.AX`; an index (`^AXJT`) as it is. */
export function chartUrl(baseUrl: string, symbol: string, range: HistoryRange = "1y"): URL {
  const code = symbol.trim().toUpperCase().replace(/\.AX$/, "");
  const yahooSymbol = code.startsWith("^") ? code : `${code}.AX`;
  const url = new URL(`v8/finance/chart/${encodeURIComponent(yahooSymbol)}`, baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`);
  // Splits too: the closes and dividends come adjusted for them, which the history undoes.
  url.search = `range=${range}&interval=1d&events=div%7Csplit`;
  return url;
}

/** Retry-After as milliseconds to wait: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, nowMs: number): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
}

const defaultSleep = (ms: number, signal?: AbortSignal) => delay(ms, undefined, { signal });

export function createYahooChartProvider(options: YahooChartOptions): MarketDataProvider {
  const { timeoutMs, maxRetries, backoffMs, maxBackoffMs } = { ...YAHOO_CHART_DEFAULTS, ...stripUndefined(options) };
  const sleep = options.sleep ?? defaultSleep;

  const cancelled = () => new MarketDataError("unavailable", marketDataMessages.unavailable("request cancelled"));

  async function attempt(url: URL, signal?: AbortSignal) {
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      const response = await fetch(url, { headers: HEADERS, signal: signal ? AbortSignal.any([timeout, signal]) : timeout });
      const text = await response.text();
      return { status: response.status, retryAfter: response.headers.get("retry-after"), text };
    } catch (error) {
      if (signal?.aborted) throw cancelled();
      if (timeout.aborted)
        throw new MarketDataError("unavailable", marketDataMessages.unavailable(`no answer within ${timeoutMs / 1000} s`));
      // fetch hides the reason (ECONNREFUSED, ENOTFOUND, "bad port") in its cause.
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const detail = cause?.code ?? cause?.message ?? (error as Error).message;
      throw new MarketDataError("unavailable", marketDataMessages.unavailable(`network error: ${detail}`));
    }
  }

  /** Milliseconds to wait before retry number `retry` (0-based), or null to give up now. */
  function retryWait(retry: number, retryAfter: string | null): number | null {
    if (retry >= maxRetries) return null;
    const asked = parseRetryAfter(retryAfter, Date.now());
    if (asked !== undefined) return asked > maxBackoffMs ? null : asked;
    return Math.min(maxBackoffMs, backoffMs * 2 ** retry);
  }

  return {
    async quote(symbol: string, signal?: AbortSignal, range?: HistoryRange): Promise<Quote> {
      const url = chartUrl(options.baseUrl, symbol, range);
      for (let retry = 0; ; retry++) {
        const { status, retryAfter, text } = await attempt(url, signal);
        if (status !== 429 && status < 500) return parseChartResponse(symbol, status, text);
        const wait = retryWait(retry, retryAfter);
        if (wait === null) {
          throw status === 429
            ? new MarketDataError("rate-limited", marketDataMessages.rateLimited)
            : new MarketDataError("unavailable", marketDataMessages.unavailable(`HTTP ${status}`));
        }
        options.logger?.debug("Market data retry", { symbol, status, waitMs: wait });
        try {
          await sleep(wait, signal);
        } catch {
          throw cancelled();
        }
      }
    },
  };
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
