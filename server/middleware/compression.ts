// API responses leave compressed: brotli or gzip, whichever the client's Accept-Encoding prefers
// (brotli on a tie), above a small threshold. The `compression` package negotiates, sets
// Content-Encoding and adds `Vary: Accept-Encoding`. A response that must reach the client as it is
// written (an event stream, or anything marked `Cache-Control: no-transform`) is never compressed:
// a compressor holds bytes back until it has enough to pack. Built assets are compressed at build
// time instead (precompressed-static.ts). See docs/decisions/021-phone-pwa-compression.md.
import compression from "compression";
import type { Request, Response } from "express";
import { COMPRESSION_THRESHOLD_BYTES } from "@shared/constants";

function isStream(res: Response): boolean {
  const type = String(res.getHeader("Content-Type") ?? "");
  return type.startsWith("text/event-stream");
}

export function compressResponses() {
  return compression({
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // no-transform is honoured by compression itself; event streams are refused here.
    filter: (req: Request, res: Response) => !isStream(res) && compression.filter(req, res),
  });
}
