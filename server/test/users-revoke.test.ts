// Issue 45 items 1 and 2: the owner revokes an approved user (disable: every session ends at once,
// sign-in refused with a message; enable again), deletes a user with all their data, and makes a
// one-time reset link for a user when the app sends no e-mail. Owner only; never on themself.
import { eq, sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessLogs, passwordResetTokens, stocks, trades, users } from "@shared/schema";
import { DISABLED_MESSAGE } from "../services/auth";
import { startTestApp, TEST_PASSWORD, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ config: { APP_URL: "https://dash.example.com" } });
});
afterAll(() => t.close());

const cookieOf = (res: request.Response) => ([] as string[]).concat(res.headers["set-cookie"] ?? [])[0].split(";")[0];
const login = (email: string, password = TEST_PASSWORD) => request(t.app).post("/api/auth/login").send({ email, password });
const me = (cookie: string) => request(t.app).get("/api/auth/me").set("Cookie", cookie);
const sessionsOf = async (userId: string) =>
  (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from session where sess->>'userId' = ${userId}`)).rows[0].n;

async function ownerAgent() {
  return (await t.signedInAgent({ role: "owner" })).agent;
}

describe("disable and enable", () => {
  it("disabling ends every session of the user at once and refuses their sign-in with a message", async () => {
    const owner = await ownerAgent();
    const user = await t.createUser();
    const other = await t.createUser();
    const laptop = cookieOf(await login(user.email).expect(200));
    const phone = cookieOf(await login(user.email).expect(200));
    const others = cookieOf(await login(other.email).expect(200));

    const res = await owner.post(`/api/auth/users/${user.id}/disable`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      message: "The user can no longer sign in, and their sessions have ended.",
      user: { status: "disabled" },
    });

    expect((await me(laptop)).status).toBe(401);
    expect((await request(t.app).get("/api/stocks").set("Cookie", phone)).status).toBe(401);
    expect(await sessionsOf(user.id)).toBe(0);
    expect((await me(others)).body.id).toBe(other.id);
    const refused = await login(user.email);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: DISABLED_MESSAGE, code: "account_disabled" });
    expect(refused.headers["set-cookie"]).toBeUndefined();
    const events = await t.db.select().from(accessLogs).where(eq(accessLogs.userId, user.id));
    expect(events.map((e) => e.eventType)).toContain("disable");
  });

  it("a wrong password for a disabled account still says only that the password is wrong", async () => {
    const owner = await ownerAgent();
    const user = await t.createUser();
    await owner.post(`/api/auth/users/${user.id}/disable`).expect(200);
    expect((await login(user.email, "not-the-password")).body.code).toBe("invalid_credentials");
  });

  it("enabling lets the user sign in again with their password, and their data is as it was", async () => {
    const owner = await ownerAgent();
    const { agent, user } = await t.signedInAgent();
    await agent.post("/api/stocks").send({ symbol: "BHP", name: "BHP Group", lastPrice: 45 }).expect(201);
    await owner.post(`/api/auth/users/${user.id}/disable`).expect(200);
    const enabled = await owner.post(`/api/auth/users/${user.id}/enable`);
    expect(enabled.status).toBe(200);
    expect(enabled.body).toMatchObject({ message: "The user can sign in again.", user: { status: "approved" } });
    const cookie = cookieOf(await login(user.email).expect(200));
    const list = await request(t.app).get("/api/stocks").set("Cookie", cookie);
    expect(list.body.map((s: { symbol: string }) => s.symbol)).toEqual(["BHP"]);
  });

  it("only an approved user is disabled and only a disabled one enabled (409); unknown ids 404, malformed 400", async () => {
    const owner = await ownerAgent();
    const pending = await t.createUser({ status: "pending" });
    expect((await owner.post(`/api/auth/users/${pending.id}/disable`)).body).toEqual({
      error: "Only approved users can be disabled",
      code: "conflict",
    });
    const approved = await t.createUser();
    expect((await owner.post(`/api/auth/users/${approved.id}/enable`)).body).toEqual({
      error: "Only disabled users can be enabled",
      code: "conflict",
    });
    expect((await owner.post("/api/auth/users/00000000-0000-4000-8000-000000000000/disable")).status).toBe(404);
    expect((await owner.post("/api/auth/users/not-a-uuid/enable")).body.error).toBe("id: Invalid user id");
    const [stored] = await t.db.select().from(users).where(eq(users.id, pending.id));
    expect(stored.status).toBe("pending");
  });

  it("the owner cannot disable or delete themself", async () => {
    const { agent, user } = await t.signedInAgent({ role: "owner" });
    expect((await agent.post(`/api/auth/users/${user.id}/disable`)).body).toEqual({
      error: "You cannot disable your own account",
      code: "conflict",
    });
    expect((await agent.delete(`/api/auth/users/${user.id}`)).body).toEqual({
      error: "You cannot delete your own account",
      code: "conflict",
    });
    expect((await agent.get("/api/auth/me")).status).toBe(200);
  });
});

describe("delete", () => {
  it("deletes the user with all their data and sessions; other users keep theirs", async () => {
    const owner = await ownerAgent();
    const { agent, user } = await t.signedInAgent();
    const { agent: otherAgent, user: other } = await t.signedInAgent();
    for (const a of [agent, otherAgent]) {
      const stock = await a.post("/api/stocks").send({ symbol: "CBA", name: "Commonwealth Bank", lastPrice: 100 }).expect(201);
      await a
        .post("/api/trades")
        .send({ stockId: stock.body.id, type: "BUY", tradeDate: "2024-01-02", units: "10", price: "100", brokerage: "9.95" })
        .expect(201);
      await a.post("/api/import/morningstar").send({ text: "CBA,100,110,Medium,Wide,Strong" }).expect(200);
    }
    const cookie = cookieOf(await login(user.email).expect(200));

    const res = await owner.delete(`/api/auth/users/${user.id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ message: "The user and all their data were deleted." });

    expect((await me(cookie)).status).toBe(401);
    expect(await sessionsOf(user.id)).toBe(0);
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    // Every table with a user_id column holds nothing of theirs.
    const tables = await t.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.columns where column_name = 'user_id' and table_schema = current_schema()`,
    );
    expect(tables.rows.length).toBeGreaterThan(8);
    for (const { table_name } of tables.rows) {
      const left = await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table_name)} where user_id = ${user.id}`,
      );
      expect(left.rows[0].n, table_name).toBe(0);
    }
    expect((await t.db.select().from(stocks).where(eq(stocks.userId, other.id))).map((s) => s.symbol)).toEqual(["CBA"]);
    expect(await t.db.select().from(trades).where(eq(trades.userId, other.id))).toHaveLength(1);
    expect((await login(user.email)).status).toBe(401);
    // The e-mail can register again, as a new pending account.
    expect((await request(t.app).post("/api/auth/register").send({ email: user.email, password: "a-new-start-1" })).status).toBe(201);
  });

  it("answers 404 for an unknown user", async () => {
    const owner = await ownerAgent();
    expect((await owner.delete("/api/auth/users/00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });
});

describe("a reset link made by the owner", () => {
  it("is a one-time link for the user that sets a new password and ends their sessions", async () => {
    const owner = await ownerAgent();
    const user = await t.createUser();
    const cookie = cookieOf(await login(user.email).expect(200));
    const res = await owner.post(`/api/auth/users/${user.id}/reset-link`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.link).toMatch(/^https:\/\/dash\.example\.com\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    // Valid for a day: long enough to reach the user by whatever channel the owner has.
    const hours = (Date.parse(res.body.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const token = new URL(res.body.link).searchParams.get("token");

    await request(t.app).post("/api/auth/reset-password").send({ token, password: "owner-sent-pass" }).expect(200);
    expect((await me(cookie)).status).toBe(401);
    expect((await login(user.email, "owner-sent-pass")).status).toBe(200);
    const again = await request(t.app).post("/api/auth/reset-password").send({ token, password: "second-go-pass" });
    expect(again.body.error).toBe("Invalid or expired reset token");
  });

  it("replaces the user's earlier links; only the token's hash is stored", async () => {
    const owner = await ownerAgent();
    const user = await t.createUser();
    const first = (await owner.post(`/api/auth/users/${user.id}/reset-link`).expect(200)).body.link as string;
    const second = (await owner.post(`/api/auth/users/${user.id}/reset-link`).expect(200)).body.link as string;
    const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;
    const stale = await request(t.app)
      .post("/api/auth/reset-password")
      .send({ token: tokenOf(first), password: "first-link-pass" });
    expect(stale.status).toBe(400);
    const stored = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(stored.map((row) => row.token)).not.toContain(tokenOf(second));
    await request(t.app)
      .post("/api/auth/reset-password")
      .send({ token: tokenOf(second), password: "second-link-pass" })
      .expect(200);
  });

  it("is made only for an approved user (409)", async () => {
    const owner = await ownerAgent();
    for (const status of ["pending", "rejected"] as const) {
      const user = await t.createUser({ status });
      expect((await owner.post(`/api/auth/users/${user.id}/reset-link`)).body, status).toEqual({
        error: "A reset link is made only for an approved user",
        code: "conflict",
      });
    }
  });
});
