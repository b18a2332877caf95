import type { RequestHandler } from "express";
import type { User } from "@shared/schema";
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

/**
 * Loads the signed-in user on every request, so an account that stops being approved loses access
 * at once rather than when its session expires.
 */
export function requireAuth(auth: AuthService): RequestHandler {
  return async (req, res, next) => {
    const userId = req.session?.userId;
    if (!userId) {
      res.status(401).json({ error: "Not authenticated" });
      return;
    }
    const user = await auth.findUser(userId);
    if (!user || user.status !== "approved") {
      res.status(401).json({ error: "Not authenticated" });
      return;
    }
    req.user = user;
    next();
  };
}

export const requireOwner: RequestHandler = (req, res, next) => {
  if (req.user?.role !== "owner") {
    res.status(403).json({ error: "Only the owner can do this" });
    return;
  }
  next();
};

/** The signed-in user; only for handlers behind requireAuth. */
export function currentUser(req: Express.Request): User {
  if (!req.user) throw new Error("currentUser() used on a route without requireAuth");
  return req.user;
}
