// The bench's market-data provider, in a process of its own: the local Yahoo-format server
// (server/test/support/market-data-server.ts). Answering 2,000 five-year charts takes CPU; in the
// bench's own process that work would land on the app's event loop, which a real provider's never
// does. It reports its URL once listening; over IPC it takes new quotes and behaviour (delay, 429s)
// and reports its request count.
import { startMarketDataServer, type MarketDataServerOptions } from "../../server/test/support/market-data-server";

type Behaviour = Pick<MarketDataServerOptions, "delayMs" | "rateLimitEvery" | "retryAfterSeconds">;
type Message = { type: "configure"; behaviour?: Behaviour; prices?: Record<string, number> } | { type: "count" } | { type: "stop" };

// The server reads these per request, so changing them changes the next answers.
const prices: Record<string, number> = {};
const options: MarketDataServerOptions = { prices, marketTime: () => new Date() };
const server = await startMarketDataServer(options);
process.send?.({ type: "ready", url: server.url });
// The bench gone (finished or killed): nothing is left to answer.
process.on("disconnect", () => process.exit(0));
process.on("message", (message: Message) => {
  if (message.type === "configure") {
    Object.assign(options, message.behaviour ?? {});
    Object.assign(prices, message.prices ?? {});
    process.send?.({ type: "configured" });
  }
  if (message.type === "count") process.send?.({ type: "count", requests: server.requests.length });
  if (message.type === "stop") void server.close().then(() => process.exit(0));
});
