// A Yahoo chart answer (the wire format of server/market-data/fixtures/) built from dated closes and
// dividends, for the local market-data server's `bodies`: a series a test needs day by day, such as
// a benchmark's levels in the returns' worked example. Bars are stamped 10:00 in Sydney, as Yahoo
// stamps ASX bars; adjclose is left equal to close (the app never reads it).
import { sydneyOpen } from "./market-data-bars";

export function chartBody(
  symbol: string,
  closes: readonly (readonly [date: string, close: number])[],
  dividends: readonly (readonly [date: string, amount: number])[] = [],
): string {
  const timestamp = closes.map(([date]) => sydneyOpen(date));
  const close = closes.map(([, value]) => value);
  const last = closes.at(-1);
  const events = Object.fromEntries(dividends.map(([date, amount]) => [String(sydneyOpen(date)), { amount, date: sydneyOpen(date) }]));
  return JSON.stringify({
    chart: {
      result: [
        {
          meta: {
            currency: "AUD",
            symbol,
            exchangeName: "ASX",
            instrumentType: symbol.startsWith("^") ? "INDEX" : "ETF",
            regularMarketPrice: last?.[1],
            regularMarketTime: last ? sydneyOpen(last[0]) + 6 * 3600 : undefined,
            exchangeTimezoneName: "Australia/Sydney",
            dataGranularity: "1d",
          },
          timestamp,
          ...(dividends.length > 0 ? { events: { dividends: events } } : {}),
          indicators: { quote: [{ close }], adjclose: [{ adjclose: close }] },
        },
      ],
      error: null,
    },
  });
}
