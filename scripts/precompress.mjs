// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the built SPA, at the
// strongest settings: they are made once per build and served to every visitor
// (server/middleware/precompressed-static.ts). Files under 1 kB stay as they are, and so does a copy
// that would not be smaller. See docs/decisions/021-phone-pwa-compression.md.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/;
const MIN_BYTES = 1024;

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

/** Compresses every eligible file under `dir`; returns the files written. */
export async function precompressDir(dir) {
  const written = [];
  const files = filesUnder(dir).filter((file) => COMPRESSIBLE.test(file) && statSync(file).size >= MIN_BYTES);
  await Promise.all(
    files.map(async (file) => {
      const source = readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      for (const [suffix, body] of [
        [".br", br],
        [".gz", gz],
      ]) {
        if (body.length >= source.length) continue;
        writeFileSync(file + suffix, body);
        written.push(file + suffix);
      }
    }),
  );
  return written;
}
