// Fair values: GET /api/fair-values (every stored row of the user's stocks, optionally one import's)
// and DELETE /api/fair-values/:id. Every row belongs to one of the signed-in user's stocks.
import { z } from "zod";
import { uuidParams } from "./responses";

export const fairValueIdParams = uuidParams("fair value");

/** GET /api/fair-values?batchId=: the optional filter to one import's rows. */
export const fairValuesQuery = z.object({
  batchId: z.string({ error: "Invalid batch id" }).uuid("Invalid batch id").optional(),
});

export const FAIR_VALUE_MESSAGES = {
  deleted: "Fair value deleted",
  notFound: "Fair value not found",
} as const;

/** One stored fair value, newest import first. Dates: asOfMonth "YYYY-MM-01", createdAt ISO. */
export interface FairValueView {
  id: string;
  stockId: string;
  symbol: string;
  source: string;
  asOfMonth: string;
  fairValue: number;
  meta: Record<string, unknown> | null;
  /** The import that wrote the row; null for rows not written by an import. */
  batchId: string | null;
  createdAt: string;
}
