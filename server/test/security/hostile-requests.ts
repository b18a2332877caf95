// The generic pieces of a hostile request (json-bodies.property.test.ts): path segments, JSON bodies,
// query strings and the field values the route table mixes hostile ones into.
import fc from "fast-check";
import { HOSTILE_RAW_JSON, hostileNumber, hostileNumberText, hostileString } from "@shared/testing/hostile";

export type Method = "get" | "post" | "put" | "patch" | "delete";
export type Body = { json: unknown } | { raw: string } | null;

export interface Sent {
  path: string;
  body: Body;
}

/** The ids of the rows the test file seeds in its beforeAll: empty strings until then. */
export interface SeededIds {
  portfolioStock: string;
  trackedStock: string;
  journalEntry: string;
  batch: string;
  fairValue: string;
  shareholder: string;
  pendingUser: string;
  /** An alert of the signed-in user's portfolio stock. */
  alert: string;
}
export type SeededId = keyof SeededIds;

/** Encodes a hostile path segment; lone surrogates (which encodeURIComponent refuses) go as raw bad UTF-8. */
function segment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return "%ED%A0%80";
  }
}

const RAW_SEGMENTS = [
  "%",
  "%zz",
  "%00",
  "..",
  ".",
  "%2e%2e",
  "%2F",
  "a%2Fb",
  "%E0%A4%A",
  "%C0%AE",
  "__proto__",
  "constructor",
  "00000000-0000-0000-0000-000000000000",
  "00000000-0000-4000-8000-000000000000",
];

/** One of the seeded ids, read when a value is generated (the routes are listed before beforeAll runs). */
export const realId = (ids: Readonly<SeededIds>, ...keys: SeededId[]) => fc.constantFrom(...keys).map((key) => ids[key]);

/**
 * A path parameter: random ids, hostile text, broken escapes, and (when given) the user's real ids.
 * Destructive routes get no real ids, so the data the other routes use stays in place.
 */
export function idSegment(ids: Readonly<SeededIds>, ...real: SeededId[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 3, arbitrary: hostileString.map(segment) },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
    ...(real.length > 0 ? [{ weight: 2, arbitrary: realId(ids, ...real) }] : []),
  );
}

/** A JSON body: mostly the route's hostile bodies, sometimes broken or abusive raw JSON. */
function jsonBody(bodies: fc.Arbitrary<unknown>): fc.Arbitrary<Body> {
  return fc.oneof(
    { weight: 8, arbitrary: bodies.map((json) => ({ json })) },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_RAW_JSON).map((raw) => ({ raw })) },
  );
}

/** A query string of hostile keys and values, repeated keys and bracket keys included. */
export function queryString(keys: readonly string[]): fc.Arbitrary<string> {
  const key = fc.oneof(
    fc.constantFrom(...keys, ...keys.map((k) => `${k}[]`), ...keys.map((k) => `${k}[x]`), "__proto__", "constructor[prototype][polluted]"),
    hostileString.map(segment),
  );
  const value = fc.oneof(fc.constantFrom("true", "false", "", "%", "%00"), fc.uuid(), hostileString.map(segment));
  return fc
    .array(fc.tuple(key, value), { maxLength: 4 })
    .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join("&")}` : ""));
}

export const money = fc.oneof(fc.double({ min: 0.01, max: 1_000_000, noNaN: true }), fc.constantFrom("12.50", "0.5"));
export const validDate = fc
  .date({ min: new Date("1990-01-01"), max: new Date("2090-12-31"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
/** A valid date on or after `min` (YYYY-MM-DD): a close date the seeded entry's open date allows. */
export const dateFrom = (min: string) =>
  fc.date({ min: new Date(min), max: new Date("2090-12-31"), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
/** The open date of the journal entry json-bodies.property.test.ts seeds. */
export const SEEDED_OPENED_AT = "2024-01-31";
export const numberish = fc.oneof(hostileNumber, hostileNumberText);
export const newSymbol = fc.stringMatching(/^[A-Z][A-Z0-9]{2,4}$/);

/** A top-20 list, mostly well formed ("3 NAME 1,234,567 1.23%"), with hostile names and numbers among the lines. */
/** A top-20 list a registry really prints: every row a rank, a holder's name, shares and a percentage. */
export const cleanShareholderList = fc
  .array(
    fc.tuple(
      fc.constantFrom("HSBC CUSTODY NOMINEES LIMITED", "ARGO INVESTMENTS LIMITED", "SMITH, JOHN & JANE"),
      fc.integer({ min: 1, max: 2_000_000_000 }).map((n) => n.toLocaleString("en-AU")),
      fc.double({ min: 0, max: 100, noNaN: true }).map((p) => `${p.toFixed(2)}%`),
    ),
    { minLength: 1, maxLength: 8 },
  )
  .map((rows) => rows.map(([name, shares, percent], index) => `${index + 1} ${name} ${shares} ${percent}`).join("\n"));

export const shareholderList = fc
  .array(
    fc.tuple(
      fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom("HSBC CUSTODY NOMINEES LIMITED", "ARGO INVESTMENTS LIMITED", "SMITH, JOHN & JANE") },
        { weight: 1, arbitrary: hostileString },
      ),
      fc.oneof(
        { weight: 4, arbitrary: fc.integer({ min: 1, max: 2_000_000_000 }).map((n) => n.toLocaleString("en-AU")) },
        { weight: 1, arbitrary: hostileNumberText },
      ),
      fc.oneof(
        { weight: 4, arbitrary: fc.double({ min: 0, max: 100, noNaN: true }).map((p) => `${p.toFixed(2)}%`) },
        { weight: 1, arbitrary: hostileNumberText },
      ),
    ),
    { minLength: 1, maxLength: 8 },
  )
  .map((rows) => rows.map(([name, shares, percent], index) => `${index + 1} ${name} ${shares} ${percent}`).join("\n"));

export const path = (fixed: string) => fc.constant(fixed);
export const withBody = (paths: fc.Arbitrary<string>, bodies: fc.Arbitrary<unknown>): fc.Arbitrary<Sent> =>
  fc.tuple(paths, jsonBody(bodies)).map(([p, body]) => ({ path: p, body }));
export const noBody = (paths: fc.Arbitrary<string>): fc.Arbitrary<Sent> => paths.map((p) => ({ path: p, body: null }));
