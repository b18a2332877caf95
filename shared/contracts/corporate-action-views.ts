// Corporate actions (issue 46): what /api/corporate-actions answers, and the queries and params it
// reads. The bodies it takes are corporate-actions.ts's. Every amount and unit count is a decimal
// string, exact as the replay gives it (a screen rounds money with toCents); every date "YYYY-MM-DD".
// docs/domain.md "Corporate actions". Not tax advice.
import { z } from "zod";
import { CORPORATE_ACTION_LABELS } from "../domain/corporate-actions/actions";
import type { Ratio } from "../domain/corporate-actions";
import { formatLedgerDate } from "../domain/ledger/dates";
import type { CorporateActionType } from "../domain/ledger/events";
import type { CorporateActionBody } from "./corporate-actions";
import { uuidParams } from "./responses";

export const CORPORATE_ACTION_STATUSES = ["provisional", "confirmed"] as const;
export type CorporateActionStatus = (typeof CORPORATE_ACTION_STATUSES)[number];

/** The CGT events an action's lines carry (a takeover's cash is an A1 disposal). */
export type CorporateActionCgtEvent = "A1" | "C2" | "G1" | "G3";

export const CORPORATE_ACTION_MESSAGES = {
  notFound: "Corporate action not found",
  deleted: "Corporate action deleted",
} as const;

export const corporateActionIdParams = uuidParams("corporate action");

/** GET /api/corporate-actions: every action of the user, or one stock's (the head's, or a code it made). */
export const corporateActionsQuery = z.object({
  stockId: z.uuid({ error: "stockId must be a stock's id" }).optional(),
});

/** POST and PATCH /api/corporate-actions: `?dryRun=true` answers the preview and writes nothing. */
export const corporateActionWriteQuery = z.object({
  dryRun: z
    .enum(["true", "false"], { error: "dryRun must be true or false" })
    .optional()
    .transform((value) => value === "true"),
});

type TextRatio<T> = T extends Ratio ? string : T extends Ratio | null ? string | null : T;
type TextBody<T> = T extends unknown ? { -readonly [K in keyof T]: TextRatio<T[K]> } : never;

/**
 * A POST body as stored and listed: the checked body with its defaults filled in, every decimal in
 * its canonical text and each ratio written back as new for held ("1:5.534", or "0.8" when per one
 * share held). Sent back unchanged it is the same action.
 */
export type CorporateActionBodyView = TextBody<CorporateActionBody>;

/** A ratio as the body writes it: "0.8" for 0.8 per share held, "1:5.534" for 1 new per 5.534 held. */
export function ratioText(ratio: Ratio): string {
  return ratio.held === "1" ? ratio.received : `${ratio.received}:${ratio.held}`;
}

const ratioTextOrNull = (ratio: Ratio | null) => (ratio === null ? null : ratioText(ratio));

/** A checked body (corporateActionBody's output) as stored and listed. */
export function corporateActionBodyView(body: CorporateActionBody): CorporateActionBodyView {
  switch (body.type) {
    case "DEMERGER":
      return { ...body, newSharesPerOld: ratioText(body.newSharesPerOld) };
    case "IN_SPECIE_DIVIDEND":
      return { ...body, sharesPerHeld: ratioTextOrNull(body.sharesPerHeld) };
    case "TAKEOVER":
      return { ...body, scripPerShare: ratioTextOrNull(body.scripPerShare) };
    case "BONUS_ISSUE":
      return { ...body, bonusPerHeld: ratioText(body.bonusPerHeld) };
    case "RIGHTS_ISSUE":
      return {
        ...body,
        rightsPerHeld: ratioText(body.rightsPerHeld),
        takenUp: body.takenUp.map((entry) => ({ ...entry })),
        sold: body.sold.map((entry) => ({ ...entry })),
      };
    default:
      return { ...body };
  }
}

const ratioWords = (ratio: string) => {
  const [received, held = "1"] = ratio.split(":");
  return `${received} for ${held}`;
};

/** One line naming an action, as its list shows it: "Demerger of COL, 1 for 1". */
export function describeCorporateAction(body: CorporateActionBodyView): string {
  switch (body.type) {
    case "RETURN_OF_CAPITAL":
      return `Return of capital, $${body.amountPerShare} per share`;
    case "CODE_CHANGE":
      return `Code change to ${body.newSymbol} (${body.newName})`;
    case "DEMERGER":
      return `Demerger of ${body.newSymbol}, ${ratioWords(body.newSharesPerOld)}`;
    case "IN_SPECIE_DIVIDEND":
      return `In-specie dividend of ${body.newSymbol}, ${body.sharesPerHeld === null ? `${body.unitsReceived} units` : ratioWords(body.sharesPerHeld)}`;
    case "TAKEOVER": {
      const [received, held = "1"] = body.scripPerShare?.split(":") ?? [];
      const scrip = body.scripPerShare === null ? null : `${received} ${body.acquirerSymbol} for ${held}`;
      const cash = body.cashPerShare === "0" ? null : `$${body.cashPerShare} cash per share`;
      return `Takeover${body.acquirerSymbol ? ` by ${body.acquirerSymbol}` : ""}, ${[scrip, cash].filter(Boolean).join(" and ")}`;
    }
    case "BONUS_ISSUE":
      return `Bonus issue, ${ratioWords(body.bonusPerHeld)}${body.dividendPerShare === null ? "" : `, a dividend of $${body.dividendPerShare} per share`}`;
    case "RIGHTS_ISSUE":
      return `Rights issue, ${ratioWords(body.rightsPerHeld)} at $${body.pricePerShare}`;
    case "WORTHLESS":
      return body.kind === "deregistered" ? "Shares cancelled: company deregistered" : "Shares declared worthless by the liquidator";
  }
}

