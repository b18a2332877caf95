// Everything that differs between the four paste sources, in one table, so the compact (sidebar)
// and full (Upload page) panels cannot drift apart in wording or endpoints.
import { PASTE_LAYOUT_EXAMPLES, PASTE_LAYOUT_NOTES, type PasteLayoutExample } from "@shared/contracts/import-layouts";
import { emptyPasteMessage, MAX_PASTE_CHARS, type PasteSource } from "@shared/contracts/imports";

/** A paste panel's source; the same key is the stored batch source. */
export type ImportSource = PasteSource;

export interface ExternalLink {
  href: string;
  label: string;
}

export interface PasteSourceConfig {
  source: ImportSource;
  title: string;
  /** POST endpoint taking {text}. Bell Potter's paste route is distinct from its file route. */
  endpoint: string;
  /** docs/product.md "Imports": the expected content per source, one line per accepted shape. */
  instructions: readonly string[];
  /** One short example per layout the importer reads (the full panel shows them). */
  layouts: readonly PasteLayoutExample[];
  /** What this source's paste never imports, when there is something to say. */
  note?: string;
  /** Only the full Intelligent Investor and Bell Potter panels link out (docs/product.md). */
  link?: ExternalLink;
}

export const PASTE_PANEL_SOURCES: readonly PasteSourceConfig[] = [
  {
    source: "morningstar",
    layouts: PASTE_LAYOUT_EXAMPLES["morningstar"],
    note: PASTE_LAYOUT_NOTES["morningstar"],
    title: "Morningstar",
    endpoint: "/api/import/morningstar",
    instructions: ["Columns: Code, Last, Fair Value, Uncertainty, Economic Moat, Financial Health."],
  },
  {
    source: "intelligent-investor",
    layouts: PASTE_LAYOUT_EXAMPLES["intelligent-investor"],
    note: PASTE_LAYOUT_NOTES["intelligent-investor"],
    title: "Intelligent Investor",
    endpoint: "/api/import/intelligent-investor",
    instructions: [
      "Either CSV with Ticker, PriceAtReview, CurrentPrice, BuyBelow, SellAbove, MaxPortfolioWeight;",
      "or free-form text giving company name and code, price at review, current price, buy below, sell above, max portfolio weighting %.",
    ],
    link: { href: "https://www.intelligentinvestor.com.au/recommendations", label: "Intelligent Investor recommendations" },
  },
  {
    source: "motley-fool",
    layouts: PASTE_LAYOUT_EXAMPLES["motley-fool"],
    note: PASTE_LAYOUT_NOTES["motley-fool"],
    title: "Motley Fool",
    endpoint: "/api/import/motley-fool",
    instructions: ["Text with the stock code and 'Buy under' or 'Target price' amounts."],
  },
  {
    source: "bell-potter",
    layouts: PASTE_LAYOUT_EXAMPLES["bell-potter"],
    note: PASTE_LAYOUT_NOTES["bell-potter"],
    title: "Bell Potter",
    endpoint: "/api/import/bell-potter-paste",
    instructions: ["CSV with Security, Target Price, Last Price, Recommendation, Source."],
    link: { href: "https://bellpotter.com.au/research/", label: "Bell Potter research" },
  },
];

export function pasteSourceConfig(source: ImportSource): PasteSourceConfig {
  const config = PASTE_PANEL_SOURCES.find((s) => s.source === source);
  if (!config) throw new Error(`Unknown import source: ${source}`);
  return config;
}

/** docs/product.md "Messages": the 'No Data' notice for a blank paste (worded by the shared contract). */
export function noDataMessage(source: ImportSource): string {
  return emptyPasteMessage(source);
}

/** docs/product.md "Messages": the paste failure fallback when the server gives no message. */
export function pasteFailureFallback(title: string): string {
  return `Failed to import ${title} data`;
}

/** Blank or whitespace-only text cannot be imported (docs/product.md "Messages"). */
export function isBlankPaste(text: string): boolean {
  return text.trim().length === 0;
}

/** The server refuses more (413); checking first spares the user a megabyte-sized round trip. */
export function isPasteTooLarge(text: string): boolean {
  return text.length > MAX_PASTE_CHARS;
}
