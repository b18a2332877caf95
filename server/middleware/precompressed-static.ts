// The built SPA's files with the encodings written at build time (scripts/precompress.mjs): a
// request whose Accept-Encoding takes brotli gets `file.br`, else gzip gets `file.gz`, else the file
// itself, each with the original file's Content-Type, `Content-Encoding` and
// `Vary: Accept-Encoding`. Nothing is compressed per request, so a 200 kB script costs no CPU.
// See docs/decisions/021-phone-pwa-compression.md.
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import type { NextFunction, Request, RequestHandler, Response } from "express";

/** Preference order on a tie; each entry is the suffix the build writes. */
const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

/** Hashed file names never change content: a year, and no revalidation. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Everything else (index.html, sw.js, the manifest, icons): always revalidated. */
export const REVALIDATE = "no-cache";

/**
 * The encoding to send: the highest q-value among those with a file on disk, brotli first on a tie
 * (browsers list gzip first but take either). Null for identity.
 */
export function chooseEncoding(header: string | undefined, available: (suffix: string) => boolean) {
  const q = new Map<string, number>();
  for (const part of (header ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  let best: (typeof ENCODINGS)[number] | null = null;
  let bestQ = 0;
  for (const encoding of ENCODINGS) {
    const weight = q.get(encoding.name) ?? q.get("*") ?? 0;
    if (weight > bestQ && available(encoding.suffix)) {
      best = encoding;
      bestQ = weight;
    }
  }
  return best;
}

/** Sends `file` (which exists) in the best encoding the client takes. */
export function sendPrecompressed(req: Request, res: Response, next: NextFunction, file: string, cacheControl: string) {
  const hasEncoded = ENCODINGS.some(({ suffix }) => existsSync(file + suffix));
  const encoding = hasEncoded ? chooseEncoding(req.get("accept-encoding"), (suffix) => existsSync(file + suffix)) : null;
  // The answer for a file with encoded copies depends on Accept-Encoding, the plain answer too.
  if (hasEncoded) res.vary("Accept-Encoding");
  res.setHeader("Cache-Control", cacheControl);
  res.type(path.extname(file));
  if (encoding) res.setHeader("Content-Encoding", encoding.name);
  res.sendFile(encoding ? file + encoding.suffix : file, { cacheControl: false, dotfiles: "deny" }, (error) => {
    if (error && !res.headersSent) next(error);
  });
}

/** The file under `root` that the URL path names, or null when it is outside root or not a file. */
function fileFor(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes("\0")) return null;
  const file = path.join(root, path.normalize(decoded));
  if (!file.startsWith(root + path.sep)) return null;
  try {
    return statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

/**
 * Serves files under `root`. Requests for a missing file (or the encoded copies themselves) go on
 * to `next`, so the SPA fallback or a 404 handler answers them.
 */
export function precompressedStatic(root: string, cacheControl: string): RequestHandler {
  const base = path.resolve(root);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = fileFor(base, req.path);
    if (!file || file.endsWith(".br") || file.endsWith(".gz")) return next();
    sendPrecompressed(req, res, next, file, cacheControl);
  };
}
