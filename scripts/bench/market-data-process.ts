// The refresh-all figure's provider, in a process of its own: the local Yahoo-format server
// (server/test/support/market-data-server.ts) with the options it is given as JSON in argv[2].
// Answering 2,000 five-year charts takes CPU; in the bench's own process that work would land on
// the app's event loop, which a real provider's never does. It reports its URL once listening and
// its request count when asked (IPC).
import { startMarketDataServer, type MarketDataServerOptions } from "../../server/test/support/market-data-server";

const options = JSON.parse(process.argv[2] ?? "{}") as MarketDataServerOptions;
const server = await startMarketDataServer({ ...options, marketTime: () => new Date() });
process.send?.({ type: "ready", url: server.url });
// The bench gone (finished or killed): nothing is left to answer.
process.on("disconnect", () => process.exit(0));
process.on("message", (message: { type: string }) => {
  if (message.type === "count") process.send?.({ type: "count", requests: server.requests.length });
  if (message.type === "stop") void server.close().then(() => process.exit(0));
});
