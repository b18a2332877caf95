// What the rest of the server needs from a market-data source, independent of who provides it.
import type { DividendPayment } from "@shared/domain/dividend-yield";
import type { HistoryRange, ProviderBar } from "@shared/domain/price-history";

/** A split as the provider reports it: `numerator` new shares for `denominator` old ones, from the ex-date's open. */
export interface ProviderSplit {
  date: Date;
  numerator: number;
  denominator: number;
}

export interface Quote {
  /** The symbol as stored on the stock (no exchange suffix). */
  symbol: string;
  /** Last traded price; always a positive number (a quote without one is an error, never 0). */
  price: number;
  /** When the exchange last traded it: becomes the stock's lastPriceUpdatedAt. */
  time: Date;
  /**
   * Dividends the provider reports within the range asked for, per share of today (adjusted for the
   * splits after them, as the closes are).
   */
  dividends: DividendPayment[];
  /** Splits and consolidations within the range asked for: the closes and dividends before each are adjusted for it. */
  splits: ProviderSplit[];
  /** The daily bars of the range asked for, as sent: closes may be null or nonsense (see cleanDailyCloses). */
  bars: ProviderBar[];
}

/** Why a quote could not be had. The API shows the reason; the scheduler stops on "rate-limited". */
export type MarketDataFailure = "unknown-symbol" | "unavailable" | "rate-limited" | "invalid-response";

export class MarketDataError extends Error {
  constructor(
    readonly reason: MarketDataFailure,
    message: string,
  ) {
    super(message);
    this.name = "MarketDataError";
  }
}

export interface MarketDataProvider {
  /**
   * One stock's price, time, and its dividends and daily bars over `range` (default a year).
   * Rejects with MarketDataError only; `signal` cancels the request and any retry wait (shutdown).
   */
  quote(symbol: string, signal?: AbortSignal, range?: HistoryRange): Promise<Quote>;
}

export const marketDataMessages = {
  unknownSymbol: (symbol: string) => `Unknown symbol: the market-data provider has no quote for ${symbol}`,
  rateLimited: "The market-data provider is rate limiting requests; try again in a few minutes",
  unavailable: (detail: string) => `The market-data provider is unavailable (${detail})`,
  malformed: (symbol: string) => `The market-data provider sent an unreadable response for ${symbol}`,
  noPrice: (symbol: string) => `The market-data provider has no price for ${symbol}`,
};
