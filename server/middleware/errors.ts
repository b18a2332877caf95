import type { ErrorRequestHandler, RequestHandler } from "express";
import { IMPORT_MESSAGES } from "@shared/contracts/imports";
import { HttpError } from "../http-error";
import type { Logger } from "../logger";

export const DATABASE_UNAVAILABLE = "The database is unavailable. Please try again shortly.";

const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
]);

/** Walks an error and its causes (Drizzle wraps pg errors) for a lost-database signal. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error as { code?: string; message?: string; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (e.code && CONNECTION_CODES.has(e.code)) return true;
    const message = e.message ?? "";
    if (/Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED|Client has encountered a connection error/i.test(message)) {
      return true;
    }
    e = e.cause as typeof e;
  }
  return false;
}

function pgCode(error: unknown): string | undefined {
  for (let e = error as { code?: string; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ error: "Not found" });
};

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    if (res.headersSent) return;
    if (error instanceof HttpError) {
      res.status(error.status).json({ error: error.message, ...error.extra });
      return;
    }
    const type = (error as { type?: string }).type;
    if (type === "entity.parse.failed") {
      res.status(400).json({ error: "The request body is not valid JSON" });
      return;
    }
    if (type === "entity.too.large") {
      // A paste import's body is its text, so name the paste limit the user can act on.
      const paste = req.originalUrl.startsWith("/api/import/");
      res.status(413).json({ error: paste ? IMPORT_MESSAGES.pasteTooLarge : "The request body is too large" });
      return;
    }
    if (typeof (error as { status?: number }).status === "number" && (error as { status: number }).status < 500) {
      res.status((error as { status: number }).status).json({ error: (error as Error).message || "Bad request" });
      return;
    }
    if (isDatabaseUnavailable(error)) {
      logger.warn("Database unavailable", { path: req.path, error: (error as Error).message });
      res.status(503).json({ error: DATABASE_UNAVAILABLE });
      return;
    }
    const code = pgCode(error);
    if (code === "23505") {
      res.status(409).json({ error: "That record already exists" });
      return;
    }
    if (code === "22P02" || code === "22003") {
      res.status(400).json({ error: "A value in the request is not valid" });
      return;
    }
    logger.error("Unhandled error", { path: req.path, error: (error as Error)?.stack ?? String(error) });
    res.status(500).json({ error: "Internal server error" });
  };
}
