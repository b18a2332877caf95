import { z } from "zod";
import { MAX_PRICE } from "../constants";
import type { SectorSummary, SectorValue } from "../domain/sectors";
import { numberFromText } from "./text";

export const ALLOCATION_MESSAGES = {
  nonNegative: "Amount must be non-negative",
  tooLarge: `Amount must be at most ${MAX_PRICE.toLocaleString("en-AU")}`,
  notANumber: "Amount must be a number",
  amountRequired: "Amount is required",
  stockRequired: "Stock is required",
  invalidStock: "Invalid stock id",
  portfolioOnly: "Only portfolio stocks can have an allocation",
  notFound: "Allocation not found",
  removed: "Allocation removed",
} as const;

/**
 * POST /api/portfolio/allocations. Numbers arrive as JSON numbers from the app, or as decimal strings
 * from scripts (as for stocks); anything else is "not a number" before the sign is checked.
 */
export const allocationBody = z.object({
  stockId: z.string({ error: ALLOCATION_MESSAGES.stockRequired }).uuid(ALLOCATION_MESSAGES.invalidStock),
  amount: z.preprocess(
    numberFromText,
    z
      .number({ error: (issue) => (issue.input === undefined ? ALLOCATION_MESSAGES.amountRequired : ALLOCATION_MESSAGES.notANumber) })
      .finite(ALLOCATION_MESSAGES.notANumber)
      .min(0, ALLOCATION_MESSAGES.nonNegative)
      .max(MAX_PRICE, ALLOCATION_MESSAGES.tooLarge),
  ),
});

export const allocationParams = z.object({ stockId: z.string().uuid(ALLOCATION_MESSAGES.invalidStock) });

/** An allocation as GET/POST /api/portfolio/allocations return it. */
export interface AllocationView {
  stockId: string;
  amount: number;
  updatedAt: string;
}

/** GET /api/portfolio/sectors: sectors worth more than zero, biggest first. */
export type SectorValueView = SectorValue;
/** GET /api/portfolio/sector-analytics: every sector of the portfolio stocks. */
export type SectorAnalyticsView = SectorSummary;
