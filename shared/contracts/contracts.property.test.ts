// Property tests over every request contract (issue #8, "Hostile input"): for hostile bodies, query
// strings and params, safeParse never throws, and whatever it accepts is storable: finite numbers
// inside the field's limits, dates PostgreSQL accepts, text without NUL or other control characters,
// only the declared keys, and Object.prototype untouched. Each contract must both accept and refuse
// some generated inputs, so no property passes by never reaching its success path.
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  FORBIDDEN_TEXT,
  PROPERTY_RUNS,
  controlText,
  hostileBody,
  hostileDateText,
  hostileJson,
  hostileNumber,
  hostileNumberText,
  hostileString,
  runCounter,
} from "../testing/hostile";
import { ALERT_KINDS } from "../domain/alerts";
import { allocationBody, allocationParams } from "./allocations";
import { ALERTS_LIST_LIMIT, MAX_PRICE, MAX_READ_IDS } from "../constants";
import { alertSettingsBody, alertTargetBody, alertsQuery, markReadBody } from "./alerts";
import { loginBody, registerBody, requestResetBody, resetPasswordBody, userIdParams } from "./auth";
import { fairValueIdParams, fairValuesQuery } from "./fair-values";
import { MAX_PASTE_CHARS, PASTE_SOURCES, batchIdParams, pasteImportBody } from "./imports";
import { FIRST_YEAR, LAST_YEAR, isIsoDate } from "./dates";
import { JOURNAL_LIMITS, createJournalBody, updateJournalBody } from "./journal";
import { MAX_SHAREHOLDER_TEXT_CHARS, shareholderImportBody, shareholderPreviewBody } from "./shareholders";
import { portfolioQuery } from "./portfolio";
import { createStockBody, stockIdParams } from "./stocks";
import { isMultiLineText, isSingleLineText } from "./text";

const counter = runCounter();
const outcomes = new Map<string, { accepted: number; refused: number }>();

afterAll(() => {
  expect(counter.runs).toBe(PROPERTY_RUNS.contracts);
  // Every contract saw both outcomes: the generators reach the rules, not only the type checks.
  for (const [name, { accepted, refused }] of outcomes) {
    expect(accepted, `${name} accepted nothing`).toBeGreaterThan(0);
    expect(refused, `${name} refused nothing`).toBeGreaterThan(0);
  }
});

const PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype).sort();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * Every string anywhere in the output is free of NUL (PostgreSQL cannot store it), every number
 * finite. `parsed` names fields that are never stored as sent: a paste's text goes through a parser,
 * which drops control characters itself (server/parsers/cells.ts); tokens and passwords are hashed.
 */
function expectStorable(value: unknown, parsed: readonly string[] = [], path = "output"): void {
  if (typeof value === "string") expect(value.includes("\u0000"), path).toBe(false);
  else if (typeof value === "number") expect(Number.isFinite(value), `${path} = ${value}`).toBe(true);
  else if (Array.isArray(value)) value.forEach((item, index) => expectStorable(item, parsed, `${path}[${index}]`));
  else if (value !== null && typeof value === "object") {
    expect(Object.getPrototypeOf(value), path).toBe(Object.prototype);
    for (const [key, item] of Object.entries(value)) if (!parsed.includes(key)) expectStorable(item, parsed, `${path}.${key}`);
  }
}

function expectKeys(output: object, allowed: readonly string[]) {
  for (const key of Object.keys(output)) expect(allowed, `unexpected key ${JSON.stringify(key)}`).toContain(key);
}

const inRange = (value: unknown, min: number, max: number, exclusiveMin = false) => {
  expect(typeof value).toBe("number");
  if (exclusiveMin) expect(value as number).toBeGreaterThan(min);
  else expect(value as number).toBeGreaterThanOrEqual(min);
  expect(value as number).toBeLessThanOrEqual(max);
};

function expectDate(value: unknown) {
  expect(typeof value).toBe("string");
  expect(isIsoDate(value as string), String(value)).toBe(true);
  const year = Number((value as string).slice(0, 4));
  expect(year).toBeGreaterThanOrEqual(FIRST_YEAR);
  expect(year).toBeLessThanOrEqual(LAST_YEAR);
}

const expectSingleLine = (value: unknown) => expect(isSingleLineText(value as string), JSON.stringify(value)).toBe(true);

