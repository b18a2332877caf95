// Corporate actions (issue 46): the bodies of POST /api/corporate-actions, one per type, decimals as
// strings (a JSON number is read through its shortest decimal text, as for trades). The rules an
// action's own figures must keep are the domain's (shared/domain/corporate-actions/actions.ts), so a
// body and a stored action are refused by the same sentences; what depends on the ledger (units held
// on the entitlement date, a pre-CGT parcel) is the replay's refusal. docs/domain.md "Corporate actions".
import { z } from "zod";
import { COMPANY_TAX_RATES, LEDGER_DECIMALS, MAX_PRICE } from "../constants";
import { isValidAsxSymbol, normaliseSymbol } from "../domain/company-name";
import { CORPORATE_ACTION_TYPES } from "../domain/ledger/events";
import {
  dateOrderProblem,
  percentagesProblem,
  rightsDatesProblem,
  takeoverOfferProblem,
  type ActionRefusal,
  type CorporateAction,
  type FractionRounding,
  type Ratio,
} from "../domain/corporate-actions";
import { MAX_LEDGER_QUANTITY, canonicalDecimal, compareDecimals, decimalField, ledgerDate, unitsField } from "./ledger-values";
import { isSingleLineText, unstorableTextMessage } from "./text";

/** The types of issue 46's actions: the replay's own list (ledger/events.ts). */
export { CORPORATE_ACTION_TYPES };

export const FRACTION_ROUNDINGS = ["down", "nearest", "up"] as const satisfies readonly FractionRounding[];
export const MAX_COMPANY_NAME_CHARS = 200;

const perShare = (label: string, least: "positive" | "zero" = "positive") => decimalField({ label, least, max: MAX_PRICE });
const percentField = (label: string) => decimalField({ label, least: "zero", max: 100 });
const optionalOf = <T extends z.ZodType>(schema: T) =>
  z
    .unknown()
    .optional()
    .transform((value, ctx): z.output<T> | null => {
      if (value === undefined || value === null || value === "") return null;
      const parsed = schema.safeParse(value);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", message: issue.message });
      return z.NEVER;
    });

const RATIO_TEXT = /^\s*([^:\s]+)\s*(?::|\bfor\b)\s*([^:\s]+)\s*$/i;

/**
 * A ratio of new shares (or rights) per share held: a decimal ("0.8") or, as notices write it, new
 * for held ("1:5.534", "1 for 4"), each term above 0 with at most 6 decimals. Answered as a Ratio.
 */
export const ratioField = (label: string) =>
  z.unknown().transform((value, ctx): Ratio => {
    const refuse = (message: string) => {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    };
    const text = typeof value === "number" && Number.isFinite(value) ? String(value) : typeof value === "string" ? value : null;
    if (text === null || text.trim() === "") return refuse(`${label} is required`);
    const match = RATIO_TEXT.exec(text);
    const terms = match ? [match[1], match[2]] : [text, "1"];
    const canonical = terms.map((term) => canonicalDecimal(term));
    if (canonical.some((term) => term === null)) return refuse(`${label} must be a number like 0.8, or new for held like 1:4`);
    const [received, held] = canonical as string[];
    if (received === "0" || held === "0") return refuse(`${label} must be more than 0`);
    if ([received, held].some((term) => (term.split(".")[1]?.length ?? 0) > LEDGER_DECIMALS))
      return refuse(`${label} must have at most ${LEDGER_DECIMALS} decimal places in each term`);
    if ([received, held].some((term) => compareDecimals(term, String(MAX_LEDGER_QUANTITY)) > 0)) return refuse(`${label} is too large`);
    return { received, held };
  });

const symbolField = (label: string) =>
  z
    .string({ error: `${label} must be an ASX code like BHP` })
    .transform(normaliseSymbol)
    .refine(isValidAsxSymbol, `${label} must be 1 to 6 letters or digits, like BHP`);

const nameField = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, `${label} is required`)
    .max(MAX_COMPANY_NAME_CHARS, `${label} must be at most ${MAX_COMPANY_NAME_CHARS} characters`)
    .refine(isSingleLineText, unstorableTextMessage(label));

