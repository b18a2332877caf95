// What a stored text field may hold and how a number may be written, shared by every contract (and
// so by the forms that use them). PostgreSQL text cannot hold NUL at all, so a body carrying one
// must be a 400, never a failed INSERT; the other controls and the bidi overrides (which make "ABC"
// display as "CBA") are refused for the same reason a form would never produce them.

/** C0 and C1 controls except tab, LF and CR; DEL; the bidi embeddings, overrides and isolates. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const LINE_BREAK_OR_TAB = /[\t\n\r]/;
/**
 * Half of a UTF-16 surrogate pair without its other half (JSON can carry "\ud83d" alone): no
 * character at all, which PostgreSQL would store as "\ufffd". Refused rather than stored changed.
 */
const LONE_SURROGATE = /\p{Cs}/u;

/** A name, a tag, a file name: no control characters at all, line breaks and tabs included, and no broken character. */
export function isSingleLineText(text: string): boolean {
  return !CONTROL.test(text) && !LINE_BREAK_OR_TAB.test(text) && !LONE_SURROGATE.test(text);
}

/** A thesis or notes: line breaks and tabs are fine, other controls and broken characters are not. */
export function isMultiLineText(text: string): boolean {
  return !CONTROL.test(text) && !LONE_SURROGATE.test(text);
}

const holdsLoneSurrogate = (input: unknown): boolean =>
  typeof input === "string" ? LONE_SURROGATE.test(input) : Array.isArray(input) && input.some(holdsLoneSurrogate);

/**
 * The message of a refine by isSingleLineText or isMultiLineText (of a text, or of every text of a
 * list), naming what is wrong: a broken character, else control characters.
 */
export const unstorableTextMessage = (label: string) => ({
  error: (issue: { input?: unknown }) =>
    holdsLoneSurrogate(issue.input)
      ? `${label} contains a broken character (half of an emoji or symbol): type it again`
      : `${label} must not contain control characters`,
});

// "12", "-3.5", ".5", "1e3", "12." — what a script writing a number as text sends. Not "0x10",
// "0b11", "1_000" or "Infinity", which Number() would quietly turn into something else.
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * For z.preprocess: a numeric string becomes its number, a string that is not a decimal number
 * becomes NaN (so the schema's "must be a number" answers), anything else passes unchanged.
 * Blank strings are left to the caller, which gives them its own meaning (missing, or null).
 */
export function numberFromText(value: unknown): unknown {
  if (typeof value !== "string" || value.trim() === "") return value;
  const text = value.trim();
  return DECIMAL.test(text) ? Number(text) : Number.NaN;
}
