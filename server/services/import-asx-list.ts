// The ASX's list of listed companies (server/data/asx-listed-companies.csv, kept in the repository
// so the server depends on nothing outside it) gives a
// new stock its name (in readable case) and its GICS industry group. Read once per process, on the
// first import that needs it.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { parse } from "csv-parse/sync";
import type { Logger } from "../logger";
import { projectRoot } from "../paths";
import { readableCompanyName } from "./import-company-names";

export const ASX_LIST_PATH = path.join(projectRoot(), "server/data/asx-listed-companies.csv");

export interface ListedCompany {
  /** "CSL Limited", from the list's "CSL LIMITED". */
  name: string;
  /** GICS industry group; null for the ASX's placeholders. */
  sector: string | null;
}

/** The ASX's own placeholders for "no industry group": not sectors, so a new stock gets none. */
const NOT_A_SECTOR = new Set(["not applic", "not applicable", "class pend", "class pending"]);

/** CSV records (csv-parse: quoted fields may hold commas and "" for a quote), cells trimmed; [] when unreadable. */
function readCsv(text: string): string[][] {
  try {
    return parse(text, { bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, trim: true });
  } catch {
    return [];
  }
}

/** One CSV line's fields (the bench script reads the list with it). */
export function splitCsvLine(line: string): string[] {
  return readCsv(line)[0] ?? [""];
}

/**
 * ASX code → name and sector. The file opens with a banner line and a blank line; the header
 * ("Company name,ASX code,GICS industry group") is found by name, so a reordered export still reads.
 */
export function parseAsxListedCompanies(text: string): Map<string, ListedCompany> {
  const companies = new Map<string, ListedCompany>();
  const records = readCsv(text);
  const headerIndex = records.findIndex((cells) => cells.some((cell) => cell.toLowerCase() === "asx code"));
  if (headerIndex < 0) return companies;
  const header = records[headerIndex].map((cell) => cell.toLowerCase());
  const codeColumn = header.indexOf("asx code");
  const nameColumn = header.findIndex((cell) => cell === "company name" || cell === "name");
  const sectorColumn = header.findIndex((cell) => cell.includes("industry group") || cell === "sector");
  for (const cells of records.slice(headerIndex + 1)) {
    const code = cells[codeColumn]?.toUpperCase();
    if (!code) continue;
    const listedName = nameColumn < 0 ? "" : (cells[nameColumn] ?? "");
    const sector = sectorColumn < 0 ? "" : (cells[sectorColumn] ?? "");
    companies.set(code, {
      name: listedName === "" ? code : readableCompanyName(listedName, code),
      sector: sector === "" || NOT_A_SECTOR.has(sector.toLowerCase()) ? null : sector,
    });
  }
  return companies;
}

let loading: Promise<ReadonlyMap<string, ListedCompany>> | null = null;

/**
 * The list, loaded on first use and kept for the life of the process. A missing or unreadable file
 * is logged and leaves new stocks named by their code and without a sector rather than failing
 * every import.
 */
export function listedCompanies(logger: Logger, file = ASX_LIST_PATH): Promise<ReadonlyMap<string, ListedCompany>> {
  loading ??= readFile(file, "utf8").then(
    (text) => parseAsxListedCompanies(text),
    (error: unknown) => {
      logger.warn("ASX company list unavailable; new stocks get their code as name and no sector", {
        file,
        error: (error as Error).message,
      });
      loading = null; // try again on the next import
      return new Map<string, ListedCompany>();
    },
  );
  return loading;
}