const stockId = z.uuid({ error: "Choose a stock" });
const fractions = z.enum(FRACTION_ROUNDINGS, { error: "Fractions must be down, nearest or up" }).default("down");
const companyTaxRate = z.enum(COMPANY_TAX_RATES, { error: `Company tax rate must be ${COMPANY_TAX_RATES.join(" or ")}` }).default("0.30");
const unitsReceived = optionalOf(decimalField({ label: "Units received", least: "positive", max: MAX_LEDGER_QUANTITY }));

const returnOfCapital = z.object({
  type: z.literal("RETURN_OF_CAPITAL"),
  stockId,
  exDate: ledgerDate("Ex-date"),
  payDate: ledgerDate("Pay date"),
  amountPerShare: perShare("Amount per share"),
});

const codeChange = z.object({
  type: z.literal("CODE_CHANGE"),
  stockId,
  effectiveDate: ledgerDate("Effective date"),
  newSymbol: symbolField("New code"),
  newName: nameField("New name"),
});

const demerger = z.object({
  type: z.literal("DEMERGER"),
  stockId,
  exDate: ledgerDate("Ex-date"),
  effectiveDate: ledgerDate("Effective date"),
  newSymbol: symbolField("New code"),
  newName: nameField("New name"),
  newSharesPerOld: ratioField("New shares per share held"),
  headCostBasePercent: percentField("Head cost base %"),
  demergedCostBasePercent: percentField("Demerged cost base %"),
  capitalReturnPerShare: optionalOf(perShare("Capital return per share")),
  rollover: z.boolean({ error: "Roll-over must be true or false" }).default(true),
  status: z.enum(["provisional", "confirmed"], { error: "Status must be provisional or confirmed" }).default("confirmed"),
  unitsReceived,
  fractions,
});

const inSpecieDividend = z.object({
  type: z.literal("IN_SPECIE_DIVIDEND"),
  stockId,
  exDate: ledgerDate("Ex-date"),
  payDate: ledgerDate("Pay date"),
  newSymbol: symbolField("New code"),
  newName: nameField("New name"),
  sharesPerHeld: optionalOf(ratioField("Shares per share held")),
  unitsReceived,
  marketValuePerShare: perShare("Market value per share"),
  frankingPercent: percentField("Franking %"),
  companyTaxRate,
  fractions,
});

const takeover = z.object({
  type: z.literal("TAKEOVER"),
  stockId,
  effectiveDate: ledgerDate("Effective date"),
  cashPerShare: perShare("Cash per share", "zero"),
  acquirerSymbol: optionalOf(symbolField("Acquirer code")),
  acquirerName: optionalOf(nameField("Acquirer name")),
  scripPerShare: optionalOf(ratioField("Scrip per share")),
  scripValuePerShare: optionalOf(perShare("Scrip value per share")),
  rollover: z.boolean({ error: "Roll-over must be true or false" }).default(true),
  unitsReceived,
  fractions,
});

const bonusIssue = z.object({
  type: z.literal("BONUS_ISSUE"),
  stockId,
  exDate: ledgerDate("Ex-date"),
  issueDate: optionalOf(ledgerDate("Issue date")),
  bonusPerHeld: ratioField("Bonus shares per share held"),
  dividendPerShare: optionalOf(perShare("Dividend per share")),
  frankingPercent: percentField("Franking %").default("0"),
  companyTaxRate,
  unitsReceived,
  fractions,
});

const rightsEntry = { date: ledgerDate("Date"), units: unitsField() };
const rightsIssue = z.object({
  type: z.literal("RIGHTS_ISSUE"),
  stockId,
  exDate: ledgerDate("Ex-date"),
  rightsPerHeld: ratioField("Rights per share held"),
  pricePerShare: perShare("Price per share"),
  rightsSymbol: optionalOf(symbolField("Rights code")),
  takenUp: z.array(z.object(rightsEntry), { error: "Taken up must be a list" }).max(100).default([]),
  sold: z
    .array(z.object({ ...rightsEntry, proceeds: decimalField({ label: "Proceeds", least: "zero", max: MAX_LEDGER_QUANTITY }) }), {
      error: "Sold must be a list",
    })
    .max(100)
    .default([]),
  fractions,
});

