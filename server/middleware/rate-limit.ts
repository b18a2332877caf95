import { rateLimit } from "express-rate-limit";
import { HttpError } from "../http-error";

export const RATE_LIMIT_MESSAGE = "Too many attempts. Please try again in a few minutes.";

/** Attempts per IP address in a 15-minute window, answered with 429 and a plain message. */
export function authRateLimit(limit: number) {
  return rateLimit({
    windowMs: 15 * 60 * 1000,
    limit,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    handler: (_req, _res, next) => next(new HttpError(429, "rate_limited", RATE_LIMIT_MESSAGE)),
  });
}
