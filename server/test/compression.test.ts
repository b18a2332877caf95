// Bytes over the wire: API JSON leaves brotli- or gzip-compressed by Accept-Encoding above the
// threshold, and the built files go out as the brotli or gzip copies the build wrote beside them,
// with Content-Encoding, Vary and (for hashed assets) the year-long immutable cache.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import express, { type Express } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPRESSION_THRESHOLD_BYTES } from "@shared/constants";
import { precompressDir } from "../../scripts/precompress.mjs";
import { compressResponses } from "../middleware/compression";
import { insertStock } from "./support/factories";
import { sessionCookie, startTestApp, type TestApp } from "./support/test-app";

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body exactly as it crossed the wire (still encoded). */
  body: Buffer;
}

let t: TestApp;
let server: http.Server;
let port: number;
let staticDir: string;
let cookie: string;
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, label: "row number ${i}" }`).join(", ")}];\n`;

/**
 * A GET with exactly the headers given (to `port`, the app's, unless another is named): no
 * client-side decoding, so sizes and encodings are what was sent.
 */
function rawGet(pathname: string, headers: Record<string, string> = {}, toPort = port): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port: toPort, path: pathname, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
  });
}

const decode = (res: RawResponse) =>
  res.headers["content-encoding"] === "br"
    ? zlib.brotliDecompressSync(res.body)
    : res.headers["content-encoding"] === "gzip"
      ? zlib.gunzipSync(res.body)
      : res.body;

/** The session cookie of a fresh sign-in at the app under test. */
const signInAs = (email: string) => sessionCookie(`http://127.0.0.1:${port}`, email);

const varyList = (res: RawResponse) => String(res.headers.vary ?? "").toLowerCase();

