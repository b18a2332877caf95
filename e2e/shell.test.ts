import { describe, expect, it } from "vitest";
import { newPage, screenshot, signIn, chromiumForFile } from "./support/browser";

const browser = chromiumForFile();

describe("app shell", () => {
  it("keeps the theme and the sidebar state across a reload", async () => {
    const { context, page } = await newPage(browser());
    await signIn(page);
    await page.goto("/");
    const htmlIsDark = () => page.evaluate(() => document.documentElement.classList.contains("dark"));
    expect(await htmlIsDark()).toBe(true);
    await page.getByRole("button", { name: "Toggle theme" }).click();
    expect(await htmlIsDark()).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");

    const sidebar = page.locator("[data-state][data-collapsible]").first();
    const state = () => sidebar.getAttribute("data-state");
    expect(await state()).toBe("expanded");
    await page.getByRole("button", { name: "Toggle Sidebar" }).click();
    expect(await state()).toBe("collapsed");
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "sidebar_state")?.value).toBe("false");

    await page.reload();
    await sidebar.waitFor({ state: "attached" });
    expect(await htmlIsDark()).toBe(false);
    expect(await state()).toBe("collapsed");
    await screenshot(page, "shell-light-collapsed");

    await page.keyboard.press("Control+b");
    expect(await state()).toBe("expanded");
    await context.close();
  });

  it("shows the 404 page for an unknown path", async () => {
    const { context, page } = await newPage(browser());
    await signIn(page);
    await page.goto("/no-such-page");
    await page.getByText("404 Page Not Found").waitFor();
    await context.close();
  });

  it("turns the sidebar into a slide-in sheet at 375 px", async () => {
    const { context, page } = await newPage(browser(), { width: 375, height: 740 });
    await signIn(page);
    await page.goto("/");
    const sheetLink = page.getByRole("dialog").getByRole("link", { name: "Journal" });
    expect(await sheetLink.count()).toBe(0);
    await page.getByRole("button", { name: "Toggle Sidebar" }).click();
    await sheetLink.waitFor();
    // Wait for the slide-in to finish: the sheet's left edge reaches the viewport's.
    await expect.poll(async () => (await page.getByRole("dialog").boundingBox())?.x).toBe(0);
    await screenshot(page, "mobile-sheet");
    await sheetLink.click();
    await page.waitForURL((url) => url.pathname === "/journal");
    await page.getByRole("heading", { name: "Trade Journal" }).waitFor();
    await context.close();
  });
});
