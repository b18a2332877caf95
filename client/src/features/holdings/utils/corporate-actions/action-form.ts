// The corporate action form's values and the POST /api/corporate-actions body they make. Values are
// keyed by the type's field names (action-fields.ts); the contract's own schema checks the body, so
// the form refuses what the server would, with the same sentence, before anything is sent.
import { corporateActionBody } from "@shared/contracts/corporate-actions";
import type { CorporateActionType } from "@shared/domain/ledger/events";
import { ACTION_TYPE_SPECS, type FieldSpec, type TextFieldSpec } from "./action-fields";

/** One row of a rows field (a take-up: its date and units), by column name. */
export type RowValues = Record<string, string>;
export type FieldValue = string | boolean | RowValues[];

export interface ActionFormValues {
  type: CorporateActionType;
  fields: Record<string, FieldValue>;
}

export type ActionFormResult = { body: Record<string, unknown> } | { error: string };

function defaultOf(spec: FieldSpec): FieldValue {
  switch (spec.kind) {
    case "switch":
    case "choice":
      return spec.defaultValue;
    case "rows":
      return [];
    default:
      return "";
  }
}

export function emptyActionForm(type: CorporateActionType): ActionFormValues {
  return { type, fields: Object.fromEntries(ACTION_TYPE_SPECS[type].fields.map((spec) => [spec.name, defaultOf(spec)])) };
}

/** Another type, keeping what was typed in the fields the two share (the dates, the new code). */
export function changeType(values: ActionFormValues, type: CorporateActionType): ActionFormValues {
  const next = emptyActionForm(type);
  for (const spec of ACTION_TYPE_SPECS[type].fields) {
    const kept = values.fields[spec.name];
    if (kept !== undefined && typeof kept === typeof next.fields[spec.name]) next.fields[spec.name] = kept;
  }
  return next;
}

/** A ratio as the form writes it: "1" for 1 per held, "1:5.534" for 1 per 5.534 held. */
function ratioText(value: unknown): string {
  if (value && typeof value === "object" && "received" in value && "held" in value) {
    const { received, held } = value as { received: unknown; held: unknown };
    return String(held) === "1" ? String(received) : `${String(received)}:${String(held)}`;
  }
  return textOf(value);
}

const textOf = (value: unknown): string => (value === null || value === undefined ? "" : String(value));

function valueFrom(spec: FieldSpec, value: unknown): FieldValue {
  switch (spec.kind) {
    case "switch":
      return typeof value === "boolean" ? value : spec.defaultValue;
    case "choice":
      return typeof value === "string" && spec.options.some((option) => option.value === value) ? value : spec.defaultValue;
    case "rows":
      return Array.isArray(value)
        ? value.map((row: Record<string, unknown>) =>
            Object.fromEntries(spec.columns.map((column) => [column.name, textOf(row?.[column.name])])),
          )
        : [];
    case "ratio":
      return ratioText(value);
    default:
      return textOf(value);
  }
}

/**
 * The form filled from an action's terms: a known action's (a suggestion) or an applied one's (an
 * edit). Terms the type has no field for are left out; fields the terms leave out keep their defaults.
 */
export function formFromTerms(type: CorporateActionType, terms: Readonly<Record<string, unknown>>): ActionFormValues {
  return {
    type,
    fields: Object.fromEntries(
      ACTION_TYPE_SPECS[type].fields.map((spec) => [spec.name, spec.name in terms ? valueFrom(spec, terms[spec.name]) : defaultOf(spec)]),
    ),
  };
}

const blankToUndefined = (text: string) => (text.trim() === "" ? undefined : text.trim());

function rowsBody(columns: readonly TextFieldSpec[], rows: RowValues[]): Record<string, string | undefined>[] {
  return rows
    .filter((row) => columns.some((column) => (row[column.name] ?? "").trim() !== ""))
    .map((row) => Object.fromEntries(columns.map((column) => [column.name, blankToUndefined(row[column.name] ?? "")])));
}

/** The body of the type's fields (blank ones left out, so the contract's defaults apply), or the first problem. */
export function bodyFromForm(values: ActionFormValues, stockId: string): ActionFormResult {
  const body: Record<string, unknown> = { type: values.type, stockId };
  for (const spec of ACTION_TYPE_SPECS[values.type].fields) {
    const value = values.fields[spec.name];
    if (spec.kind === "rows") body[spec.name] = rowsBody(spec.columns, Array.isArray(value) ? value : []);
    else if (typeof value === "boolean") body[spec.name] = value;
    else if (typeof value === "string") {
      const text = blankToUndefined(value);
      if (text !== undefined) body[spec.name] = text;
    }
  }
  const parsed = corporateActionBody.safeParse(body);
  if (parsed.success) return { body };
  const issue = parsed.error.issues[0];
  if (!issue) return { error: "Check the action's fields" };
  return { error: rowPrefix(values.type, issue.path) + issue.message };
}

/** "Rights taken up, row 2: " for a problem in a row, so the user knows which one. */
function rowPrefix(type: CorporateActionType, path: readonly PropertyKey[]): string {
  const [name, index] = path;
  const spec = ACTION_TYPE_SPECS[type].fields.find((field) => field.name === name);
  return spec?.kind === "rows" && typeof index === "number" ? `${spec.label}, row ${index + 1}: ` : "";
}
