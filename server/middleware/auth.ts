import type { RequestHandler } from "express";
import type { User } from "@shared/schema";
import { HttpError, notSignedIn } from "../http-error";
import type { AuthService } from "../services/auth";
import { sessionUser } from "./session-store";

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

/**
 * Loads the signed-in user on every request, so an account that stops being approved loses access
 * at once rather than when its session expires.
 */
export function requireAuth(auth: AuthService): RequestHandler {
  return async (req, _res, next) => {
    const userId = req.session?.userId;
    // Usually read with the session itself (session-store.ts); a second statement otherwise.
    const withSession = sessionUser(req);
    const user = !userId ? undefined : withSession !== undefined ? withSession : await auth.findUser(userId);
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
