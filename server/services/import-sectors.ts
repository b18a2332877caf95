// The ASX's list of listed companies (server/data/asx-listed-companies.csv, a copy of
// shared/fixtures/asx-listed-companies.csv so the server does not depend on a sibling folder) gives a
// new stock its GICS industry group. Read once per process, on the first import that needs it.
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Logger } from "../logger";
import { projectRoot } from "../paths";

export const ASX_LIST_PATH = path.join(projectRoot(), "server/data/asx-listed-companies.csv");

/** The ASX's own placeholders for "no industry group": not sectors, so a new stock gets none. */
const NOT_A_SECTOR = new Set(["not applic", "not applicable", "class pend", "class pending"]);

/** One CSV line: fields split on commas, double-quoted fields may hold commas and "" for a quote. */
export function splitCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      fields.push(field);
      field = "";
    } else field += char;
  }
  fields.push(field);
  return fields.map((value) => value.trim());
}

/**
 * ASX code → GICS industry group. The file opens with a banner line and a blank line; the header
 * ("Company name,ASX code,GICS industry group") is found by name, so a reordered export still reads.
 */
export function parseAsxListedCompanies(text: string): Map<string, string> {
  const sectors = new Map<string, string>();
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  const headerIndex = lines.findIndex((line) => splitCsvLine(line).some((cell) => cell.toLowerCase() === "asx code"));
  if (headerIndex < 0) return sectors;
  const header = splitCsvLine(lines[headerIndex]).map((cell) => cell.toLowerCase());
  const codeColumn = header.indexOf("asx code");
  const sectorColumn = header.findIndex((cell) => cell.includes("industry group") || cell === "sector");
  if (sectorColumn < 0) return sectors;
  for (const line of lines.slice(headerIndex + 1)) {
    if (line.trim() === "") continue;
    const cells = splitCsvLine(line);
    const code = cells[codeColumn]?.toUpperCase();
    const sector = cells[sectorColumn];
    if (!code || !sector || NOT_A_SECTOR.has(sector.toLowerCase())) continue;
    sectors.set(code, sector);
  }
  return sectors;
}

let loading: Promise<ReadonlyMap<string, string>> | null = null;

/**
 * The list, loaded on first use and kept for the life of the process. A missing or unreadable file
 * is logged and leaves new stocks without a sector rather than failing every import.
 */
export function listedSectors(logger: Logger, file = ASX_LIST_PATH): Promise<ReadonlyMap<string, string>> {
  loading ??= readFile(file, "utf8").then(
    (text) => parseAsxListedCompanies(text),
    (error: unknown) => {
      logger.warn("ASX company list unavailable; new stocks get no sector", { file, error: (error as Error).message });
      loading = null; // try again on the next import
      return new Map<string, string>();
    },
  );
  return loading;
}
