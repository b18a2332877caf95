import type { RequestHandler } from "express";
import type { User } from "@shared/schema";
import { HttpError, notSignedIn } from "../http-error";
import type { AuthService } from "../services/auth";

declare module "express-session" {
  interface SessionData {
    userId?: string;
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      user?: User;
    }
  }
}

/** A session row written by hand (or by an older version) may name a user id that is no UUID. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Loads the signed-in user on every request, so an account that stops being approved loses access
 * at once rather than when its session expires.
 */
export function requireAuth(auth: AuthService): RequestHandler {
  return async (req, _res, next) => {
    const userId = req.session?.userId;
    const user = userId && UUID.test(userId) ? await auth.findUser(userId) : undefined;
    if (!user || user.status !== "approved") return next(notSignedIn());
    req.user = user;
    next();
  };
}

export const requireOwner: RequestHandler = (req, _res, next) => {
  next(req.user?.role === "owner" ? undefined : new HttpError(403, "owner_only", "Only the owner can do this"));
};

/** The signed-in user; only for handlers behind requireAuth. */
export function currentUser(req: Express.Request): User {
  if (!req.user) throw new Error("currentUser() used on a route without requireAuth");
  return req.user;
}
