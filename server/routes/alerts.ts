// /api/alerts: the user's alerts, their unread count, marking them read, the alert settings and the
// digest's test e-mail. Mounted behind requireAuth. (A stock's alert target lives under /api/stocks.)
import { Router } from "express";
import { alertSettingsBody, alertsQuery, markReadBody } from "@shared/contracts/alerts";
import type { Database } from "../db/connection";
import { userRateLimit } from "../middleware/rate-limit";
import type { Services } from "../services";
import { route } from "./route";

/** Test e-mails per user per 15 minutes: enough to try a new SMTP setting, too few to spam with. */
export const DIGEST_TEST_LIMIT = 5;

export function alertsRouter({ alerts, alertDigest }: Pick<Services, "alerts" | "alertDigest">, options: { db: Database }) {
  const router = Router();
  router.get(
    "/",
    route({ query: alertsQuery }, ({ user, query }) => alerts.list(user.id, query)),
  );
  router.get(
    "/unread-count",
    route({}, ({ user, res }) => {
      // The bell polls it: a cache must never answer with an old count.
      res.set("Cache-Control", "no-store");
      return alerts.unreadCount(user.id);
    }),
  );
  router.post(
    "/read",
    route({ body: markReadBody }, ({ user, body }) => alerts.markRead(user.id, body.ids)),
  );
  router.get(
    "/settings",
    route({}, ({ user }) => alerts.settings(user.id)),
  );
  router.put(
    "/settings",
    route({ body: alertSettingsBody }, ({ user, body }) => alerts.saveSettings(user.id, body)),
  );
  router.post(
    "/digest/test",
    userRateLimit({
      db: options.db,
      name: "digest-test",
      limit: DIGEST_TEST_LIMIT,
      message: "Too many test e-mails. Please try again in a few minutes.",
    }),
    route({}, ({ user }) => alertDigest.sendTest(user)),
  );
  return router;
}
