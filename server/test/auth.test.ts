import request from "supertest";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessLogs } from "@shared/schema";
import { startTestApp, TEST_PASSWORD, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const sessionCookie = (res: request.Response) =>
  ([] as string[]).concat(res.headers["set-cookie"] ?? []).find((c) => c.startsWith("asx.sid="));

describe("POST /api/auth/register", () => {
  it("rejects a missing e-mail, a bad e-mail and a short password with 400 and the field's message", async () => {
    const missing = await request(t.app).post("/api/auth/register").send({ password: "longenough" });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatch(/^email: /);
    const bad = await request(t.app).post("/api/auth/register").send({ email: "not-an-email", password: "longenough" });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("email: Please enter a valid email address");
    const short = await request(t.app).post("/api/auth/register").send({ email: "a@b.co", password: "short" });
    expect(short.status).toBe(400);
    expect(short.body.error).toBe("password: Password must be at least 8 characters long");
  });

  it("makes the first account the approved owner and later ones pending; never returns the hash", async () => {
    const first = await request(t.app).post("/api/auth/register").send({ email: "Owner@Example.com", password: "owner-pass-1" });
    expect(first.status).toBe(201);
    expect(first.body.user).toMatchObject({ email: "owner@example.com", role: "owner", status: "approved" });
    expect(JSON.stringify(first.body)).not.toContain("password");

    const second = await request(t.app).post("/api/auth/register").send({ email: "second@example.com", password: "second-pass" });
    expect(second.status).toBe(201);
    expect(second.body.user).toMatchObject({ role: "user", status: "pending" });
    expect(second.body.message).toBe(
      "Registration successful! Your account is pending approval. You'll be able to log in once the owner approves your account.",
    );
  });

  it("answers 409 for an e-mail that already has an account, whatever its case", async () => {
    const res = await request(t.app).post("/api/auth/register").send({ email: "SECOND@example.com", password: "another-pass" });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe("An account with this email already exists");
  });

  it("writes a register row in access_logs with the ip and user agent", async () => {
    const res = await request(t.app)
      .post("/api/auth/register")
      .set("User-Agent", "register-test-agent")
      .send({ email: "logged@example.com", password: "logged-pass" });
    const rows = await t.db.select().from(accessLogs).where(eq(accessLogs.userId, res.body.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ eventType: "register", userAgent: "register-test-agent" });
    expect(rows[0].ipAddress).toMatch(/127\.0\.0\.1|::1/);
  });
});

describe("POST /api/auth/login and the session", () => {
  it("answers 400 without a password and 401 for a wrong password or unknown e-mail", async () => {
    const user = await t.createUser();
    expect((await request(t.app).post("/api/auth/login").send({ email: user.email })).status).toBe(400);
    const wrong = await request(t.app).post("/api/auth/login").send({ email: user.email, password: "wrong-password" });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe("Invalid email or password");
    const unknown = await request(t.app).post("/api/auth/login").send({ email: "nobody@example.com", password: "whatever1" });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error).toBe("Invalid email or password");
  });

  it("tells pending and rejected users in plain words why they cannot sign in", async () => {
    const pending = await t.createUser({ status: "pending" });
    const rejected = await t.createUser({ status: "rejected" });
    const a = await request(t.app).post("/api/auth/login").send({ email: pending.email, password: TEST_PASSWORD });
    expect(a.status).toBe(403);
    expect(a.body.error).toContain("pending approval");
    const b = await request(t.app).post("/api/auth/login").send({ email: rejected.email, password: TEST_PASSWORD });
    expect(b.status).toBe(403);
    expect(b.body.error).toContain("not approved");
    expect(sessionCookie(a)).toBeUndefined();
  });

  it("signs in with an httpOnly SameSite=Lax cookie and /me returns the user without its hash", async () => {
    const user = await t.createUser();
    const agent = request.agent(t.app);
    expect((await agent.get("/api/auth/me")).status).toBe(401);
    const login = await agent.post("/api/auth/login").send({ email: user.email.toUpperCase(), password: TEST_PASSWORD });
    expect(login.status).toBe(200);
    const cookie = sessionCookie(login)!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    const me = await agent.get("/api/auth/me");
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ id: user.id, email: user.email, role: "user", status: "approved", createdAt: user.createdAt.toISOString() });
  });

  it("issues a new session id at login, so a planted id is worthless (fixation)", async () => {
    const user = await t.createUser();
    const first = await request(t.app).post("/api/auth/login").send({ email: user.email, password: TEST_PASSWORD });
    const planted = sessionCookie(first)!.split(";")[0];
    const second = await request(t.app).post("/api/auth/login").set("Cookie", planted).send({ email: user.email, password: TEST_PASSWORD });
    const fresh = sessionCookie(second)!.split(";")[0];
    expect(fresh).not.toBe(planted);
    expect((await request(t.app).get("/api/auth/me").set("Cookie", planted)).status).toBe(401);
    expect((await request(t.app).get("/api/auth/me").set("Cookie", fresh)).status).toBe(200);
  });

  it("logout destroys the session on the server: the old cookie no longer works", async () => {
    const user = await t.createUser();
    const login = await request(t.app).post("/api/auth/login").send({ email: user.email, password: TEST_PASSWORD });
    const cookie = sessionCookie(login)!.split(";")[0];
    const logout = await request(t.app).post("/api/auth/logout").set("Cookie", cookie);
    expect(logout.status).toBe(200);
    expect((await request(t.app).get("/api/auth/me").set("Cookie", cookie)).status).toBe(401);
    const events = await t.db.select().from(accessLogs).where(eq(accessLogs.userId, user.id));
    expect(events.map((e) => e.eventType).sort()).toEqual(["login_success", "logout"]);
  });

  it("records failed sign-ins in access_logs", async () => {
    const user = await t.createUser();
    await request(t.app).post("/api/auth/login").send({ email: user.email, password: "nope-nope-nope" });
    const events = await t.db.select().from(accessLogs).where(eq(accessLogs.userId, user.id));
    expect(events.map((e) => e.eventType)).toEqual(["login_failure"]);
  });
});

describe("OWNER_EMAIL", () => {
  it("makes only the account with that e-mail the owner, even when it registers later", async () => {
    const named = await startTestApp({ config: { OWNER_EMAIL: "boss@example.com" } });
    try {
      const early = await request(named.app).post("/api/auth/register").send({ email: "early@example.com", password: "early-pass" });
      expect(early.body.user).toMatchObject({ role: "user", status: "pending" });
      const boss = await request(named.app).post("/api/auth/register").send({ email: "Boss@example.com", password: "boss-pass-1" });
      expect(boss.body.user).toMatchObject({ role: "owner", status: "approved" });
    } finally {
      await named.close();
    }
  });
});
