// Every company in the ASX's list of listed companies (server/data/asx-listed-companies.csv), with
// its GICS industry group as the sector.
import { readFileSync } from "node:fs";
import { ASX_LIST_PATH, splitCsvLine } from "../../server/services/import-asx-list";

export interface ListedCompany {
  symbol: string;
  name: string;
  /** Null for the ASX's "Not Applic" / "Class Pend" placeholders, as an import would leave it. */
  sector: string | null;
}

const NOT_A_SECTOR = new Set(["not applic", "not applicable", "class pend", "class pending"]);

export function readListedCompanies(file = ASX_LIST_PATH): ListedCompany[] {
  const lines = readFileSync(file, "utf8")
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/);
  const headerIndex = lines.findIndex((line) => splitCsvLine(line).some((cell) => cell.toLowerCase() === "asx code"));
  if (headerIndex < 0) throw new Error(`No "ASX code" header in ${file}`);
  const header = splitCsvLine(lines[headerIndex]).map((cell) => cell.toLowerCase());
  const codeColumn = header.indexOf("asx code");
  const nameColumn = header.indexOf("company name");
  const sectorColumn = header.findIndex((cell) => cell.includes("industry group"));
  const companies: ListedCompany[] = [];
  for (const line of lines.slice(headerIndex + 1)) {
    if (line.trim() === "") continue;
    const cells = splitCsvLine(line);
    const sector = cells[sectorColumn] ?? "";
    companies.push({
      symbol: cells[codeColumn].toUpperCase(),
      name: cells[nameColumn],
      sector: sector === "" || NOT_A_SECTOR.has(sector.toLowerCase()) ? null : sector,
    });
  }
  return companies;
}