/** How a message names an action: "WES demerger on 28 Nov 2018" (`date` is the date it takes effect). */
export function actionTitle(action: { symbol: string; type: CorporateActionType; date: string }): string {
  return `${action.symbol} ${CORPORATE_ACTION_LABELS[action.type]} on ${formatLedgerDate(action.date)}`;
}

/**
 * A refusal of a write that names the action it breaks: "WES demerger on 28 Nov 2018: No WES was held
 * at the end of 20 Nov 2018: nothing is entitled to this demerger".
 */
export function actionRefusalMessage(action: { symbol: string; type: CorporateActionType; date: string }, message: string): string {
  return `${actionTitle(action)}: ${message}`;
}

/** An action as GET /api/corporate-actions lists it. */
export interface CorporateActionView {
  id: string;
  type: CorporateActionType;
  /** The stock it happens to (the head, the target, the payer). */
  stockId: string;
  /** That stock's code now. */
  symbol: string;
  /** The date it takes effect in the ledger (a return's pay date, a demerger's implementation date). */
  date: string;
  /** Only a demerger can be provisional (its ruling's percentages not yet published); every other action is confirmed. */
  status: CorporateActionStatus;
  body: CorporateActionBodyView;
  /** "Demerger of COL, 1 for 1". */
  description: string;
  /** The known action (GET /api/corporate-actions/suggestions `key`) it matches, if any. */
  knownKey: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface CorporateActionsView {
  /** Oldest first, by the date each takes effect. */
  actions: CorporateActionView[];
}

export interface ParcelStateView {
  units: string;
  costBase: string;
  /** The date that counts for the 12-month discount (a demerged parcel keeps its head parcel's). */
  acquiredOn: string;
}

/** One parcel the action touches: `before` null for a parcel it makes, `after` null for one it closes. */
export interface ParcelChangeView {
  stockId: string;
  symbol: string;
  parcelId: string;
  before: ParcelStateView | null;
  after: ParcelStateView | null;
  /** The parcel a derived parcel came from (the head parcel of a demerged one), else null. */
  sourceParcelId: string | null;
}

/** A CGT line the action makes (a takeover's cash A1, a capital return's G1, a C2 or a G3). */
export interface ActionCgtLineView {
  event: CorporateActionCgtEvent;
  date: string;
  stockId: string;
  symbol: string;
  parcelId: string;
  acquiredOn: string;
  units: string;
  proceeds: string;
  costBase: string;
  /** Negative for a capital loss. */
  gain: string;
  /** A gain on a parcel held 12 months (the discount applies); false for a loss. */
  discountable: boolean;
}

/** A dividend the action pays (in specie, a bonus issue with a dividend), in the pay date's income year. */
export interface ActionIncomeView {
  stockId: string;
  symbol: string;
  exDate: string;
  payDate: string;
  unitsHeld: string;
  cash: string;
  franked: string;
  unfranked: string;
  frankingCredit: string;
  grossedUp: string;
}

/** What the action does, parcel by parcel: the per-parcel preview before saving, and after. */
export interface CorporateActionPreview {
  /** The action is provisional: every figure it makes is marked so. */
  provisional: boolean;
  /** The head's parcels first, then those of other stocks it opens. */
  parcels: ParcelChangeView[];
  cgt: ActionCgtLineView[];
  income: ActionIncomeView[];
}

/** Exact decimals; a screen shows them as the CGT lines do (proceeds and gain to cents, the cost base their difference). */
export interface CgtChangeFigures {
  units: string;
  proceeds: string;
  costBase: string;
  gain: string;
}

/** A CGT line of the ledger that the change moved (matched by event, date, stock and parcel). */
export interface CgtChangeView {
  event: CgtChangeEvent;
  date: string;
  stockId: string;
  symbol: string;
  parcelId: string;
  before: CgtChangeFigures | null;
  after: CgtChangeFigures | null;
}
export type CgtChangeEvent = "A1" | "C2" | "G1" | "G3" | "E4" | "E10";

/** PATCH: what the edit moved across the ledger (confirming a provisional demerger's percentages). */
export interface CorporateActionChanges {
  /** Open parcels now whose units, cost base or date differ. */
  parcels: ParcelChangeView[];
  /** Every CGT line of the ledger that differs, a later sale's included. */
  cgt: CgtChangeView[];
}

/**
 * POST (201), PATCH (200): the action as stored and its preview; with `?dryRun=true` (200) `action`
 * is null and nothing is written. PATCH also answers `changes`.
 */
export interface CorporateActionWriteView {
  action: CorporateActionView | null;
  preview: CorporateActionPreview;
  changes?: CorporateActionChanges;
}

export interface KnownActionSourceView {
  figure: string;
  reference: string;
  url: string;
}

/** A known ASX action that touched a holding on its entitlement date and is not applied yet. */
export interface CorporateActionSuggestionView {
  /** The known action's key ("WES-COL-2018"). */
  key: string;
  stockId: string;
  /** The held stock's code now. */
  symbol: string;
  type: CorporateActionType;
  title: string;
  entitlementDate: string;
  /** Units held at the end of the entitlement date. */
  unitsHeld: string;
  /** Each figure's source (the class ruling and the company's notice). */
  sources: KnownActionSourceView[];
  notes: string[];
  /** A POST body ready to send (or to fill the form with). */
  body: CorporateActionBodyView;
}

export interface CorporateActionSuggestionsView {
  /** Oldest entitlement first. */
  suggestions: CorporateActionSuggestionView[];
}
