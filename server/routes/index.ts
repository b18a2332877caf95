import { Router } from "express";
import { requireAuth } from "../middleware/auth";
import type { Services } from "../services";
import { authRouter } from "./auth";
import { portfolioRouter, stocksRouter } from "./stocks";

export function apiRouter(services: Services, options: { rateLimit: number; sessionCookieName: string }) {
  const router = Router();
  router.use("/auth", authRouter({ auth: services.auth, users: services.users, ...options }));
  // Everything below needs an approved, signed-in user; each service scopes its queries to that user.
  const signedIn = requireAuth(services.auth);
  router.use("/stocks", signedIn, stocksRouter(services.stocks));
  router.use("/portfolio", signedIn, portfolioRouter(services.portfolio));
  return router;
}
