import { Router } from "express";
import type { Services } from "../services";
import { authRouter } from "./auth";

export function apiRouter(services: Services, options: { rateLimit: number; sessionCookieName: string }) {
  const router = Router();
  router.use("/auth", authRouter({ auth: services.auth, users: services.users, ...options }));
  return router;
}
