// API responses leave compressed: brotli or gzip, whichever the client's Accept-Encoding prefers
// (brotli on a tie), above a small threshold. The `compression` package negotiates, sets
// Content-Encoding and adds `Vary: Accept-Encoding`. A response that must reach the client as it is
// written (an event stream, or anything marked `Cache-Control: no-transform`) is never compressed:
// a compressor holds bytes back until it has enough to pack. Built assets are compressed at build
// time instead (precompressed-static.ts). See docs/decisions/021-phone-pwa-compression.md.
import zlib from "node:zlib";
import compression from "compression";
import type { Request, RequestHandler, Response } from "express";
import { COMPRESSION_THRESHOLD_BYTES } from "@shared/constants";

/**
 * Brotli quality 5 rather than the package's 4: from 5 on brotli models each byte's context, which
 * packs the whole-ASX portfolio read's columns of prices about 7 % tighter (259 → 240 kB, under the
 * 250 kB of portfolio_transfer_kb) for about 10 ms more of one core
 * (docs/decisions/023-portfolio-payload-and-first-paint.md).
 */
const BROTLI_QUALITY = 5;

function isStream(res: Response): boolean {
  const type = String(res.getHeader("Content-Type") ?? "");
  return type.startsWith("text/event-stream");
}

export function compressResponses(): RequestHandler {
  return compression({
    threshold: COMPRESSION_THRESHOLD_BYTES,
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    // no-transform is honoured by compression itself; event streams are refused here.
    filter: (req: Request, res: Response) => !isStream(res) && compression.filter(req, res),
  });
}
