// The user's alerts and alert settings: list, unread count, mark read, the settings, and a stock's
// alert target (PUT /api/stocks/:id/alert-target). Evaluation is alert-evaluation.ts; e-mail is
// alert-digest.ts.
import { ALERTS_LIST_LIMIT } from "@shared/constants";
import {
  ALERT_MESSAGES,
  type AlertSettingsView,
  type AlertTargetView,
  type AlertView,
  type MarkReadResult,
  type UnreadCount,
} from "@shared/contracts/alerts";
import type { AlertKind, AlertScope } from "@shared/domain/alerts";
import type { AlertDigest } from "@shared/domain/alerts";
import type { Database } from "../db/connection";
import { HttpError } from "../http-error";
import { presentAlert, presentAlertSettings, settingsValues } from "../presenters/alerts";
import { countOwnedAlerts, countUnread, listAlerts, markAlertsRead } from "../storage/alerts";
import { findAlertSettings, saveAlertSettings } from "../storage/alert-settings";
import { setAlertTarget } from "../storage/stocks";
import type { AlertEvaluator } from "./alert-evaluation";
import { ownedStock, stockNotFound } from "./ownership";

export interface AlertListFilter {
  unread: boolean;
  kind?: AlertKind;
  stockId?: string;
  limit?: number;
}

export interface AlertSettingsChange {
  kinds?: Partial<Record<AlertKind, boolean>>;
  fvChangePercent?: number;
  scope?: AlertScope;
  emailDigest?: AlertDigest;
}

export function createAlertService(db: Database, alerts: AlertEvaluator) {
  return {
    async list(userId: string, filter: AlertListFilter): Promise<AlertView[]> {
      // A stock filter names one of the user's stocks: another user's is a 404, not an empty list.
      if (filter.stockId) await ownedStock(db, userId, filter.stockId);
      const rows = await listAlerts(db, userId, { ...filter, limit: filter.limit ?? ALERTS_LIST_LIMIT });
      return rows.map(presentAlert);
    },

    async unreadCount(userId: string): Promise<UnreadCount> {
      return { count: await countUnread(db, userId) };
    },

    /**
     * `ids`: those alerts; none given: every unread one. A list naming an alert that is not the
     * user's is refused whole (404) and marks nothing.
     */
    async markRead(userId: string, ids?: readonly string[]): Promise<MarkReadResult> {
      if (!ids) return { marked: await markAlertsRead(db, userId) };
      const unique = [...new Set(ids)];
      return db.transaction(async (tx) => {
        if ((await countOwnedAlerts(tx, userId, unique)) !== unique.length) throw new HttpError(404, "not_found", ALERT_MESSAGES.notFound);
        return { marked: await markAlertsRead(tx, userId, unique) };
      });
    },

    async settings(userId: string): Promise<AlertSettingsView> {
      return presentAlertSettings(await findAlertSettings(db, userId));
    },

    /** Fields left out keep their value. Changing them evaluates nothing: they decide who is told of later firings. */
    async saveSettings(userId: string, change: AlertSettingsChange): Promise<AlertSettingsView> {
      return db.transaction(async (tx) => {
        const current = presentAlertSettings(await findAlertSettings(tx, userId));
        const next: AlertSettingsView = {
          kinds: { ...current.kinds, ...change.kinds },
          fvChangePercent: change.fvChangePercent ?? current.fvChangePercent,
          scope: change.scope ?? current.scope,
          emailDigest: change.emailDigest ?? current.emailDigest,
        };
        return presentAlertSettings(await saveAlertSettings(tx, userId, settingsValues(next)));
      });
    },

    /**
     * Saves the stock's target and re-arms its target conditions at today's price (no alert for a
     * level the price is already past: docs/domain.md#valuation-alerts).
     */
    async setTarget(userId: string, stockId: string, target: AlertTargetView): Promise<AlertTargetView> {
      return db.transaction(async (tx) => {
        const stock = await setAlertTarget(tx, userId, stockId, target);
        if (!stock) throw stockNotFound();
        await alerts.rearmTargets(tx, stockId);
        return { below: stock.alertBelow, above: stock.alertAbove };
      });
    },
  };
}