interface Contract {
  name: string;
  schema: z.ZodType;
  input: fc.Arbitrary<unknown>;
  runs: number;
  /** Fields parsed or hashed rather than stored as sent (see expectStorable). */
  parsed?: readonly string[];
  /** The invariants of an accepted value, beyond expectStorable. */
  accepted: (output: Record<string, unknown>) => void;
}

// Valid bodies the hostile ones start from.
const money = fc.oneof(fc.double({ min: 0.01, max: 1_000_000, noNaN: true }), fc.constantFrom("12.50", " 1e3 ", "0.5"));
const validDate = fc
  .date({ min: new Date("1990-01-01"), max: new Date("2090-12-31"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const shortText = fc.constantFrom("BHP Group", "Materials", "Iron ore", "A thesis\nover two lines", "  padded  ", "Ünïcode ✓");
const email = fc.constantFrom("user@example.com", "  Mixed.Case@Example.COM ", "a+b@c.io");
const password = fc.constantFrom("correct-horse-9", "12345678", "x".repeat(72));

const stockBody = fc.record({
  symbol: fc.constantFrom("BHP", "cba", "S32", "ASX:WES", "xro.ax"),
  name: shortText,
  sector: fc.option(shortText, { nil: null }),
  lastPrice: money,
  dividendYield: fc.option(fc.oneof(fc.double({ min: 0, max: 100, noNaN: true }), fc.constantFrom("", "4.5")), { nil: null }),
});
const journalBody = fc.record({
  stockId: fc.uuid(),
  side: fc.constantFrom("long", "short"),
  openedAt: validDate,
  entryPrice: money,
  shares: fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null }),
  stopPrice: fc.option(money, { nil: null }),
  thesis: shortText,
  catalysts: fc.array(shortText, { maxLength: 3 }),
  tags: fc.array(fc.constantFrom("mining", "dividend", " growth "), { maxLength: 3 }),
  notes: fc.option(shortText, { nil: null }),
});
const uuidParam = fc.oneof(
  fc.uuid(),
  hostileString,
  fc.uuid().map((id) => id.toUpperCase()),
  fc.uuid().map((id) => `{${id}}`),
  hostileJson,
);
const pasteText = fc.oneof(hostileString, fc.constantFrom("Code,Fair Value\nBHP,45", "   ", "x".repeat(MAX_PASTE_CHARS + 1)));

const numberFields = {
  lastPrice: fc.oneof(hostileNumber, hostileNumberText),
  amount: fc.oneof(hostileNumber, hostileNumberText),
  name: controlText,
  sector: controlText,
};
const journalFields = {
  entryPrice: fc.oneof(hostileNumber, hostileNumberText),
  shares: fc.oneof(hostileNumber, hostileNumberText),
  stopPrice: fc.oneof(hostileNumber, hostileNumberText),
  exitPrice: fc.oneof(hostileNumber, hostileNumberText),
  openedAt: hostileDateText,
  closedAt: hostileDateText,
  thesis: controlText,
  notes: controlText,
  catalysts: fc.array(controlText, { minLength: 1, maxLength: 2 }),
  tags: fc.array(controlText, { minLength: 1, maxLength: 2 }),
};

function expectJournal(output: Record<string, unknown>, partial: boolean) {
  expectKeys(output, [
    "stockId",
    "side",
    "openedAt",
    "entryPrice",
    "shares",
    "stopPrice",
    "thesis",
    "catalysts",
    "tags",
    "notes",
    "closedAt",
    "exitPrice",
  ]);
  if (!partial || output.stockId !== undefined) expect(output.stockId).toMatch(UUID);
  if (!partial || output.side !== undefined) expect(["long", "short"]).toContain(output.side);
  if (!partial || output.openedAt !== undefined) expectDate(output.openedAt);
  if (!partial || output.entryPrice !== undefined) inRange(output.entryPrice, 0, JOURNAL_LIMITS.maxPrice, true);
  for (const field of ["stopPrice", "exitPrice"]) if (output[field] != null) inRange(output[field], 0, JOURNAL_LIMITS.maxPrice, true);
  if (output.shares != null) inRange(output.shares, 0, JOURNAL_LIMITS.maxShares, true);
  if (output.closedAt != null) expectDate(output.closedAt);
  if (!partial || output.thesis !== undefined) {
    expect((output.thesis as string).length).toBeGreaterThan(0);
    expect((output.thesis as string).length).toBeLessThanOrEqual(JOURNAL_LIMITS.thesisChars);
    expect(isMultiLineText(output.thesis as string)).toBe(true);
  }
  if (typeof output.notes === "string") expect(isMultiLineText(output.notes)).toBe(true);
  for (const list of ["catalysts", "tags"]) {
    if (output[list] === undefined && partial) continue;
    expect((output[list] as string[]).length).toBeLessThanOrEqual(JOURNAL_LIMITS.listItems);
    for (const item of output[list] as string[]) expectSingleLine(item);
  }
  if (!partial && output.closedAt != null) expect((output.closedAt as string) >= (output.openedAt as string)).toBe(true);
}

const CONTRACTS: Contract[] = [
  {
    name: "createStockBody",
    schema: createStockBody,
    input: hostileBody(stockBody, numberFields),
    runs: 300,
    accepted: (out) => {
      expectKeys(out, ["symbol", "name", "sector", "lastPrice", "dividendYield"]);
      expect(out.symbol).toMatch(/^[A-Z0-9]{1,6}$/);
      expectSingleLine(out.name);
      expect((out.name as string).length).toBeLessThanOrEqual(200);
      if (out.sector !== null) expectSingleLine(out.sector);
      inRange(out.lastPrice, 0, 1_000_000, true);
      if (out.dividendYield !== null) inRange(out.dividendYield, 0, 100);
    },
  },
  {
    name: "allocationBody",
    schema: allocationBody,
    input: hostileBody(fc.record({ stockId: fc.uuid(), amount: money }), numberFields),
    runs: 250,
    accepted: (out) => {
      expectKeys(out, ["stockId", "amount"]);
      expect(out.stockId).toMatch(UUID);
      inRange(out.amount, 0, MAX_PRICE);
    },
  },
  {
    name: "createJournalBody",
    schema: createJournalBody,
    input: hostileBody(journalBody, journalFields),
    runs: 400,
    accepted: (out) => expectJournal(out, false),
  },
  {
    name: "updateJournalBody",
    schema: updateJournalBody,
    input: hostileBody(
      journalBody.chain((body) =>
        fc
          .subarray(Object.keys(body), { minLength: 1 })
          .map((keys) => Object.fromEntries(keys.map((key) => [key, body[key as keyof typeof body]]))),
      ),
      journalFields,
    ),
    runs: 300,
    accepted: (out) => expectJournal(out, true),
  },
  {
    name: "shareholderImportBody",
    schema: shareholderImportBody,
    input: hostileBody(
      fc.record({
        asOfDate: validDate,
        text: fc.constantFrom("1 HOLDER LTD 1,000 1.5%"),
        fileName: fc.constantFrom("top20.csv", "", "  list.csv "),
      }),
      { asOfDate: hostileDateText, text: pasteText, fileName: controlText },
    ),
    runs: 250,
    parsed: ["text"],
    accepted: (out) => {
      expectKeys(out, ["asOfDate", "text", "fileName"]);
      expectDate(out.asOfDate);
      expect((out.text as string).length).toBeLessThanOrEqual(MAX_SHAREHOLDER_TEXT_CHARS);
      expectSingleLine(out.fileName);
      expect((out.fileName as string).length).toBeLessThanOrEqual(200);
    },
  },
  {
    name: "shareholderPreviewBody",
    schema: shareholderPreviewBody,
    input: hostileBody(fc.record({ text: fc.constantFrom("1 HOLDER LTD 1,000 1.5%") }), { text: pasteText }),
    runs: 100,
    parsed: ["text"],
    accepted: (out) => {
      expectKeys(out, ["text"]);
      expect((out.text as string).trim()).not.toBe("");
    },
  },
  ...PASTE_SOURCES.map((source): Contract => ({
    name: `pasteImportBody(${source})`,
    schema: pasteImportBody(source),
    input: hostileBody(fc.record({ text: fc.constantFrom("Code,Fair Value\nBHP,45") }), { text: pasteText }),
    runs: 75,
    parsed: ["text"],
    accepted: (out) => {
      expectKeys(out, ["text"]);
      expect((out.text as string).length).toBeLessThanOrEqual(MAX_PASTE_CHARS);
      expect((out.text as string).trim()).not.toBe("");
    },
  })),
  {
    name: "registerBody",
    schema: registerBody,
    input: hostileBody(fc.record({ email, password }), { email: hostileString, password: hostileString }),
    runs: 200,
    parsed: ["password"],
    accepted: (out) => {
      expectKeys(out, ["email", "password"]);
      expect(out.email).toBe((out.email as string).toLowerCase());
      expect(FORBIDDEN_TEXT.test(out.email as string)).toBe(false);
      expect((out.password as string).length).toBeGreaterThanOrEqual(8);
      expect((out.password as string).length).toBeLessThanOrEqual(72);
    },
  },
  {
    name: "loginBody",
    schema: loginBody,
    input: hostileBody(fc.record({ email, password }), { email: hostileString, password: hostileString }),
    runs: 150,
    parsed: ["password"],
    accepted: (out) => {
      expectKeys(out, ["email", "password"]);
      expect((out.password as string).length).toBeLessThanOrEqual(1024);
    },
  },
  {
    name: "requestResetBody",
    schema: requestResetBody,
    input: hostileBody(fc.record({ email }), { email: hostileString }),
    runs: 100,
    accepted: (out) => expectKeys(out, ["email"]),
  },
  {
    name: "resetPasswordBody",
    schema: resetPasswordBody,
    input: hostileBody(fc.record({ token: fc.constantFrom("a".repeat(64)), password }), { token: hostileString, password: hostileString }),
    runs: 100,
    parsed: ["token", "password"],
    accepted: (out) => {
      expectKeys(out, ["token", "password"]);
      expect((out.token as string).length).toBeLessThanOrEqual(256);
    },
  },
  ...[
    ["stockIdParams", stockIdParams, "id"],
    ["userIdParams", userIdParams, "id"],
    ["fairValueIdParams", fairValueIdParams, "id"],
    ["batchIdParams", batchIdParams, "id"],
    ["allocationParams", allocationParams, "stockId"],
  ].map(([name, schema, key]): Contract => ({
    name: name as string,
    schema: schema as z.ZodType,
    input: fc.oneof(
      uuidParam.map((id) => ({ [key as string]: id })),
      hostileJson,
    ),
    runs: 60,
    accepted: (out) => {
      expectKeys(out, [key as string]);
      expect(out[key as string]).toMatch(UUID);
    },
  })),
  {
    name: "fairValuesQuery",
    schema: fairValuesQuery,
    input: fc.oneof(
      fc.constant({}),
      uuidParam.map((batchId) => ({ batchId })),
      hostileJson,
    ),
    runs: 100,
    accepted: (out) => {
      expectKeys(out, ["batchId"]);
      if (out.batchId !== undefined) expect(out.batchId).toMatch(UUID);
    },
  },
  {
    name: "alertsQuery",
    schema: alertsQuery,
    input: hostileBody(
      fc
        .record(
          {
            unread: fc.constantFrom("true", "false"),
            kind: fc.constantFrom(...ALERT_KINDS),
            stockId: fc.uuid(),
            limit: fc.constantFrom("1", "10", "500"),
          },
          { requiredKeys: [] },
        )
        .map((q) => ({ ...q })),
      { limit: fc.oneof(hostileNumberText, hostileNumber), kind: hostileString },
    ),
    runs: 100,
    accepted: (out) => {
      expectKeys(out, ["unread", "kind", "stockId", "limit"]);
      expect(typeof out.unread).toBe("boolean");
      if (out.kind !== undefined) expect(ALERT_KINDS).toContain(out.kind);
      if (out.stockId !== undefined) expect(out.stockId).toMatch(UUID);
      if (out.limit !== undefined) {
        expect(Number.isInteger(out.limit)).toBe(true);
        inRange(out.limit, 1, ALERTS_LIST_LIMIT);
      }
    },
  },
  {
    name: "markReadBody",
    schema: markReadBody,
    input: hostileBody(
      fc.record({ ids: fc.array(fc.uuid(), { minLength: 1, maxLength: 3 }) }, { requiredKeys: [] }).map((b) => ({ ...b })),
      {
        ids: fc.array(uuidParam, { maxLength: 3 }),
      },
    ),
    runs: 100,
    accepted: (out) => {
      expectKeys(out, ["ids"]);
      if (out.ids !== undefined) {
        expect((out.ids as string[]).length).toBeGreaterThan(0);
        expect((out.ids as string[]).length).toBeLessThanOrEqual(MAX_READ_IDS);
        for (const id of out.ids as string[]) expect(id).toMatch(UUID);
      }
    },
  },
  {
    name: "alertSettingsBody",
    schema: alertSettingsBody,
    input: hostileBody(
      fc
        .record(
          {
            kinds: fc.dictionary(fc.constantFrom(...ALERT_KINDS), fc.boolean(), { maxKeys: 3 }).map((k) => ({ ...k })),
            fvChangePercent: fc.oneof(fc.double({ min: 0.1, max: 100, noNaN: true }), fc.constantFrom("5", " 12.5 ")),
            scope: fc.constantFrom("all", "portfolio"),
            emailDigest: fc.constantFrom("off", "daily"),
          },
          { requiredKeys: [] },
        )
        .map((b) => ({ ...b })),
      { fvChangePercent: fc.oneof(hostileNumber, hostileNumberText), kinds: hostileJson },
    ),
    runs: 150,
    accepted: (out) => {
      expectKeys(out, ["kinds", "fvChangePercent", "scope", "emailDigest"]);
      if (out.fvChangePercent !== undefined) inRange(out.fvChangePercent, 0.1, 100);
      if (out.scope !== undefined) expect(["all", "portfolio"]).toContain(out.scope);
      if (out.emailDigest !== undefined) expect(["off", "daily"]).toContain(out.emailDigest);
      if (out.kinds !== undefined)
        for (const [kind, on] of Object.entries(out.kinds as object)) {
          expect(ALERT_KINDS).toContain(kind);
          expect(typeof on).toBe("boolean");
        }
    },
  },
  {
    name: "alertTargetBody",
    schema: alertTargetBody,
    input: hostileBody(fc.record({ below: fc.option(money, { nil: null }), above: fc.option(money, { nil: null }) }), {
      below: fc.oneof(hostileNumber, hostileNumberText),
      above: fc.oneof(hostileNumber, hostileNumberText),
    }),
    runs: 150,
    accepted: (out) => {
      expectKeys(out, ["below", "above"]);
      for (const level of [out.below, out.above]) if (level !== null) inRange(level, 0, MAX_PRICE, true);
      if (out.below !== null && out.above !== null) expect(out.below as number).toBeLessThan(out.above as number);
    },
  },
  {
    name: "portfolioQuery",
    schema: portfolioQuery,
    input: fc.oneof(
      fc.constant({}),
      fc.oneof(fc.constantFrom("true", "false"), hostileJson).map((isPortfolio) => ({ isPortfolio })),
      hostileJson,
    ),
    runs: 150,
    accepted: (out) => {
      expectKeys(out, ["isPortfolio"]);
      expect(typeof out.isPortfolio).toBe("boolean");
    },
  },
];

describe("numbers written as text", () => {
  // Number() reads these as 16, 3, 7, NaN and Infinity; a price typed that way is a mistake, not a price.
  const NOT_DECIMAL = ["0x10", "0b11", "0o7", "1_000", "Infinity", "1e999", "12abc", " "];

  it.each(NOT_DECIMAL)("%j is not a price, an amount or an entry price", (text) => {
    expect(createStockBody.safeParse({ symbol: "BHP", name: "BHP", lastPrice: text }).success).toBe(false);
    expect(allocationBody.safeParse({ stockId: "00000000-0000-4000-8000-000000000000", amount: text }).success).toBe(false);
    expect(
      createJournalBody.safeParse({
        stockId: "00000000-0000-4000-8000-000000000000",
        side: "long",
        openedAt: "2024-01-31",
        entryPrice: text,
        thesis: "x",
      }).success,
    ).toBe(false);
  });

  it.each([
    ["12", 12],
    [" 12.50 ", 12.5],
    ["1e3", 1000],
    [".5", 0.5],
    ["+7", 7],
  ])("%j is read as %d", (text, value) => {
    expect(createStockBody.parse({ symbol: "BHP", name: "BHP", lastPrice: text }).lastPrice).toBe(value);
  });
});

describe("request contracts accept only storable values and never throw", () => {
  it("covers this file's share of the 10,000 generated inputs", () => {
    expect(CONTRACTS.reduce((sum, contract) => sum + contract.runs, 0)).toBe(PROPERTY_RUNS.contracts);
  });

  for (const contract of CONTRACTS) {
    it(contract.name, { timeout: 60_000 }, () => {
      const seen = { accepted: 0, refused: 0 };
      outcomes.set(contract.name, seen);
      fc.assert(
        fc.property(contract.input, (input) => {
          counter.tick();
          const result = contract.schema.safeParse(input);
          if (result.success) {
            seen.accepted += 1;
            expectStorable(result.data, contract.parsed);
            contract.accepted(result.data as Record<string, unknown>);
          } else {
            seen.refused += 1;
            expect(result.error.issues.length).toBeGreaterThan(0);
            for (const issue of result.error.issues) expect(typeof issue.message).toBe("string");
          }
          expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(PROTOTYPE_KEYS);
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        }),
        { numRuns: contract.runs },
      );
    });
  }
});
