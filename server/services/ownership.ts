// "Your stock or 404", written once. Another user's stock answers exactly like a missing one, so an
// id never tells whether it exists.
import { STOCK_MESSAGES } from "@shared/contracts/stocks";
import type { Stock } from "@shared/schema";
import type { Executor } from "../db/connection";
import { HttpError } from "../http-error";
import { findStock, lockStock } from "../storage/stocks";

export const stockNotFound = () => new HttpError(404, "not_found", STOCK_MESSAGES.notFound);

/** The user's stock; `lock` holds it FOR UPDATE until the caller's transaction ends. */
export async function ownedStock(db: Executor, userId: string, stockId: string, options: { lock?: boolean } = {}): Promise<Stock> {
  const stock = await (options.lock ? lockStock : findStock)(db, userId, stockId);
  if (!stock) throw stockNotFound();
  return stock;
}
