// The Chromium the browser tests drive: Playwright's own switches stay in force, and a new context opens
// no omnibox WebUI page beside the app (e2e/support/browser.ts says why).
import { describe, expect, it } from "vitest";
import { chromiumForFile, newPage } from "./support/browser";
import { chromiumPath } from "./support/constants";

const browser = chromiumForFile();

describe("the test browser", () => {
  // Issue 45 item 11: the path was fixed, with no way to name another Chromium.
  it("is the binary CHROMIUM_PATH names, Debian's /usr/bin/chromium when it is unset or blank", () => {
    expect(chromiumPath({})).toBe("/usr/bin/chromium");
    expect(chromiumPath({ CHROMIUM_PATH: "  " })).toBe("/usr/bin/chromium");
    expect(chromiumPath({ CHROMIUM_PATH: "/snap/bin/chromium" })).toBe("/snap/bin/chromium");
  });

  it("keeps every feature Playwright disables: the last --disable-features switch names them all", async () => {
    const cdp = await browser().newBrowserCDPSession();
    const { commandLine } = await cdp.send("SystemInfo.getInfo");
    await cdp.detach();
    // Chromium reads only the last of several --disable-features switches.
    const switches = [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((match) => match[1].split(","));
    expect(switches.length).toBeGreaterThan(0);
    const inForce = new Set(switches.at(-1));
    const dropped = switches.flat().filter((name) => !inForce.has(name));
    expect(dropped).toEqual([]);
  });

  it("opens the app in a new context without a WebUI omnibox popup page", async () => {
    const { context, page } = await newPage(browser());
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign In" }).waitFor();
    const cdp = await browser().newBrowserCDPSession();
    const { targetInfos } = await cdp.send("Target.getTargets");
    await cdp.detach();
    expect(targetInfos.filter((target) => target.url.startsWith("chrome://")).map((target) => target.url)).toEqual([]);
    expect(targetInfos.some((target) => target.type === "page" && target.url.endsWith("/login"))).toBe(true);
    await context.close();
  });
});
