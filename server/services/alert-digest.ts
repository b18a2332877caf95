// The e-mail digest: after the scheduled daily refresh, one e-mail per opted-in user with the unread
// alerts since their last digest (all of them before the first), at most one per Sydney day across
// every app instance (the day is claimed in alert_settings before sending). A failed send is logged,
// gives its claim back and is tried on the next run; it never fails the refresh. The 'Send test
// e-mail' button sends now what the next digest will send, marked as a test, and moves nothing.
import { ALERT_MESSAGES, type DigestTestResult } from "@shared/contracts/alerts";
import { APP_TIME_ZONE } from "@shared/constants";
import { sydneyDay } from "@shared/domain/months";
import type { Database } from "../db/connection";
import { HttpError } from "../http-error";
import type { Logger } from "../logger";
import { composeAlertDigest } from "../mail/alert-digest";
import type { Mailer } from "../mail/mailer";
import {
  advanceDigest,
  claimDigest,
  findAlertSettings,
  listDigestAlerts,
  listDigestRecipients,
  releaseDigest,
} from "../storage/alert-settings";

/** A digest lists at most this many alerts (the newest) and says how many more the app holds. */
export const DIGEST_MAX_LINES = 200;

export interface DigestRunResult {
  sent: number;
  failed: number;
}

export function createAlertDigestService(deps: { db: Database; mailer: Mailer; logger: Logger; appUrl?: string; now: () => Date }) {
  const { db, mailer, logger } = deps;

  /** `afterDigest`: a digest went out before (the day of the last one is kept, `digest_day`). */
  async function compose(userId: string, afterDigest: boolean, test?: { digestOn: boolean }) {
    const alerts = await listDigestAlerts(db, userId, DIGEST_MAX_LINES);
    const content = composeAlertDigest({
      lines: alerts.rows,
      total: alerts.total,
      afterDigest,
      test,
      appUrl: deps.appUrl,
      timeZone: APP_TIME_ZONE,
    });
    return { alerts, content };
  }

  return {
    /** Every opted-in user's digest for today's Sydney day, one user after the other. */
    async sendDailyDigests(): Promise<DigestRunResult> {
      const result: DigestRunResult = { sent: 0, failed: 0 };
      if (!mailer.configured) {
        logger.info("Alert digests skipped: no SMTP_URL");
        return result;
      }
      const day = sydneyDay(deps.now());
      for (const recipient of await listDigestRecipients(db, day)) {
        const claim = await claimDigest(db, recipient.userId, day);
        // Another instance has it (or sent it) already.
        if (!claim.claimed) continue;
        try {
          const { alerts, content } = await compose(recipient.userId, claim.previous !== null);
          if (alerts.newest === null) {
            await releaseDigest(db, recipient.userId, day, claim.previous);
            continue;
          }
          await mailer.send({ to: recipient.email, ...content });
          await advanceDigest(db, recipient.userId, alerts.newest);
          result.sent += 1;
        } catch (error) {
          result.failed += 1;
          logger.warn("Alert digest not sent; the next run tries again", { userId: recipient.userId, error: (error as Error).message });
          await releaseDigest(db, recipient.userId, day, claim.previous).catch((release: Error) =>
            logger.error("Alert digest claim not released", { userId: recipient.userId, error: release.message }),
          );
        }
      }
      if (result.sent + result.failed > 0) logger.info("Alert digests sent", { day, ...result });
      return result;
    },

    /**
     * What the signed-in user's next digest will send, now, to their own address, marked as a test.
     * It does not count as their daily one: the day and the bookmark stay as they were.
     */
    async sendTest(user: { id: string; email: string }): Promise<DigestTestResult> {
      if (!mailer.configured) throw new HttpError(503, "mail_not_configured", ALERT_MESSAGES.mailNotConfigured);
      const settings = await findAlertSettings(db, user.id);
      const emailDigest = settings?.emailDigest ?? "off";
      const { alerts, content } = await compose(user.id, (settings?.digestDay ?? null) !== null, { digestOn: emailDigest === "daily" });
      try {
        await mailer.send({ to: user.email, ...content });
      } catch (error) {
        logger.warn("Test alert digest not sent", { userId: user.id, error: (error as Error).message });
        throw new HttpError(503, "mail_failed", ALERT_MESSAGES.mailFailed);
      }
      return { sent: true, alerts: alerts.total, emailDigest };
    },
  };
}
