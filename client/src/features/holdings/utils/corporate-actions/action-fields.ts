// The corporate action form (issue 46 "Screens"): one list of fields per type, drawn by one renderer
// (components/corporate-actions/action-fields.tsx). A field's `name` is the POST
// /api/corporate-actions body's key (shared/contracts/corporate-actions.ts), so the form's values
// become the body by name, and the contract's own schema checks them before anything is sent.
import { COMPANY_TAX_RATES } from "@shared/constants";
import type { CorporateActionType } from "@shared/domain/ledger/events";

export interface ChoiceOption {
  value: string;
  label: string;
}

interface FieldBase {
  name: string;
  label: string;
  /** Under the control; says what a blank means for an optional field. */
  hint?: string;
  required?: boolean;
  placeholder?: string;
}

/** A date ("YYYY-MM-DD"), a decimal amount, a ratio ("1", "1:5.534"), an ASX code or a name: a text box each. */
export interface TextFieldSpec extends FieldBase {
  kind: "date" | "decimal" | "ratio" | "symbol" | "text";
}

/** An election the user makes (roll-over): on or off. */
export interface SwitchFieldSpec extends FieldBase {
  kind: "switch";
  defaultValue: boolean;
}

export interface ChoiceFieldSpec extends FieldBase {
  kind: "choice";
  options: readonly ChoiceOption[];
  defaultValue: string;
}

/** Dated rows (rights taken up, rights sold): each row's columns are text fields. */
export interface RowsFieldSpec extends FieldBase {
  kind: "rows";
  columns: readonly TextFieldSpec[];
  /** "Add a take-up" */
  addLabel: string;
  /** "take-up", for the rows' own labels ("Take-up 1: Date"). */
  rowNoun: string;
}

export type FieldSpec = TextFieldSpec | SwitchFieldSpec | ChoiceFieldSpec | RowsFieldSpec;

export interface ActionTypeSpec {
  label: string;
  /** One sentence under the type's choice: what the action is and what it does to the parcels. */
  summary: string;
  /** What the user should know first (a share purchase plan is a BUY). */
  note?: string;
  fields: readonly FieldSpec[];
}

const date = (name: string, label: string, extra: Partial<TextFieldSpec> = {}): TextFieldSpec => ({
  kind: "date",
  name,
  label,
  required: true,
  ...extra,
});
const decimal = (name: string, label: string, extra: Partial<TextFieldSpec> = {}): TextFieldSpec => ({
  kind: "decimal",
  name,
  label,
  required: true,
  ...extra,
});
const optionalDecimal = (name: string, label: string, hint: string, placeholder?: string): TextFieldSpec =>
  decimal(name, label, { required: false, hint, placeholder });
const ratio = (name: string, label: string, extra: Partial<TextFieldSpec> = {}): TextFieldSpec => ({
  kind: "ratio",
  name,
  label,
  required: true,
  placeholder: "e.g. 1, 0.8 or 1:4",
  hint: "New for held: a number, or as the notice writes it (1:5.534)",
  ...extra,
});
const newCode = (label = "New code"): TextFieldSpec => ({
  kind: "symbol",
  name: "newSymbol",
  label,
  required: true,
  placeholder: "e.g. COL",
});
const newName = (label = "New name"): TextFieldSpec => ({ kind: "text", name: "newName", label, required: true });

const FRACTIONS: ChoiceFieldSpec = {
  kind: "choice",
  name: "fractions",
  label: "Fractions of a share",
  options: [
    { value: "down", label: "Rounded down" },
    { value: "nearest", label: "Rounded to the nearest" },
    { value: "up", label: "Rounded up" },
  ],
  defaultValue: "down",
  hint: "As the scheme booklet says the registry rounds each holding",
};
const UNITS_RECEIVED = optionalDecimal(
  "unitsReceived",
  "Units received",
  "Blank: worked out from the units held and the ratio; else the registry's count",
  "From the holding statement",
);
const COMPANY_TAX_RATE: ChoiceFieldSpec = {
  kind: "choice",
  name: "companyTaxRate",
  label: "Company tax rate",
  options: COMPANY_TAX_RATES.map((rate) => ({
    value: rate,
    label: rate === "0.25" ? "25% (base rate entity)" : `${Number(rate) * 100}%`,
  })),
  defaultValue: "0.30",
};
const FRANKING = decimal("frankingPercent", "Franking %", { placeholder: "e.g. 100" });
const rollover = (label: string, hint: string): SwitchFieldSpec => ({ kind: "switch", name: "rollover", label, hint, defaultValue: true });

