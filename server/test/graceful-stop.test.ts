// The real server process (server/index.ts) stopping (docs/decisions/022): on SIGTERM a request in
// flight finishes with 200 while new connections are refused, then the process exits 0 with its
// embedded PostgreSQL stopped; a request that outlives the grace period is cut, and the stop is just
// as clean; a Ctrl+C that reaches it twice at once (terminal and npm) counts once, and a second
// Ctrl+C stops at once. The request kept in flight is a price refresh whose market-data answer the
// test holds back (server/test/support/market-data-server.ts, cases "held" and "hang").
import http from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPEATED_SIGNAL_MS } from "../shutdown";
import { startMarketDataServer, type MarketDataServer } from "./support/market-data-server";
import { readPostmasterPid, startServer, type ServerProcess } from "./support/server-process";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "asx-stop-"));
const EMAIL = "owner@example.com";
const PASSWORD = "correct-horse-9";
let market: MarketDataServer;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  market = await startMarketDataServer();
});
afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill("SIGKILL");
  await market.close();
  const pid = readPostmasterPid(dataDir);
  if (pid)
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      /* already gone */
    }
  rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  body: string;
  cookie?: string;
}

/** One request on a connection of its own (no keep-alive pool), so "refused" means a new connection was refused. */
function send(url: string, method: string, options: { cookie?: string; body?: unknown } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method,
      agent: false,
      headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...(options.body ? { "content-type": "application/json" } : {}) },
    });
    req.on("response", (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, body, cookie: res.headers["set-cookie"]?.map((c) => c.split(";")[0]).join("; ") }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(options.body ? JSON.stringify(options.body) : undefined);
  });
}

/** A running app with a signed-in owner and a stock whose price refresh the market data holds back. */
async function appWithHeldRefresh(env: Record<string, string> = {}) {
  const server = startServer(dataDir, { MARKET_DATA_BASE_URL: market.url, ...env });
  servers.push(server);
  const url = await server.listening;
  await send(`${url}/api/auth/register`, "POST", { body: { email: EMAIL, password: PASSWORD } });
  const login = await send(`${url}/api/auth/login`, "POST", { body: { email: EMAIL, password: PASSWORD } });
  expect(login.status, login.body).toBe(200);
  const cookie = login.cookie!;
  const stocks = JSON.parse((await send(`${url}/api/stocks`, "GET", { cookie })).body) as { id: string; symbol: string }[];
  const held =
    stocks.find((s) => s.symbol === "HOLD") ??
    JSON.parse((await send(`${url}/api/stocks`, "POST", { cookie, body: { symbol: "HOLD", name: "Held Ltd", lastPrice: 1 } })).body);
  const before = market.count("HOLD");
  const refresh = send(`${url}/api/stocks/${held.id}/refresh`, "POST", { cookie });
  refresh.catch(() => {}); // awaited by the test
  // In flight: the app has asked the market data and is waiting for the answer.
  while (market.count("HOLD") === before) await new Promise((r) => setTimeout(r, 20));
  return { server, url, refresh };
}

/**
 * Opens new connections until one is refused, and answers how the last attempt ended. A connection
 * accepted in the moment before the listener closed is reset (it was idle), so resets are retried.
 */