const worthless = z.object({
  type: z.literal("WORTHLESS"),
  stockId,
  date: ledgerDate("Date"),
  kind: z.enum(["liquidator_declaration", "deregistered"], { error: "Kind must be liquidator_declaration or deregistered" }),
});

type Body = z.output<typeof corporateActionBodyShape>;

/** The rules across a body's fields, as the domain words them: the first problem, or null. */
export function corporateActionBodyProblem(body: Body): ActionRefusal | null {
  switch (body.type) {
    case "RETURN_OF_CAPITAL":
      return dateOrderProblem(body.exDate, "ex-date", body.payDate, "Pay date");
    case "CODE_CHANGE":
    case "WORTHLESS":
      return null;
    case "DEMERGER":
      return (
        percentagesProblem(body.headCostBasePercent, body.demergedCostBasePercent) ??
        dateOrderProblem(body.exDate, "ex-date", body.effectiveDate, "Effective date")
      );
    case "IN_SPECIE_DIVIDEND":
      if (body.sharesPerHeld === null && body.unitsReceived === null)
        return { code: "zero-ratio", message: "Give the shares per share held or the units received" };
      return dateOrderProblem(body.exDate, "ex-date", body.payDate, "Pay date");
    case "TAKEOVER":
      return takeoverOfferProblem(body.cashPerShare, body.scripPerShare, body.acquirerSymbol !== null, body.scripValuePerShare);
    case "BONUS_ISSUE":
      return dateOrderProblem(body.exDate, "ex-date", body.issueDate ?? body.exDate, "Issue date");
    case "RIGHTS_ISSUE":
      return rightsDatesProblem(body.exDate, [...body.takenUp, ...body.sold]);
  }
}

/**
 * Each type's fields without the rules across them: what the routes parse (a field's problem is a
 * 400), leaving those rules to the one refusal path, which names the action (a 422).
 */
export const corporateActionBodyShape = z.discriminatedUnion(
  "type",
  [returnOfCapital, codeChange, demerger, inSpecieDividend, takeover, bonusIssue, rightsIssue, worthless],
  { error: `Type must be one of ${CORPORATE_ACTION_TYPES.join(", ")}` },
);

/** POST /api/corporate-actions (and ?dryRun=true): one type's body, its cross-field rules checked. */
export const corporateActionBody = corporateActionBodyShape.superRefine((body, ctx) => {
  const problem = corporateActionBodyProblem(body);
  if (problem) ctx.addIssue({ code: "custom", message: problem.message });
});

export type CorporateActionBody = z.output<typeof corporateActionBody>;

/** What the server knows when it turns a body into the domain's action: its id, the head's code, and a stock for each code named. */
export interface ActionIdentity {
  id: string;
  symbol: string;
  /** The stock of a code the body names (the demerged company, the acquirer, the shares paid), added if not tracked. */
  stockIdOf: (symbol: string) => string;
}

/** A checked body as the domain's action (shared/domain/corporate-actions/actions.ts). */
export function corporateActionOf(body: CorporateActionBody, identity: ActionIdentity): CorporateAction {
  const base = { id: identity.id, stockId: body.stockId, symbol: identity.symbol };
  switch (body.type) {
    case "RETURN_OF_CAPITAL":
    case "CODE_CHANGE":
    case "WORTHLESS":
      return { ...base, ...body };
    case "DEMERGER": {
      const { newSymbol, newName: _name, ...rest } = body;
      return { ...base, ...rest, newStockId: identity.stockIdOf(newSymbol) };
    }
    case "IN_SPECIE_DIVIDEND": {
      const { newSymbol, newName: _name, ...rest } = body;
      return { ...base, ...rest, newStockId: identity.stockIdOf(newSymbol) };
    }
    case "TAKEOVER": {
      const { acquirerSymbol, acquirerName: _name, ...rest } = body;
      return { ...base, ...rest, acquirerStockId: acquirerSymbol === null ? null : identity.stockIdOf(acquirerSymbol) };
    }
    case "BONUS_ISSUE":
      return { ...base, ...body, issueDate: body.issueDate ?? body.exDate };
    case "RIGHTS_ISSUE": {
      const { rightsSymbol: _rights, ...rest } = body;
      return { ...base, ...rest };
    }
  }
}
