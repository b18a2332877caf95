// `npm run build`: the SPA with Vite into dist/public (with its service worker and web app
// manifest, and a brotli and a gzip copy of each text file), the server bundled with esbuild into
// dist/server (npm packages stay external and load from node_modules).
import { writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { build as esbuild } from "esbuild";
import { build as viteBuild } from "vite";
import { precompressDir } from "./precompress.mjs";

const root = path.resolve(import.meta.dirname, "..");

export async function buildAll({ quiet = false } = {}) {
  // Vite picks React's development build when NODE_ENV says so (vitest sets "test"); the product is
  // always the production build, whoever asks for it.
  const callerNodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await viteBuild({ configFile: path.join(root, "vite.config.ts"), mode: "production", logLevel: quiet ? "warn" : "info" });
  } finally {
    if (callerNodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = callerNodeEnv;
  }
  // Brotli and gzip copies of the SPA's text files, served by server/middleware/precompressed-static.ts.
  await precompressDir(path.join(root, "dist/public"));
  await buildServer({ outdir: path.join(root, "dist/server"), quiet });
  mkdirSync(path.join(root, "dist"), { recursive: true });
  writeFileSync(path.join(root, "dist/.build-stamp"), new Date().toISOString() + "\n");
}

/**
 * The server bundle alone (the stress tests build one of their own, away from dist/): index.js and,
 * beside it, the parse worker's entry (server/parsers/off-thread.ts finds it there).
 */
export async function buildServer({ outdir, quiet = false }) {
  await esbuild({
    entryPoints: { index: path.join(root, "server/index.ts"), "parse-worker": path.join(root, "server/parsers/parse-worker.ts") },
    outdir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: true,
    tsconfig: path.join(root, "tsconfig.json"),
    logLevel: quiet ? "warning" : "info",
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildAll();
}
