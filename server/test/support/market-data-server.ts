// A local stand-in for the Yahoo chart API: real HTTP on 127.0.0.1, the real wire format (built from
// server/market-data/fixtures/yahoo-chart-bhp.json), and one behaviour per symbol.
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

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
  | "no-price"; // 200 chart without meta.regularMarketPrice

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
}

function chartBody(symbol: string, price: number | undefined, marketTime?: Date) {
  const body = JSON.parse(FIXTURE);
  const meta = body.chart.result[0].meta;
  meta.symbol = `${symbol}.AX`;
  if (marketTime) meta.regularMarketTime = Math.floor(marketTime.getTime() / 1000);
  if (price === undefined) delete meta.regularMarketPrice;
  else meta.regularMarketPrice = price;
  return JSON.stringify(body);
}

const notFoundBody = JSON.stringify({
  chart: { result: null, error: { code: "Not Found", description: "No data found, symbol may be delisted" } },
});

export async function startMarketDataServer(options: MarketDataServerOptions = {}) {
  const cases = { ...DEFAULT_CASES, ...options.cases };
  const requests: string[] = [];
  const count = (symbol: string) => requests.filter((s) => s === symbol).length;
  const load = { inFlight: 0, peak: 0 };
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const match = /^\/v8\/finance\/chart\/([^/]+)\.AX$/.exec(url.pathname);
    const query = url.searchParams;
    if (!match || query.get("range") !== "1y" || query.get("interval") !== "1d" || query.get("events") !== "div") {
      res.writeHead(400, { "content-type": "application/json" }).end('{"chart":{"result":null,"error":{"code":"Bad Request"}}}');
      return;
    }
    const symbol = decodeURIComponent(match[1]);
    requests.push(symbol);
    load.peak = Math.max(load.peak, ++load.inFlight);
    res.on("close", () => load.inFlight--);
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    const json = (status: number, body: string, headers: Record<string, string> = {}) =>
      res.writeHead(status, { "content-type": "application/json", ...headers }).end(body);
    const ok = () => json(200, chartBody(symbol, options.prices?.[symbol] ?? FIXTURE_PRICE, options.marketTime?.()));

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
        return json(200, chartBody(symbol, undefined));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    /** Symbols requested so far, in order (retries appear once per attempt). */
    requests,
    count,
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
