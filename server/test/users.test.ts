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

describe("owner-only user management", () => {
  it("answers 401 anonymous and 403 for an approved non-owner on every owner route", async () => {
    const target = await t.createUser({ status: "pending" });
    const { agent } = await t.signedInAgent();
    const routes = [
      ["get", "/api/auth/pending-users"],
      ["get", "/api/auth/users"],
      ["post", `/api/auth/users/${target.id}/approve`],
      ["post", `/api/auth/users/${target.id}/reject`],
    ] as const;
    for (const [method, url] of routes) {
      expect((await request(t.app)[method](url)).status, `${method} ${url} anonymous`).toBe(401);
      const res = await agent[method](url);
      expect(res.status, `${method} ${url} as user`).toBe(403);
      expect(res.body.error).toBe("Only the owner can do this");
    }
  });

  it("lists pending users and all users (newest first) for the owner, without hashes", async () => {
    const { agent } = await t.signedInAgent({ role: "owner" });
    const pending = await t.createUser({ status: "pending" });
    const list = await agent.get("/api/auth/pending-users");
    expect(list.status).toBe(200);
    expect(list.body.map((u: { id: string }) => u.id)).toContain(pending.id);
    expect(list.body.every((u: { status: string }) => u.status === "pending")).toBe(true);
    const all = await agent.get("/api/auth/users");
    expect(all.status).toBe(200);
    expect(all.body[0].id).toBe(pending.id);
    expect(JSON.stringify(all.body)).not.toMatch(/password|\$2b\$/);
  });

  it("approves a pending user, who can then sign in; a second decision answers 409", async () => {
    const { agent } = await t.signedInAgent({ role: "owner" });
    const pending = await t.createUser({ status: "pending" });
    const before = await request(t.app).post("/api/auth/login").send({ email: pending.email, password: TEST_PASSWORD });
    expect(before.status).toBe(403);
    const approve = await agent.post(`/api/auth/users/${pending.id}/approve`);
    expect(approve.status).toBe(200);
    expect(approve.body).toMatchObject({ message: "The user can now access the dashboard.", user: { status: "approved" } });
    const after = await request(t.app).post("/api/auth/login").send({ email: pending.email, password: TEST_PASSWORD });
    expect(after.status).toBe(200);
    const again = await agent.post(`/api/auth/users/${pending.id}/reject`);
    expect(again.status).toBe(409);
    const events = await t.db.select().from(accessLogs).where(eq(accessLogs.userId, pending.id));
    expect(events.map((e) => e.eventType)).toContain("approve");
  });

  it("rejects a pending user, who still cannot sign in", async () => {
    const { agent } = await t.signedInAgent({ role: "owner" });
    const pending = await t.createUser({ status: "pending" });
    const reject = await agent.post(`/api/auth/users/${pending.id}/reject`);
    expect(reject.status).toBe(200);
    expect(reject.body).toMatchObject({ message: "The user will not have access to the dashboard.", user: { status: "rejected" } });
    const login = await request(t.app).post("/api/auth/login").send({ email: pending.email, password: TEST_PASSWORD });
    expect(login.status).toBe(403);
  });

  it("answers 400 for a malformed id and 404 for an unknown one", async () => {
    const { agent } = await t.signedInAgent({ role: "owner" });
    const malformed = await agent.post("/api/auth/users/not-a-uuid/approve");
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe("id: Invalid user id");
    const unknown = await agent.post("/api/auth/users/00000000-0000-4000-8000-000000000000/approve");
    expect(unknown.status).toBe(404);
  });

  it("cuts off a signed-in user whose account is no longer approved", async () => {
    const { agent, user } = await t.signedInAgent();
    expect((await agent.get("/api/auth/me")).status).toBe(200);
    await t.pool.query("update users set status = 'rejected' where id = $1", [user.id]);
    expect((await agent.get("/api/auth/me")).status).toBe(401);
  });
});
