// The one place an error becomes an answer. Everything is turned into an HttpError first (body
// parser failures, a lost database, constraint violations, anything unexpected), then answered as
// `{ error, code, ...extra }`, with `requestId` on a 5xx so a person can quote it to whoever reads
// the logs.
import type { ErrorRequestHandler, Request, RequestHandler } from "express";
import { IMPORT_MESSAGES } from "@shared/contracts/imports";
import type { ErrorResponse } from "@shared/contracts/responses";
import { errorFields } from "../error-fields";
import { HttpError } from "../http-error";
import { currentRequestId, type Logger } from "../logger";

export const DATABASE_UNAVAILABLE = "The database is unavailable. Please try again shortly.";
const NOT_FOUND = "Not found";
export const FOREIGN_KEY_CONFLICT =
  "Something this change refers to, such as a stock, was deleted at the same time: nothing was saved. Reload the page and try again.";

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
    if (
      /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED|Client has encountered a connection error/i.test(
        message,
      )
    ) {
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

/** Any path under /api that no router answered. */
export const apiNotFound: RequestHandler = (_req, _res, next) => {
  next(new HttpError(404, "not_found", NOT_FOUND));
};

/** What an error means for the client; undefined for an unexpected one (answered 500). */
function toHttpError(error: unknown, req: Request): HttpError | undefined {
  if (error instanceof HttpError) return error;
  const { type, status, message } = (error ?? {}) as { type?: string; status?: unknown; message?: string };
  if (type === "entity.parse.failed") return new HttpError(400, "invalid_json", "The request body is not valid JSON");
  if (type === "entity.too.large") {
    // A paste import's body is its text, so name the paste limit the user can act on.
    const paste = req.originalUrl.startsWith("/api/import/");
    return new HttpError(413, "payload_too_large", paste ? IMPORT_MESSAGES.pasteTooLarge : "The request body is too large");
  }
  if (typeof status === "number" && status >= 400 && status < 500) return new HttpError(status, "bad_request", message || "Bad request");
  if (isDatabaseUnavailable(error)) return new HttpError(503, "database_unavailable", DATABASE_UNAVAILABLE);
  const code = pgCode(error);
  if (code === "23505") return new HttpError(409, "conflict", "That record already exists");
  // A row written for a stock (or another record) deleted at the same moment by another request.
  if (code === "23503") return new HttpError(409, "conflict", FOREIGN_KEY_CONFLICT);
  if (code === "22P02" || code === "22003") return new HttpError(400, "validation_failed", "A value in the request is not valid");
  return undefined;
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    if (res.headersSent) return;
    const known = toHttpError(error, req);
    if (!known) logger.error("Unhandled error", { path: req.path, ...errorFields(error) });
    // Each 503 by what it is: the database away (an outage the app rides out), or a service the
    // installation lacks (no mail configured) or that failed (the mail server).
    else if (known.status === 503)
      logger.warn(known.code === "database_unavailable" ? "Database unavailable" : "Service unavailable", {
        path: req.path,
        code: known.code,
        ...(known === error ? { error: known.message } : errorFields(error)),
      });
    const answer = known ?? new HttpError(500, "internal_error", "Internal server error");
    const requestId = answer.status >= 500 ? (currentRequestId() ?? (req.id === undefined ? undefined : String(req.id))) : undefined;
    const body: ErrorResponse & Record<string, unknown> = {
      error: answer.message,
      code: answer.code,
      ...answer.extra,
      ...(requestId ? { requestId } : {}),
    };
    res.status(answer.status).json(body);
  };
}
