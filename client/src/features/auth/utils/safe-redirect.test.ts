import { describe, expect, it } from "vitest";
import { buildLoginRedirect, getSafeRedirect, isSafeRedirect } from "./safe-redirect";

describe("getSafeRedirect", () => {
  it.each([
    ["redirect=%2Fsectors", "/sectors"],
    ["?redirect=%2Fsectors", "/sectors"],
    ["redirect=/data-history", "/data-history"],
    ["redirect=%2Freset%3Fa%3D1%26b%3D2", "/reset?a=1&b=2"],
    ["redirect=%2F", "/"],
  ])("keeps the same-site path in %j", (search, expected) => {
    expect(getSafeRedirect(search)).toBe(expected);
  });

  it.each([
    "",
    "redirect=",
    "other=%2Fsectors",
    "redirect=sectors",
    "redirect=%2F%2Fevil.example",
    "redirect=%2F%5Cevil.example",
    "redirect=https%3A%2F%2Fevil.example",
    "redirect=javascript%3Aalert(1)",
    "redirect=%2F%09%2Fevil.example",
    "redirect=%20%2Fsectors",
  ])("falls back to / for %j", (search) => {
    expect(getSafeRedirect(search)).toBe("/");
  });
});

describe("isSafeRedirect", () => {
  it("accepts paths with queries and hashes", () => {
    expect(isSafeRedirect("/reset-password?token=abc#x")).toBe(true);
  });

  it("rejects protocol-relative and backslash tricks", () => {
    expect(isSafeRedirect("//evil.example/path")).toBe(false);
    expect(isSafeRedirect("/\\evil.example")).toBe(false);
    expect(isSafeRedirect("/\n/evil.example")).toBe(false);
  });
});

describe("buildLoginRedirect", () => {
  it("encodes the path and its query", () => {
    expect(buildLoginRedirect("/sectors", "")).toBe("/login?redirect=%2Fsectors");
    expect(buildLoginRedirect("/journal", "a=1&b=2")).toBe("/login?redirect=%2Fjournal%3Fa%3D1%26b%3D2");
    expect(buildLoginRedirect("/journal", "?a=1")).toBe("/login?redirect=%2Fjournal%3Fa%3D1");
  });

  it("round-trips through getSafeRedirect", () => {
    const url = buildLoginRedirect("/data-history", "tab=journal");
    expect(getSafeRedirect(url.split("?")[1] ?? "")).toBe("/data-history?tab=journal");
  });
});
