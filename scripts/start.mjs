// `npm start`: builds what is missing or out of date, then serves the production build (API + SPA)
// from one process. NODE_ENV defaults to production; an explicitly set NODE_ENV wins.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildIsStale } from "./build-state.mjs";

const root = path.resolve(import.meta.dirname, "..");
process.env.NODE_ENV ??= "production";

if (buildIsStale()) {
  process.stdout.write("Building the app (first run or sources changed)...\n");
  const { buildAll } = await import("./build.mjs");
  await buildAll({ quiet: true });
}
await import(pathToFileURL(path.join(root, "dist/server/index.js")).href);
