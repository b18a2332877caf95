// API responses leave compressed: brotli or gzip, whichever the client's Accept-Encoding prefers
// (brotli on a tie), above a small threshold. The `compression` package negotiates, sets
// Content-Encoding and adds `Vary: Accept-Encoding`. A response that must reach the client as it is
// written (an event stream, or anything marked `Cache-Control: no-transform`) is never compressed:
// a compressor holds bytes back until it has enough to pack. Built assets are compressed at build
// time instead (precompressed-static.ts). See docs/decisions/021-phone-pwa-compression.md.
import { constants as zlib } from "node:zlib";
import compression from "compression";
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
 * where that model costs more time than the bytes it saves are worth: quality 3 packs a stock's
 * five-year history (55 kB) within 1 % of quality 4 in 60 % of the time, and answers it in about
 * 1.3 ms less than quality 5 did (docs/performance.md, issue #13).
 */
const BULK_BROTLI_QUALITY = 5;
const BROTLI_QUALITY = 3;
const BULK_PATHS = ["/portfolio"];

function compressor(quality: number) {
  return compression({
    threshold: COMPRESSION_THRESHOLD_BYTES,
    brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: quality } },
    // no-transform is honoured by compression itself; event streams are refused here.
    filter: (req: Request, res: Response) => !isStream(res) && compression.filter(req, res),
  });
}

/** Mounted at /api: `req.path` is the path below it. */
export function compressResponses(): RequestHandler {
  const bulk = compressor(BULK_BROTLI_QUALITY);
  const usual = compressor(BROTLI_QUALITY);
  return (req, res, next) => (BULK_PATHS.includes(req.path) ? bulk : usual)(req, res, next);
}
