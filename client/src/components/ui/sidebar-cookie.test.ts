import { describe, expect, it } from "vitest";
import { parseSidebarCookie, serializeSidebarCookie } from "./sidebar-cookie";

describe("parseSidebarCookie", () => {
  it.each([
    ["sidebar_state=true", true],
    ["sidebar_state=false", false],
    ["theme=x; sidebar_state=false; other=1", false],
    ["  sidebar_state = true ", true],
  ])("reads %j as %s", (cookie, expected) => {
    expect(parseSidebarCookie(cookie)).toBe(expected);
  });

  it.each(["", "sidebar_state=", "sidebar_state=yes", "my_sidebar_state=false", "sidebar_state_x=false", "garbage"])(
    "returns undefined for %j",
    (cookie) => {
      expect(parseSidebarCookie(cookie)).toBeUndefined();
    },
  );
});

describe("serializeSidebarCookie", () => {
  it("writes the state for the whole site for 7 days", () => {
    expect(serializeSidebarCookie(false)).toBe("sidebar_state=false; path=/; max-age=604800; SameSite=Lax");
    expect(serializeSidebarCookie(true)).toMatch(/^sidebar_state=true; path=\/; max-age=604800/);
  });
});
