// Rate limits on the sign-in, registration and reset endpoints, counted in PostgreSQL so every app
// instance on one database shares them (N instances no longer allow N × the limit). See
// docs/decisions/013-schedule-and-shared-rate-limits.md.
import { rateLimit, type Options, type Store } from "express-rate-limit";
import type { Database } from "../db/connection";
import { HttpError } from "../http-error";
import { currentUser } from "./auth";
import { decrementHit, deleteExpiredHits, deleteHits, incrementHit } from "../storage/rate-limits";

export const RATE_LIMIT_MESSAGE = "Too many attempts. Please try again in a few minutes.";
const WINDOW_MS = 15 * 60 * 1000;

/** express-rate-limit's store interface over rate_limit_hits; one per limiter (its name is the prefix). */
export class PostgresRateLimitStore implements Store {
  readonly localKeys = false;
  readonly prefix: string;
  private windowMs = WINDOW_MS;
  private lastPrune = 0;

  constructor(
    private readonly db: Database,
    name: string,
  ) {
    this.prefix = `${name}:`;
  }

  init(options: Options) {
    this.windowMs = options.windowMs;
  }

  async increment(key: string) {
    // Counters of addresses that never came back are removed once a window, by whichever instance
    // counts a hit first: one extra statement per window, not per request.
    if (Date.now() - this.lastPrune > this.windowMs) {
      this.lastPrune = Date.now();
      await deleteExpiredHits(this.db);
    }
    const { hits, resetAt } = await incrementHit(this.db, this.prefix + key, this.windowMs);
    return { totalHits: hits, resetTime: resetAt };
  }

  async decrement(key: string) {
    await decrementHit(this.db, this.prefix + key);
  }

  async resetKey(key: string) {
    await deleteHits(this.db, this.prefix + key);
  }
}

/** `limit` attempts per IP address per 15-minute window for one endpoint, answered 429 beyond. */
export function authRateLimit(options: { db: Database; name: string; limit: number }) {
  return rateLimit({
    windowMs: WINDOW_MS,
    limit: options.limit,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    store: new PostgresRateLimitStore(options.db, options.name),
    handler: (_req, _res, next) => next(new HttpError(429, "rate_limited", RATE_LIMIT_MESSAGE)),
    // TRUST_PROXY decides whose X-Forwarded-For counts (app.ts); a client's own header is expected
    // and ignored, so the library's start-up check would only print a stack trace for it.
    validate: { xForwardedForHeader: false },
  });
}

/**
 * `limit` calls per signed-in user per 15-minute window (behind requireAuth), answered 429 with
 * `message` beyond: for actions with a cost outside the app, such as sending an e-mail.
 */
export function userRateLimit(options: { db: Database; name: string; limit: number; message: string }) {
  return rateLimit({
    windowMs: WINDOW_MS,
    limit: options.limit,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    keyGenerator: (req) => currentUser(req).id,
    store: new PostgresRateLimitStore(options.db, options.name),
    handler: (_req, _res, next) => next(new HttpError(429, "rate_limited", options.message)),
  });
}