async function refusesNewConnections(url: string): Promise<string> {
  let outcome = "";
  for (let attempt = 0; attempt < 500 && outcome !== "ECONNREFUSED"; attempt++) {
    try {
      outcome = String((await send(`${url}/api/health`, "GET")).status);
    } catch (error) {
      outcome = (error as NodeJS.ErrnoException).code ?? String(error);
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return outcome;
}

describe("stopping the server process", () => {
  it("finishes a request in flight with 200 after SIGTERM, refuses new connections, exits 0 and stops PostgreSQL", async () => {
    const { server, url, refresh } = await appWithHeldRefresh();
    let settled = false;
    refresh.then(
      () => (settled = true),
      () => (settled = true),
    );
    server.child.kill("SIGTERM");

    expect(await refusesNewConnections(url)).toBe("ECONNREFUSED");
    // Still waiting for its request: neither answered nor stopped.
    expect(settled).toBe(false);
    expect(server.child.exitCode).toBeNull();
    expect(readPostmasterPid(dataDir)).not.toBeNull();

    market.release();
    const answer = await refresh;
    expect(answer.status, answer.body).toBe(200);
    expect(await server.exited).toBe(0);
    expect(readPostmasterPid(dataDir)).toBeNull();
    expect(server.output()).toMatch(/Shutting down: no new connections; finishing the requests in flight/);
    expect(server.output()).toMatch(/"msg":"Stopped"/);
  }, 90_000);

  it("cuts a request that outlives the grace period, and still exits 0 with PostgreSQL stopped", async () => {
    // A market that never answers (the release above is spent: use the symbol that hangs).
    const server = startServer(dataDir, { MARKET_DATA_BASE_URL: market.url, SHUTDOWN_GRACE_MS: "300" });
    servers.push(server);
    const url = await server.listening;
    const login = await send(`${url}/api/auth/login`, "POST", { body: { email: EMAIL, password: PASSWORD } });
    const cookie = login.cookie!;
    const slow = JSON.parse(
      (await send(`${url}/api/stocks`, "POST", { cookie, body: { symbol: "SLOW", name: "Slow Ltd", lastPrice: 1 } })).body,
    );
    const before = market.count("SLOW");
    const refresh = send(`${url}/api/stocks/${slow.id}/refresh`, "POST", { cookie });
    while (market.count("SLOW") === before) await new Promise((r) => setTimeout(r, 20));

    server.child.kill("SIGTERM");
    await expect(refresh).rejects.toMatchObject({ code: "ECONNRESET" });
    expect(await server.exited).toBe(0);
    expect(readPostmasterPid(dataDir)).toBeNull();
    expect(server.output()).toMatch(/"reason":"timed out","requests":1,"msg":"Stopping without waiting for the requests still running"/);
  }, 90_000);

  it("takes a Ctrl+C that arrives twice at once (the terminal's, and npm's passing it on) as one; a second Ctrl+C stops at once", async () => {
    const server = startServer(dataDir, { MARKET_DATA_BASE_URL: market.url, SHUTDOWN_GRACE_MS: "600000" });
    servers.push(server);
    const url = await server.listening;
    const login = await send(`${url}/api/auth/login`, "POST", { body: { email: EMAIL, password: PASSWORD } });
    const stocks = JSON.parse((await send(`${url}/api/stocks`, "GET", { cookie: login.cookie })).body) as { id: string; symbol: string }[];
    const slow = stocks.find((s) => s.symbol === "SLOW")!;
    const before = market.count("SLOW");
    const refresh = send(`${url}/api/stocks/${slow.id}/refresh`, "POST", { cookie: login.cookie });
    let settled = false;
    refresh.then(
      () => (settled = true),
      () => (settled = true),
    );
    while (market.count("SLOW") === before) await new Promise((r) => setTimeout(r, 20));

    // Under `npm start` one Ctrl+C reaches the app twice, from the terminal and from npm a few
    // milliseconds later. The second is sent once the first has been taken (two sent at once may
    // merge into one pending signal).
    server.child.kill("SIGINT");
    while (!/Shutting down/.test(server.output())) await new Promise((r) => setTimeout(r, 5));
    server.child.kill("SIGINT");
    expect(await refusesNewConnections(url)).toBe("ECONNREFUSED");
    await new Promise((r) => setTimeout(r, REPEATED_SIGNAL_MS + 200));
    // Still waiting for the request in flight: the echo did not cut the wait short.
    expect(server.child.exitCode).toBeNull();
    expect(settled).toBe(false);
    expect(server.output()).not.toMatch(/"reason":"cut short"/);

    server.child.kill("SIGINT");
    expect(await server.exited).toBe(0);
    expect(readPostmasterPid(dataDir)).toBeNull();
    expect(server.output()).toMatch(/"reason":"cut short"/);
  }, 90_000);
});
