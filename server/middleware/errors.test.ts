import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { logger } from "../logger";
import { FOREIGN_KEY_CONFLICT, errorHandler } from "./errors";

/** An app whose one route fails with `error`, answered by the error middleware. */
function failingWith(error: unknown) {
  const app = express();
  app.get("/fail", () => {
    throw error;
  });
  app.use(errorHandler(logger));
  return app;
}

/** As Drizzle throws a failed statement: its own error with PostgreSQL's as the cause. */
const fromDatabase = (code: string) =>
  Object.assign(new Error("Failed query: insert into trades"), { cause: Object.assign(new Error("pg"), { code }) });

describe("errorHandler", () => {
  it("answers a foreign-key violation (a row written for a stock deleted meanwhile) 409 with a sentence, not 500", async () => {
    const res = await request(failingWith(fromDatabase("23503"))).get("/fail");
    expect([res.status, res.body]).toEqual([409, { code: "conflict", error: FOREIGN_KEY_CONFLICT }]);
    expect(FOREIGN_KEY_CONFLICT).toMatch(/nothing was saved/);
  });

  it("keeps its other answers: a duplicate 409, an unexpected error 500", async () => {
    expect((await request(failingWith(fromDatabase("23505"))).get("/fail")).body).toEqual({
      code: "conflict",
      error: "That record already exists",
    });
    const unexpected = await request(failingWith(new Error("boom"))).get("/fail");
    expect([unexpected.status, unexpected.body.code]).toEqual([500, "internal_error"]);
  });
});