function listen(app: Express): Promise<http.Server> {
  return new Promise((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
}

beforeAll(async () => {
  // A built SPA in miniature: index.html, a hashed script and a small icon file, then the build's
  // own precompression step over it.
  staticDir = mkdtempSync(path.join(os.tmpdir(), "asx-static-"));
  mkdirSync(path.join(staticDir, "assets"));
  writeFileSync(path.join(staticDir, "index.html"), `<!doctype html><title>ASX</title>${"<!-- shell -->".repeat(200)}`);
  writeFileSync(path.join(staticDir, "assets", "index-Ab12Cd34.js"), SCRIPT);
  writeFileSync(path.join(staticDir, "assets", "tiny-Zz99.css"), "body{margin:0}");
  await precompressDir(staticDir);

  t = await startTestApp({ staticDir });
  server = await listen(t.app);
  port = (server.address() as AddressInfo).port;

  const user = await t.createUser();
  for (let i = 0; i < 60; i++)
    await insertStock(t.db, { userId: user.id, symbol: `S${i}`, name: `Sample Company ${i} Limited`, isPortfolio: true });
  cookie = await signInAs(user.email);
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

describe("API responses", () => {
  it("sends JSON above the threshold brotli-compressed to a browser, with Vary: Accept-Encoding", async () => {
    const res = await rawGet("/api/portfolio?isPortfolio=true", { cookie, "accept-encoding": "gzip, deflate, br, zstd" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(varyList(res)).toContain("accept-encoding");
    const json = decode(res);
    expect(json.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(res.body.length).toBeLessThan(json.length / 4);
    const stocks = JSON.parse(json.toString("utf8")) as { symbol: string }[];
    expect(stocks).toHaveLength(60);
  });

  it("packs answers at brotli quality 5, the portfolio's and a stock's history alike", async () => {
    const quality5 = (json: Buffer) => zlib.brotliCompressSync(json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    const portfolio = await rawGet("/api/portfolio?isPortfolio=true", { cookie, "accept-encoding": "br" });
    expect(portfolio.body.equals(quality5(decode(portfolio)))).toBe(true);
    const user = await t.createUser();
    const stock = await insertStock(t.db, { userId: user.id, symbol: "QLT", name: "Quality Limited", isPortfolio: true });
    await t.pool.query(
      "insert into price_history (symbol, trade_date, close) select 'QLT', date '2020-01-01' + d, 10 + d / 100.0 from generate_series(0, 299) d",
    );
    const history = await rawGet(`/api/stocks/${stock.id}/history`, { cookie: await signInAs(user.email), "accept-encoding": "br" });
    expect(history.headers["content-encoding"]).toBe("br");
    expect(history.body.equals(quality5(decode(history)))).toBe(true);
  });

  it("sends gzip to a client that takes only gzip, and plain JSON to one that takes nothing", async () => {
    const gzip = await rawGet("/api/portfolio?isPortfolio=true", { cookie, "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const plain = await rawGet("/api/portfolio?isPortfolio=true", { cookie });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(decode(gzip).equals(plain.body)).toBe(true);
  });

  it("leaves a response below the threshold uncompressed", async () => {
    const res = await rawGet("/api/auth/me", { cookie, "accept-encoding": "br, gzip" });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(res.headers["content-encoding"]).toBeUndefined();
  });

  it("marks API answers no-store, so the browser's disk cache never holds a user's data", async () => {
    const res = await rawGet("/api/portfolio?isPortfolio=true", { cookie, "accept-encoding": "br" });
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});

describe("built files", () => {
  it("serves a hashed script as its brotli copy with the script's type, Vary and the immutable year-long cache", async () => {
    const res = await rawGet("/assets/index-Ab12Cd34.js", { "accept-encoding": "gzip, deflate, br" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/^text\/javascript|^application\/javascript/);
    expect(varyList(res)).toContain("accept-encoding");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(decode(res).toString("utf8")).toBe(SCRIPT);
    expect(res.body.length).toBeLessThan(SCRIPT.length / 4);
  });

  it("falls back to gzip, then to the plain file, by what the client accepts (q-values respected)", async () => {
    const gzip = await rawGet("/assets/index-Ab12Cd34.js", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(decode(gzip).toString("utf8")).toBe(SCRIPT);
    const preferGzip = await rawGet("/assets/index-Ab12Cd34.js", { "accept-encoding": "br;q=0.2, gzip;q=0.9" });
    expect(preferGzip.headers["content-encoding"]).toBe("gzip");
    const refused = await rawGet("/assets/index-Ab12Cd34.js", { "accept-encoding": "br;q=0, gzip;q=0" });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.body.toString("utf8")).toBe(SCRIPT);
    expect(varyList(refused)).toContain("accept-encoding");
  });

  it("serves a file too small to compress as it is", async () => {
    const res = await rawGet("/assets/tiny-Zz99.css", { "accept-encoding": "br, gzip" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.body.toString("utf8")).toBe("body{margin:0}");
  });

  it("serves the SPA shell for client-side routes compressed and always revalidated", async () => {
    const res = await rawGet("/sectors", { "accept-encoding": "br" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(decode(res).toString("utf8")).toContain("<title>ASX</title>");
  });

  it("answers 404 for a missing asset and never hands out the encoded copies by their own names", async () => {
    expect((await rawGet("/assets/missing-123.js", { "accept-encoding": "br" })).status).toBe(404);
    const direct = await rawGet("/assets/index-Ab12Cd34.js.br");
    expect(direct.status).toBe(404);
    const escape = await rawGet("/assets/..%2f..%2fetc%2fpasswd", { "accept-encoding": "br" });
    expect(escape.status).toBe(404);
  });
});

describe("responses that must flush as they are written", () => {
  it("never compresses an event stream or a no-transform answer, while the same middleware compresses JSON", async () => {
    const big = "x".repeat(COMPRESSION_THRESHOLD_BYTES * 4);
    const app = express();
    app.use(compressResponses());
    app.get("/events", (_req, res) => {
      res.setHeader("Content-Type", "text/event-stream");
      res.flushHeaders();
      res.write(`data: ${big}\n\n`);
      res.end();
    });
    app.get("/untouched", (_req, res) => {
      res.setHeader("Cache-Control", "no-transform");
      res.json({ big });
    });
    app.get("/json", (_req, res) => res.json({ big }));
    const own = await listen(app);
    const ownPort = (own.address() as AddressInfo).port;
    try {
      const events = await rawGet("/events", { "accept-encoding": "br, gzip" }, ownPort);
      expect(events.headers["content-encoding"]).toBeUndefined();
      expect(events.body.toString("utf8")).toBe(`data: ${big}\n\n`);
      const untouched = await rawGet("/untouched", { "accept-encoding": "br, gzip" }, ownPort);
      expect(untouched.headers["content-encoding"]).toBeUndefined();
      const json = await rawGet("/json", { "accept-encoding": "br, gzip" }, ownPort);
      expect(json.headers["content-encoding"]).toBe("br");
    } finally {
      own.closeAllConnections();
      await new Promise((resolve) => own.close(resolve));
    }
  });
});
