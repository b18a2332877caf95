// Logging through pino and pino-http: every line written while a request is handled carries that
// request's id, which the response also carries (X-Request-Id); no cookie ever reaches a log line.
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import express from "express";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../logger";
import { errorHandler } from "../middleware/errors";
import { startTestApp, type TestApp } from "./support/test-app";

const lines: Record<string, unknown>[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split("\n")) if (line.trim()) lines.push(JSON.parse(line));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ logger: createLogger({ level: "info", stream: capture }) });
});
afterAll(() => t.close());

describe("request logging", () => {
  it("puts the request id on the response and on every line logged while handling it", async () => {
    const { agent } = await t.signedInAgent();
    lines.length = 0;
    const res = await agent.post("/api/import/morningstar").send({ text: "BHP,45.20,50.00,Medium,Wide,Strong" });
    expect(res.status).toBe(200);
    const id = res.headers["x-request-id"];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    // The service's own line and pino-http's line for the finished request.
    const written = lines.find((line) => line.msg === "Import written");
    const finished = lines.find((line) => line.msg === "Request finished" && line.url === "/api/import/morningstar");
    expect(written).toMatchObject({ level: "info", reqId: id, source: "morningstar" });
    expect(finished).toMatchObject({ level: "info", reqId: id, method: "POST", status: 200 });
    expect(JSON.stringify(lines)).not.toContain("asx.sid");
    // One reqId key per line, never repeated by the request's own logger.
    for (const line of lines) expect(Object.keys(line).filter((key) => key === "reqId")).toHaveLength(1);
  });

  it("keeps a well-formed id a proxy sent and replaces a malformed one", async () => {
    const kept = await t.signedInAgent().then(({ agent }) => agent.get("/api/stocks").set("X-Request-Id", "proxy-id-12345"));
    expect(kept.headers["x-request-id"]).toBe("proxy-id-12345");
    const replaced = await t.signedInAgent().then(({ agent }) => agent.get("/api/stocks").set("X-Request-Id", "<script>alert(1)</script>"));
    expect(replaced.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("does not log the health probe", async () => {
    lines.length = 0;
    const res = await request(t.app).get("/api/health");
    expect(res.status).toBe(200);
    expect(res.headers["x-request-id"]).toBeTruthy();
    expect(lines.filter((line) => line.url === "/api/health")).toEqual([]);
  });
});

// Issue 45 item 4: a failed statement logged every bound parameter (6.3 MB for one import, user ids
// and notes included) and not PostgreSQL's code or message; every 503 read "Database unavailable".
describe("error lines", () => {
  it("name PostgreSQL's code, message and the statement, never its parameters", async () => {
    const failing = express();
    failing.get("/fails", async (_req, _res, next) => {
      try {
        await t.db.execute(sql`select ${"a-private-note-of-the-user"}::text as note, 1 / ${0}::int as quotient from stocks`);
      } catch (error) {
        next(error);
      }
    });
    failing.use(errorHandler(createLogger({ level: "info", stream: capture })));
    lines.length = 0;
    const res = await request(failing).get("/fails");
    expect(res.status).toBe(500);
    const line = lines.find((l) => l.msg === "Unhandled error");
    expect(line).toMatchObject({ level: "error", pgCode: "22012", error: "division by zero", statement: "select from stocks" });
    expect(JSON.stringify(lines)).not.toContain("a-private-note-of-the-user");
    expect(String(line?.stack)).toMatch(/^ {4}at /);
  });

  it("log a 503 by what it is: no mail configured is not the database", async () => {
    const { agent } = await t.signedInAgent();
    lines.length = 0;
    const res = await agent.post("/api/alerts/digest/test");
    expect(res.status).toBe(503);
    expect(res.body.code).toBe("mail_not_configured");
    expect(lines.filter((l) => l.msg === "Database unavailable")).toEqual([]);
    expect(lines.find((l) => l.code === "mail_not_configured")).toMatchObject({
      level: "warn",
      msg: "Service unavailable",
      path: "/api/alerts/digest/test",
    });
  });
});
