// The user's alerts: the list (with each stock's symbol), the unread count and marking them read.
// Every statement is scoped by user: another user's alert looks exactly like a missing one.
import { and, count, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { AlertKind } from "@shared/domain/alerts";
import { alerts, stocks } from "@shared/schema";
import type { Executor } from "../db/connection";

export interface AlertFilter {
  unread: boolean;
  kind?: AlertKind;
  stockId?: string;
  limit: number;
}

/** Newest first; one statement. */
export async function listAlerts(db: Executor, userId: string, filter: AlertFilter) {
  const scope: SQL[] = [eq(alerts.userId, userId)];
  if (filter.unread) scope.push(isNull(alerts.readAt));
  if (filter.kind) scope.push(eq(alerts.kind, filter.kind));
  if (filter.stockId) scope.push(eq(alerts.stockId, filter.stockId));
  return db
    .select({
      id: alerts.id,
      stockId: alerts.stockId,
      symbol: stocks.symbol,
      kind: alerts.kind,
      message: alerts.message,
      price: alerts.price,
      threshold: alerts.threshold,
      createdAt: alerts.createdAt,
      readAt: alerts.readAt,
    })
    .from(alerts)
    .innerJoin(stocks, eq(stocks.id, alerts.stockId))
    .where(and(...scope))
    .orderBy(desc(alerts.createdAt), desc(alerts.id))
    .limit(filter.limit);
}
export type AlertRecord = Awaited<ReturnType<typeof listAlerts>>[number];

export async function countUnread(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(alerts)
    .where(and(eq(alerts.userId, userId), isNull(alerts.readAt)));
  return Number(row?.count ?? 0);
}

/** How many of `ids` are the user's alerts (to refuse a list naming someone else's). */
export async function countOwnedAlerts(db: Executor, userId: string, ids: readonly string[]): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(alerts)
    .where(and(eq(alerts.userId, userId), inArray(alerts.id, [...ids])));
  return Number(row?.count ?? 0);
}

/** Marks the user's unread alerts read (only `ids`, when given); returns how many changed. */
export async function markAlertsRead(db: Executor, userId: string, ids?: readonly string[]): Promise<number> {
  const scope: SQL[] = [eq(alerts.userId, userId), isNull(alerts.readAt)];
  if (ids) scope.push(inArray(alerts.id, [...ids]));
  const rows = await db
    .update(alerts)
    .set({ readAt: sql`now()` })
    .where(and(...scope))
    .returning({ id: alerts.id });
  return rows.length;
}
