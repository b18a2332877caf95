// The SPA shell's answer for "/" names the dashboard's first reads in a Link header (rel=preload) when
// the visitor carries a session cookie, so the browser starts them with the page's code
// (server/middleware/start-page-preload.ts). Nowhere else, and never without the cookie.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { portfolioListUrl, SESSION_CHECK_URL } from "@shared/contracts/start-requests";
import { startTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let staticDir: string;

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(os.tmpdir(), "asx-shell-"));
  writeFileSync(path.join(staticDir, "index.html"), "<!doctype html><title>ASX</title>");
  t = await startTestApp({ staticDir });
});

afterAll(async () => {
  await t?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

/** The Link header's entries: URL and parameters. */
function preloads(link: string | undefined) {
  if (!link) return [];
  return link.split(/,\s*(?=<)/).map((entry) => {
    const [target, ...params] = entry.split(/;\s*/);
    return { url: target.slice(1, -1), params };
  });
}

describe("the dashboard's start-up reads", () => {
  it("are announced for '/' to a signed-in visitor: the session check and the portfolio list, as credentialed fetch preloads", async () => {
    const { agent } = await t.signedInAgent();
    const res = await agent.get("/");
    expect(res.status).toBe(200);
    expect(res.text).toContain("<title>ASX</title>");
    const entries = preloads(res.headers.link);
    expect(entries.map((e) => e.url)).toEqual([SESSION_CHECK_URL, portfolioListUrl(true)]);
    expect(entries.map((e) => e.url)).toEqual(["/api/auth/me", "/api/portfolio?isPortfolio=true"]);
    for (const entry of entries) expect(entry.params).toEqual(["rel=preload", "as=fetch", "crossorigin=use-credentials"]);
    // One visitor's answer is not another's: a cache keys it by the cookie.
    expect(res.headers.vary).toMatch(/\bCookie\b/);
  });

  it("are not announced without a session cookie, or on any other page", async () => {
    const anonymous = await request(t.app).get("/");
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.link).toBeUndefined();
    expect(anonymous.headers.vary).toMatch(/\bCookie\b/);

    const otherCookie = await request(t.app).get("/").set("Cookie", "theme=dark; asx.sidx=1");
    expect(otherCookie.headers.link).toBeUndefined();

    const { agent } = await t.signedInAgent();
    for (const page of ["/journal", "/sectors", "/reset-password?token=abc"]) {
      const res = await agent.get(page);
      expect(res.status, page).toBe(200);
      expect(res.headers.link, page).toBeUndefined();
    }
  });

  it("are the very reads the signed-in visitor may make, answered as the page's own fetches would be", async () => {
    const { agent, user } = await t.signedInAgent();
    const entries = preloads((await agent.get("/")).headers.link);
    const me = await agent.get(entries[0].url);
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(user.email);
    const list = await agent.get(entries[1].url);
    expect(list.status).toBe(200);
    expect(Array.isArray(list.body)).toBe(true);
  });
});
