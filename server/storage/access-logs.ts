import { accessLogs, type AccessEvent } from "@shared/schema";
import type { Executor } from "../db/connection";

export interface AccessContext {
  ipAddress?: string | null;
  userAgent?: string | null;
}

export async function insertAccessLog(db: Executor, event: AccessEvent, userId: string | null, context: AccessContext) {
  await db.insert(accessLogs).values({
    eventType: event,
    userId,
    ipAddress: context.ipAddress?.slice(0, 100) ?? null,
    userAgent: context.userAgent?.slice(0, 500) ?? null,
  });
}
