// The server bundle as `npm start` runs it (scripts/build.mjs's buildServer), built fresh from the
// current sources into a folder of the caller's under node_modules/.cache: never dist/, which `npm
// start` and the browser tests use, and inside the project, so packages resolve and projectRoot()
// finds the migrations. No vitest import: global setups use it.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { buildServer } from "../../../scripts/build.mjs";
import { projectRoot } from "../../paths";

/** Builds the bundle into node_modules/.cache/`name`/server and returns its entry (index.js). */
export async function buildServerBundle(name: string): Promise<string> {
  const outDir = path.join(projectRoot(), "node_modules/.cache", name, "server");
  mkdirSync(outDir, { recursive: true });
  await buildServer({ outdir: outDir, quiet: true });
  return path.join(outDir, "index.js");
}
