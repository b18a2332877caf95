import { describe, expect, it } from "vitest";
import { errorFields, statementName } from "./error-fields";

describe("statementName", () => {
  it.each([
    ['insert into "trades" ("id", "user_id") values ($1, $2), ($3, $4)', 'insert into "trades"'],
    ['select "id", "symbol" from "stocks" where "user_id" = $1', 'select from "stocks"'],
    ['update "users" set "status" = $1 where "id" = $2', 'update "users"'],
    ["delete from session where sess->>'userId' = $1", "delete from session"],
    ['with moved as (select 1) update "stocks" set x = 1', 'with … update "stocks"'],
    ["select 1", "select"],
  ])("%s → %s", (query, name) => {
    expect(statementName(query)).toBe(name);
  });
});

describe("errorFields", () => {
  it("gives a failed statement's code, PostgreSQL's message and the statement, and no parameter", () => {
    const pg = Object.assign(new Error('duplicate key value violates unique constraint "stocks_user_symbol_unique"'), { code: "23505" });
    const wrapped = Object.assign(new Error('Failed query: insert into "stocks" ("symbol") values ($1)\nparams: SECRET-NOTE'), {
      query: 'insert into "stocks" ("symbol") values ($1)',
      params: ["SECRET-NOTE"],
      cause: pg,
    });
    const fields = errorFields(wrapped);
    expect(fields).toMatchObject({
      error: 'duplicate key value violates unique constraint "stocks_user_symbol_unique"',
      pgCode: "23505",
      statement: 'insert into "stocks"',
    });
    expect(JSON.stringify(fields)).not.toContain("SECRET-NOTE");
  });

  it("gives any other error's message and its stack's frames", () => {
    const fields = errorFields(new TypeError("x is not a function"));
    expect(fields.error).toBe("x is not a function");
    expect(String(fields.stack)).toMatch(/^ {4}at /);
    expect(errorFields("plain")).toEqual({ error: "plain" });
  });
});
