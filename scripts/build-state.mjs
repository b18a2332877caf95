// Whether dist/ is missing or older than any source file, so `npm start` and the browser tests
// rebuild only when they need to.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const SOURCES = [
  "client",
  "server",
  "shared",
  "package-lock.json",
  "vite.config.ts",
  "tailwind.config.ts",
  "tsconfig.json",
  "scripts/build.mjs",
  "scripts/precompress.mjs",
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === "node_modules" || entry === "test" || entry.endsWith(".test.ts") || entry.endsWith(".test.tsx")) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

export function buildIsStale() {
  const stamp = path.join(root, "dist/.build-stamp");
  if (
    !existsSync(stamp) ||
    !existsSync(path.join(root, "dist/server/index.js")) ||
    !existsSync(path.join(root, "dist/server/parse-worker.js")) ||
    !existsSync(path.join(root, "dist/public/index.html"))
  ) {
    return true;
  }
  const built = statSync(stamp).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > built);
}
