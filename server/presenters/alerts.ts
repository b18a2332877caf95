// The response shapes of alerts and alert settings, and the settings' columns.
import { DEFAULT_ALERT_SETTINGS_VIEW, type AlertSettingsView, type AlertView } from "@shared/contracts/alerts";
import type { AlertKind } from "@shared/domain/alerts";
import type { AlertSettingsRow } from "@shared/schema";
import type { AlertSettingsValues } from "../storage/alert-settings";
import type { AlertRecord } from "../storage/alerts";

export function presentAlert(row: AlertRecord): AlertView {
  return {
    id: row.id,
    stockId: row.stockId,
    symbol: row.symbol,
    kind: row.kind as AlertKind,
    message: row.message,
    price: row.price,
    threshold: row.threshold,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

export type KindColumns = Pick<AlertSettingsRow, "fiveStar" | "buyBelow" | "sellAbove" | "ratingChange" | "fvChange" | "target">;

/** The kind switches of a settings row, by kind. */
export function kindSwitches(row: KindColumns): Record<AlertKind, boolean> {
  return {
    "five-star": row.fiveStar,
    "buy-below": row.buyBelow,
    "sell-above": row.sellAbove,
    "rating-change": row.ratingChange,
    "fv-change": row.fvChange,
    target: row.target,
  };
}

/** A user without a row has the defaults. */
export function presentAlertSettings(row: AlertSettingsRow | undefined): AlertSettingsView {
  if (!row) return { ...DEFAULT_ALERT_SETTINGS_VIEW, kinds: { ...DEFAULT_ALERT_SETTINGS_VIEW.kinds } };
  return {
    kinds: kindSwitches(row),
    fvChangePercent: row.fvChangePercent,
    scope: row.scope,
    emailDigest: row.emailDigest,
  };
}

export function settingsValues(view: AlertSettingsView): AlertSettingsValues {
  return {
    fiveStar: view.kinds["five-star"],
    buyBelow: view.kinds["buy-below"],
    sellAbove: view.kinds["sell-above"],
    ratingChange: view.kinds["rating-change"],
    fvChange: view.kinds["fv-change"],
    target: view.kinds.target,
    fvChangePercent: view.fvChangePercent,
    scope: view.scope,
    emailDigest: view.emailDigest,
  };
}
