// The parsers' public surface: services import from here, never from the helper files.
export type { ParseResult } from "./types";
export { parseMorningstarPaste, type MorningstarPasteRow } from "./morningstar-paste";
export { parseIntelligentInvestorPaste, type IntelligentInvestorRow } from "./intelligent-investor-paste";
export { intelligentInvestorFairValue } from "./intelligent-investor-fair-value";
export { parseMotleyFoolPaste, type MotleyFoolRow } from "./motley-fool-paste";
export { parseBellPotterPaste } from "./bell-potter-paste";
export type { BellPotterRow } from "./bell-potter-rows";
export { type PortfolioWorkbookRow } from "./portfolio-workbook";
export { detectSpreadsheetKind } from "./workbook";
export { cleanText } from "./cells";
export { decodeTextFile } from "./text-file";
export { countRowsBelowHeader } from "./text-table";
export { createOffThreadParser, type OffThreadParser } from "./off-thread";
export { archiveDigestText, isGzip, looksLikeJsonObject, type AccountArchiveRead, type ArchiveCounts } from "./account-archive";
