// Reads parser fixtures for the tests (server/parsers/fixtures/<source>/{ok,not-ok}/…). Text is read
// byte-faithfully: a BOM, CRLF line endings and NBSPs are part of what each fixture tests.
import fs from "node:fs";
import path from "node:path";

export const FIXTURES_DIR = path.join(import.meta.dirname, "fixtures");

export function fixtureText(relativePath: string): string {
  return fs.readFileSync(path.join(FIXTURES_DIR, relativePath), "utf8");
}

export function fixtureBytes(relativePath: string): Buffer {
  return fs.readFileSync(path.join(FIXTURES_DIR, relativePath));
}

/** Every file under the ok/ and not-ok/ folders, as "<source>/<folder>/<name>". */
export function listFixtures(): string[] {
  return fs
    .readdirSync(FIXTURES_DIR, { recursive: true, encoding: "utf8" })
    .map((entry) => entry.split(path.sep).join("/"))
    .filter((entry) => /^[^/]+\/(ok|not-ok)\/[^/]+$/.test(entry))
    .sort();
}
