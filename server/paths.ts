import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The project root (the folder with package.json), whether running from server/ or the dist bundle. */
export function projectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

/** package.json's version: what a backup's manifest and an account export record as the app that made them. */
export function appVersion(): string {
  return (JSON.parse(readFileSync(path.join(projectRoot(), "package.json"), "utf8")) as { version: string }).version;
}
