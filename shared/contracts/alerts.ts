// Valuation alerts: GET /api/alerts (+ /unread-count), POST /api/alerts/read, GET|PUT
// /api/alerts/settings, POST /api/alerts/digest/test, and PUT /api/stocks/:id/alert-target (served by
// the stocks router). The rules behind them are in shared/domain/alerts.ts.
import { z } from "zod";
import {
  ALERT_DIGESTS,
  ALERT_KINDS,
  ALERT_SCOPES,
  DEFAULT_ALERT_SETTINGS,
  type AlertDigest,
  type AlertKind,
  type AlertScope,
} from "../domain/alerts";
import { ALERTS_LIST_LIMIT, FV_CHANGE_PERCENT_RANGE, MAX_PRICE, MAX_READ_IDS } from "../constants";
import { numberFromText } from "./text";

const kindList = ALERT_KINDS.join(", ");
/** `message` when the value is not an object at all; zod's own words for unknown keys. */
const notAnObject = (message: string) => (issue: { code: string }) => (issue.code === "invalid_type" ? message : undefined);
const alertKind = z.enum(ALERT_KINDS, { error: `kind must be one of ${kindList}` });

/** GET /api/alerts?unread=true&kind=&stockId=&limit= */
export const alertsQuery = z.object({
  unread: z
    .enum(["true", "false"], { error: "unread must be true or false" })
    .optional()
    .transform((v) => v === "true"),
  kind: alertKind.optional(),
  stockId: z.string({ error: "Invalid stock id" }).uuid("Invalid stock id").optional(),
  limit: z
    .preprocess(numberFromText, z.number({ error: "limit must be a number" }).int("limit must be a whole number"))
    .pipe(
      z
        .number()
        .min(1, `limit must be between 1 and ${ALERTS_LIST_LIMIT}`)
        .max(ALERTS_LIST_LIMIT, `limit must be between 1 and ${ALERTS_LIST_LIMIT}`),
    )
    .optional(),
});

/** POST /api/alerts/read: `{ ids }` marks those alerts read, `{}` every unread alert of the user. */
export const markReadBody = z.strictObject(
  {
    ids: z
      .array(z.string({ error: "Invalid alert id" }).uuid("Invalid alert id"), { error: "ids must be a list of alert ids" })
      .min(1, "ids must list at least one alert")
      .max(MAX_READ_IDS, `ids must list at most ${MAX_READ_IDS} alerts`)
      .optional(),
  },
  { error: notAnObject("Send { ids: [...] } or {}") },
);

const fvChangePercent = z
  .preprocess(numberFromText, z.number({ error: "fvChangePercent must be a number" }).finite("fvChangePercent must be a number"))
  .pipe(
    z
      .number()
      .min(FV_CHANGE_PERCENT_RANGE.min, `fvChangePercent must be between ${FV_CHANGE_PERCENT_RANGE.min} and ${FV_CHANGE_PERCENT_RANGE.max}`)
      .max(
        FV_CHANGE_PERCENT_RANGE.max,
        `fvChangePercent must be between ${FV_CHANGE_PERCENT_RANGE.min} and ${FV_CHANGE_PERCENT_RANGE.max}`,
      ),
  );

const kindSwitches = z.strictObject(
  Object.fromEntries(ALERT_KINDS.map((kind) => [kind, z.boolean({ error: `${kind} must be true or false` }).optional()])) as Record<
    AlertKind,
    z.ZodOptional<z.ZodBoolean>
  >,
  { error: notAnObject(`kinds must be an object of ${kindList} switches`) },
);

/** PUT /api/alerts/settings: any of the fields; those left out keep their value. */
export const alertSettingsBody = z.strictObject(
  {
    kinds: kindSwitches.optional(),
    fvChangePercent: fvChangePercent.optional(),
    scope: z.enum(ALERT_SCOPES, { error: "scope must be all or portfolio" }).optional(),
    emailDigest: z.enum(ALERT_DIGESTS, { error: "emailDigest must be off or daily" }).optional(),
  },
  { error: notAnObject("Send the settings as an object") },
);
export type AlertSettingsBody = z.input<typeof alertSettingsBody>;

export interface AlertSettingsView {
  kinds: Record<AlertKind, boolean>;
  fvChangePercent: number;
  scope: AlertScope;
  emailDigest: AlertDigest;
}

export const DEFAULT_ALERT_SETTINGS_VIEW: AlertSettingsView = {
  ...DEFAULT_ALERT_SETTINGS,
  kinds: { ...DEFAULT_ALERT_SETTINGS.kinds },
  emailDigest: "off",
};

const targetLevel = (field: "below" | "above") =>
  z
    .preprocess(
      (v) => (typeof v === "string" && v.trim() === "" ? null : numberFromText(v)),
      z.union([z.null(), z.number({ error: `${field} must be a number or null` }).finite(`${field} must be a number or null`)], {
        error: `${field} must be a number or null`,
      }),
    )
    .refine(
      (v) => v === null || (v > 0 && v <= MAX_PRICE),
      `${field} must be greater than 0 and at most ${MAX_PRICE.toLocaleString("en-AU")}`,
    );

/** PUT /api/stocks/:id/alert-target: both levels, each a price or null (no target that way). */
export const alertTargetBody = z
  .strictObject(
    { below: targetLevel("below"), above: targetLevel("above") },
    { error: notAnObject("Send { below, above }, each a price or null") },
  )
  .refine((t) => t.below === null || t.above === null || t.below < t.above, "below must be less than above");

export interface AlertTargetView {
  below: number | null;
  above: number | null;
}

/** One alert as GET /api/alerts lists it, newest first. */
export interface AlertView {
  id: string;
  stockId: string;
  symbol: string;
  kind: AlertKind;
  message: string;
  price: number | null;
  threshold: number | null;
  createdAt: string;
  readAt: string | null;
}

export interface UnreadCount {
  count: number;
}

export interface MarkReadResult {
  marked: number;
}

/** POST /api/alerts/digest/test: the test e-mail holds what the next digest will send. */
export interface DigestTestResult {
  sent: true;
  /** How many alerts it listed: the unread ones no digest has sent yet. */
  alerts: number;
  /** The user's digest choice: with "off" the test shows what the digest would send once on. */
  emailDigest: AlertDigest;
}

export const ALERT_MESSAGES = {
  notFound: "Alert not found",
  mailNotConfigured: "E-mail is not set up on this server (SMTP_URL)",
  mailFailed: "The mail server did not accept the e-mail",
} as const;

/** What a response of an action that may create alerts carries besides its own fields. */
export interface CreatesAlerts {
  /** Alerts this action created for the signed-in user. */
  newAlerts: number;
}
