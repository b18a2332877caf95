import { z } from "zod";
import { isValidAsxSymbol, normaliseSymbol } from "../domain/company-name";
import { controlCharactersMessage, isSingleLineText, numberFromText } from "./text";

const optionalText = (max: number, label: string) =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => (typeof v === "string" && v.trim() !== "" ? v.trim() : null))
    .refine((v) => v === null || v.length <= max, `${label} must be at most ${max} characters`)
    .refine((v) => v === null || isSingleLineText(v), controlCharactersMessage(label));

/** Numbers arrive as JSON numbers from the app, or as decimal strings from scripts. */
const number = (message: string) =>
  z.preprocess(
    numberFromText,
    z.number({ error: message }).finite(message),
  );

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
    .refine(isSingleLineText, controlCharactersMessage("Company name")),
  sector: optionalText(100, "Sector"),
  lastPrice: number("Price must be greater than 0").pipe(
    z.number().gt(0, "Price must be greater than 0").max(1_000_000, "Price must be at most 1,000,000"),
  ),
  dividendYield: z
    .preprocess(
      (v) => (v === undefined || (typeof v === "string" && v.trim() === "") ? null : numberFromText(v)),
      z.union([z.null(), z.number({ error: "Dividend yield must be a number" }).finite("Dividend yield must be a number")]),
    )
    .refine((v) => v === null || (v >= 0 && v <= 100), "Dividend yield must be between 0 and 100"),
});
export type CreateStockBody = z.input<typeof createStockBody>;

export const stockIdParams = z.object({ id: z.string().uuid("Invalid stock id") });

export const portfolioQuery = z.object({
  isPortfolio: z
    .enum(["true", "false"], { error: "isPortfolio must be true or false" })
    .optional()
    .transform((v) => v !== "false"),
});

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

export interface ShareholderView {
  id: string;
  name: string;
  shares: number;
  percentage: number;
  change: number | null;
  asOfDate: string;
  createdAt: string;
}
