import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig, resolveSessionSecret } from "./config";

describe("parseConfig", () => {
  it("applies the documented defaults", () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      NODE_ENV: "development",
      PORT: 5000,
      HOST: "0.0.0.0",
      AUTH_RATE_LIMIT: 20,
      BCRYPT_ROUNDS: 12,
      TRUST_PROXY: "loopback",
      SHUTDOWN_GRACE_MS: 10_000,
    });
    expect(config.DATA_DIR).toBe(path.resolve("./data"));
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x@y/z" }, "DATABASE_URL"],
    [{ SESSION_SECRET: "short" }, "SESSION_SECRET"],
    [{ OWNER_EMAIL: "not-an-email" }, "OWNER_EMAIL"],
    [{ APP_URL: "ftp://example.com" }, "APP_URL"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
    [{ NODE_ENV: "staging" }, "NODE_ENV"],
    [{ SHUTDOWN_GRACE_MS: "ten seconds" }, "SHUTDOWN_GRACE_MS"],
    [{ SHUTDOWN_GRACE_MS: "-1" }, "SHUTDOWN_GRACE_MS"],
    [{ BCRYPT_ROUNDS: "9" }, "BCRYPT_ROUNDS"],
    [{ BCRYPT_ROUNDS: "16" }, "BCRYPT_ROUNDS"],
    [{ BCRYPT_ROUNDS: "twelve" }, "BCRYPT_ROUNDS"],
  ])("stops with one line naming the variable for %o", (env, name) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    try {
      parseConfig(env);
    } catch (error) {
      expect((error as Error).message).toMatch(new RegExp(`^Invalid environment variable ${name}: `));
      expect((error as Error).message).not.toContain("\n");
    }
  });

  it("treats empty strings as unset and reads TRUST_PROXY booleans and hop counts", () => {
    expect(parseConfig({ DATABASE_URL: "", PORT: "" }).PORT).toBe(5000);
    expect(parseConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(parseConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
  });
});

describe("resolveSessionSecret", () => {
  it("generates a secret once, keeps it in DATA_DIR and reuses it", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "asx-secret-"));
    const first = resolveSessionSecret(dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, "session-secret"), "utf8").trim()).toBe(first);
    expect(resolveSessionSecret(dir)).toBe(first);
    expect(resolveSessionSecret(dir, "x".repeat(40))).toBe("x".repeat(40));
  });
});
