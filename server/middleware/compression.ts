// API responses leave compressed: brotli or gzip, whichever the client's Accept-Encoding prefers
// (brotli on a tie), above a small threshold. The `compression` package negotiates, sets
// Content-Encoding and adds `Vary: Accept-Encoding`. A response that must reach the client as it is
// written (an event stream, or anything marked `Cache-Control: no-transform`) is never compressed:
// a compressor holds bytes back until it has enough to pack. Built assets are compressed at build
// time instead (precompressed-static.ts). See docs/decisions/021-phone-pwa-compression.md.
import zlib from "node:zlib";
import compression from "compression";
import Negotiator from "negotiator";
import type { Request, RequestHandler, Response } from "express";
import { COMPRESSION_THRESHOLD_BYTES } from "@shared/constants";

function isStream(res: Response): boolean {
  const type = String(res.getHeader("Content-Type") ?? "");
  return type.startsWith("text/event-stream");
}

/**
 * Brotli quality by answer. The portfolio read is the one answer that runs to megabytes (1.8 MB for
 * the whole ASX): there quality 5, from which brotli models each byte's context, packs its columns
 * of prices about 7 % tighter than 4 (259 → 240 kB) for about 10 ms more of one core
 * (docs/decisions/023-portfolio-payload-and-first-paint.md). Every other answer is tens of kilobytes,
 * where the time counts more than the last bytes: quality 1 packs a stock's five-year history
 * (55 kB) to about 9 kB, a kilobyte more than quality 3, in about 0.25 ms less of the request
 * (0.28 against 0.54 ms in place; the history read's ratio to its raw SQL 1.80 → 1.66 in paired lab
 * runs), about the size gzip reaches at its default level in a fifth of its time (0.11 against 0.58 ms
 * alone; docs/performance.md, issue #13).
 */
const BULK_BROTLI_QUALITY = 5;
const BROTLI_QUALITY = 1;
const BULK_PATHS = ["/portfolio"];

function compressor(quality: number) {
  return compression({
    threshold: COMPRESSION_THRESHOLD_BYTES,
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } },
    // no-transform is honoured by compression itself; event streams are refused here.
    filter: (req: Request, res: Response) => !isStream(res) && compression.filter(req, res),
  });
}

/** Mounted at /api: `req.path` is the path below it. */
export function compressResponses(): RequestHandler {
  const bulk = compressor(BULK_BROTLI_QUALITY);
  const usual = compressor(BROTLI_QUALITY);
  return (req, res, next) => (isBulkAnswer(req) ? bulk : usual)(req, res, next);
}

/**
 * Whether the answer is one of BULK_PATHS, by its path below /api. Read from originalUrl, which is
 * the same in the middleware and in a route of any nested router (where req.path is the router's).
 */
function isBulkAnswer(req: Request): boolean {
  return BULK_PATHS.includes(req.originalUrl.split("?")[0].replace(/^\/api(?=\/)/, ""));
}

/**
 * Answers up to this size that a route holds whole (its JSON) are compressed in one synchronous call
 * (sendJson). Above it, the middleware's stream compresses on libuv's thread pool, as the portfolio's
 * 1.8 MB needs: one call there would hold the event loop for some 15 ms.
 */
const ONE_SHOT_MAX_BYTES = 256 * 1024;
/** The middleware's own choice: brotli, then gzip, whenever the client ranks them equal. */
const ENCODINGS = ["br", "gzip", "deflate", "identity"];
const PREFERRED = { preferred: ["br", "gzip"] };
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

function oneShotEncoding(req: Request, res: Response, bytes: number): "br" | "gzip" | undefined {
  if (bytes < COMPRESSION_THRESHOLD_BYTES || req.method === "HEAD") return undefined;
  if (NO_TRANSFORM.test(String(res.getHeader("Cache-Control") ?? ""))) return undefined;
  const chosen = new Negotiator(req).encoding(ENCODINGS, PREFERRED);
  return chosen === "br" || chosen === "gzip" ? chosen : undefined;
}

/**
 * Sends a route's JSON answer. One that is whole in memory and at most ONE_SHOT_MAX_BYTES is
 * compressed here in a single call, with the encoding, quality and headers the middleware would
 * have used: a stream's per-chunk work costs more than the compression itself at these sizes (a
 * stock's five-year history, 55 kB: about 0.65 ms through the stream, 0.25 ms in one call;
 * docs/performance.md). The middleware sees the Content-Encoding and leaves the answer alone;
 * anything else (a larger answer, deflate, no-transform) still goes through it.
 */
export function sendJson(req: Request, res: Response, status: number, text: string) {
  res.status(status).type("application/json");
  // A UTF-8 body is never shorter than its string: a long answer goes to the stream unencoded here.
  const body = text.length <= ONE_SHOT_MAX_BYTES ? Buffer.from(text) : undefined;
  const encoding = body && body.length <= ONE_SHOT_MAX_BYTES ? oneShotEncoding(req, res, body.length) : undefined;
  if (!body || !encoding) {
    res.send(body ?? text);
    return;
  }
  res.vary("Accept-Encoding");
  res.setHeader("Content-Encoding", encoding);
  res.send(
    encoding === "br"
      ? zlib.brotliCompressSync(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: isBulkAnswer(req) ? BULK_BROTLI_QUALITY : BROTLI_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : zlib.gzipSync(body),
  );
}