export const ACTION_TYPE_SPECS: Readonly<Record<CorporateActionType, ActionTypeSpec>> = {
  DEMERGER: {
    label: "Demerger",
    summary:
      "Each parcel's cost base is split by the ruling's percentages, and each gives a parcel of the new company acquired on the original parcel's date.",
    fields: [
      date("exDate", "Ex-date", { hint: "Holders at the end of the day before are entitled" }),
      date("effectiveDate", "Effective date", { hint: "The implementation date" }),
      newCode("Demerged company's code"),
      newName("Demerged company's name"),
      ratio("newSharesPerOld", "New shares per share held"),
      decimal("headCostBasePercent", "Head cost base %", { placeholder: "e.g. 71.09" }),
      decimal("demergedCostBasePercent", "Demerged cost base %", { placeholder: "e.g. 28.91", hint: "The two add up to 100" }),
      optionalDecimal("capitalReturnPerShare", "Capital return per share ($)", "Blank when the demerger has none"),
      rollover("Demerger roll-over", "Chosen: a capital return is disregarded; not chosen: a G1 gain where it exceeds a cost base"),
      {
        kind: "choice",
        name: "status",
        label: "Status",
        options: [
          { value: "confirmed", label: "Confirmed (the ruling's figures)" },
          { value: "provisional", label: "Provisional (no ruling yet)" },
        ],
        defaultValue: "confirmed",
        hint: "A provisional action marks every figure it touches",
      },
      UNITS_RECEIVED,
      FRACTIONS,
    ],
  },
  RETURN_OF_CAPITAL: {
    label: "Return of capital",
    summary: "Each parcel's cost base falls by its share at the pay date; any excess over a parcel's cost base is a G1 capital gain.",
    fields: [
      date("exDate", "Ex-date"),
      date("payDate", "Pay date"),
      decimal("amountPerShare", "Amount per share ($)", {
        placeholder: "e.g. 0.23",
        hint: "Per share held on the entitlement date (before any consolidation)",
      }),
    ],
  },
  TAKEOVER: {
    label: "Takeover",
    summary:
      "Cash is an A1 disposal on the effective date; scrip with roll-over carries the cost base and acquisition dates into the acquirer's parcels. The holding closes.",
    fields: [
      date("effectiveDate", "Effective date", { hint: "A scheme's implementation date; a bid's acceptance date" }),
      decimal("cashPerShare", "Cash per share ($)", { placeholder: "0 for scrip only" }),
      { kind: "symbol", name: "acquirerSymbol", label: "Acquirer's code", placeholder: "e.g. TAH", hint: "Blank for cash only" },
      { kind: "text", name: "acquirerName", label: "Acquirer's name", hint: "Blank for cash only" },
      ratio("scripPerShare", "Scrip per share", { required: false, hint: "Acquirer shares per share held; blank for cash only" }),
      optionalDecimal("scripValuePerShare", "Scrip value per share ($)", "The market value of one acquirer share on the effective date"),
      rollover("Scrip-for-scrip roll-over", "Not available for a loss: the loss is realised instead"),
      UNITS_RECEIVED,
      FRACTIONS,
    ],
  },
  IN_SPECIE_DIVIDEND: {
    label: "In-specie dividend",
    summary:
      "A dividend paid in another company's shares: income in the pay date's year, and a new parcel at market value acquired on the pay date. The head's cost base does not change.",
    fields: [
      date("exDate", "Ex-date"),
      date("payDate", "Pay date"),
      newCode("Code of the shares paid"),
      newName("Name of the shares paid"),
      ratio("sharesPerHeld", "Shares per share held", { required: false, hint: "Blank when you give the units received" }),
      UNITS_RECEIVED,
      decimal("marketValuePerShare", "Market value per share ($)", { placeholder: "e.g. 29.76" }),
      FRANKING,
      COMPANY_TAX_RATE,
      FRACTIONS,
    ],
  },
  CODE_CHANGE: {
    label: "Code change",
    summary: "Not a disposal: the same parcels, dividends and history go on under the new code; the old code stays searchable.",
    fields: [date("effectiveDate", "Effective date"), newCode(), newName()],
  },
  BONUS_ISSUE: {
    label: "Bonus issue",
    summary:
      "Without a dividend, bonus parcels acquired on each parcel's own date share its cost base; with one, a new parcel at the issue date costing the dividend.",
    fields: [
      date("exDate", "Ex-date"),
      date("issueDate", "Issue date", { required: false, hint: "Blank: the ex-date" }),
      ratio("bonusPerHeld", "Bonus shares per share held"),
      optionalDecimal("dividendPerShare", "Dividend per share ($)", "Blank when no part of the bonus is a dividend"),
      decimal("frankingPercent", "Franking %", { required: false, placeholder: "0", hint: "Of the dividend, if any" }),
      COMPANY_TAX_RATE,
      UNITS_RECEIVED,
      FRACTIONS,
    ],
  },
  RIGHTS_ISSUE: {
    label: "Rights issue",
    summary:
      "Shares taken up are a parcel acquired on exercise at the offer price; free rights sold are a gain against a nil cost base; lapsed rights are nothing.",
    note: "A share purchase plan is not a rights issue: enter it as a BUY (Add trade) on its issue date.",
    fields: [
      date("exDate", "Ex-date"),
      ratio("rightsPerHeld", "Rights per share held", { placeholder: "e.g. 1:4" }),
      decimal("pricePerShare", "Offer price per share ($)", { placeholder: "e.g. 5.00" }),
      { kind: "symbol", name: "rightsSymbol", label: "Rights code", placeholder: "e.g. ABCR", hint: "Optional" },
      {
        kind: "rows",
        name: "takenUp",
        label: "Rights taken up",
        addLabel: "Add a take-up",
        rowNoun: "Take-up",
        hint: "Each exercise: its date and the shares taken up",
        columns: [date("date", "Date"), decimal("units", "Units")],
      },
      {
        kind: "rows",
        name: "sold",
        label: "Rights sold",
        addLabel: "Add a sale of rights",
        rowNoun: "Rights sale",
        hint: "Each sale: its date, the rights sold and the proceeds after brokerage",
        columns: [date("date", "Date"), decimal("units", "Units"), decimal("proceeds", "Proceeds ($)")],
      },
      FRACTIONS,
    ],
  },
  WORTHLESS: {
    label: "Worthless shares",
    summary: "A capital loss of the reduced cost base in that date's income year; the holding closes but stays visible.",
    fields: [
      date("date", "Date", { hint: "The declaration's or the deregistration's date" }),
      {
        kind: "choice",
        name: "kind",
        label: "Event",
        options: [
          { value: "liquidator_declaration", label: "Liquidator's declaration (G3, a loss you choose)" },
          { value: "deregistered", label: "Company deregistered (C2, shares cancelled)" },
        ],
        defaultValue: "liquidator_declaration",
      },
    ],
  },
};

/** The order of the type's choice: the most common first. */
export const ACTION_TYPE_ORDER: readonly CorporateActionType[] = [
  "DEMERGER",
  "RETURN_OF_CAPITAL",
  "TAKEOVER",
  "IN_SPECIE_DIVIDEND",
  "CODE_CHANGE",
  "BONUS_ISSUE",
  "RIGHTS_ISSUE",
  "WORTHLESS",
];

export const actionTypeLabel = (type: CorporateActionType): string => ACTION_TYPE_SPECS[type].label;
