// Stocks: GET/POST /api/stocks, DELETE /api/stocks/:id, PATCH /api/stocks/:id/toggle-portfolio.
// The same router serves the stock's shareholders (contracts/shareholders.ts), its valuation history
// (contracts/valuation-history.ts) and price refreshes (contracts/price-refresh.ts).
import { z } from "zod";
import { MAX_PRICE } from "../constants";
import type { CreatesAlerts } from "./alerts";
import { isValidAsxSymbol, normaliseSymbol } from "../domain/company-name";
import { uuidParams } from "./responses";
import { unstorableTextMessage, isSingleLineText, numberFromText } from "./text";

const optionalText = (max: number, label: string) =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => (typeof v === "string" && v.trim() !== "" ? v.trim() : null))
    .refine((v) => v === null || v.length <= max, `${label} must be at most ${max} characters`)
    .refine((v) => v === null || isSingleLineText(v), unstorableTextMessage(label));

/** Numbers arrive as JSON numbers from the app, or as decimal strings from scripts. */
const number = (message: string) => z.preprocess(numberFromText, z.number({ error: message }).finite(message));

export const createStockBody = z.object({
  symbol: z
    .string({ error: "Stock symbol is required" })
    .transform(normaliseSymbol)
    .refine((v) => v.length > 0, "Stock symbol is required")
    .refine(isValidAsxSymbol, "Stock symbol must be 1 to 6 letters or digits, like BHP"),
  name: z
    .string({ error: "Company name is required" })
    .trim()
    .min(1, "Company name is required")
    .max(200, "Company name must be at most 200 characters")
    .refine(isSingleLineText, unstorableTextMessage("Company name")),
  sector: optionalText(100, "Sector"),
  lastPrice: number("Price must be greater than 0").pipe(
    z.number().gt(0, "Price must be greater than 0").max(MAX_PRICE, "Price must be at most 1,000,000"),
  ),
  dividendYield: z
    .preprocess(
      (v) => (v === undefined || (typeof v === "string" && v.trim() === "") ? null : numberFromText(v)),
      z.union([z.null(), z.number({ error: "Dividend yield must be a number" }).finite("Dividend yield must be a number")]),
    )
    .refine((v) => v === null || (v >= 0 && v <= 100), "Dividend yield must be between 0 and 100"),
});
export type CreateStockBody = z.input<typeof createStockBody>;

export const stockIdParams = uuidParams("stock");

export const STOCK_MESSAGES = {
  /** Also the answer for another user's stock, which must look exactly like a missing one. */
  notFound: "Stock not found",
  deleted: "Stock deleted",
} as const;

/** A stock as GET /api/stocks returns it. */
export interface StockSummary {
  id: string;
  symbol: string;
  name: string;
  sector: string | null;
  lastPrice: number;
  lastPriceUpdatedAt: string | null;
  dividendYield: number | null;
  isPortfolio: boolean;
  createdAt: string;
  updatedAt: string;
}

/** POST /api/stocks/:id/refresh: the refreshed stock, and the alerts its new price created. */
export interface RefreshedStock extends StockSummary, CreatesAlerts {}
