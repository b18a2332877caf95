// The frame around the screens: what draws above what (one stacking scale), help on every table
// header, the import panels in the collapsed sidebar, and where notices appear on the Upload page.
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { COLUMN_HELP } from "@/features/portfolio/utils/column-help";
import { chromiumForFile, newPage, settle, shot, signIn, toasts } from "./support/browser";
import { approvedUser, openDashboard, portfolioTable } from "./support/dashboard";
import { seedShowcase } from "./support/showcase";

const browser = chromiumForFile();
let user: Awaited<ReturnType<typeof approvedUser>>;

beforeAll(async () => {
  user = await approvedUser();
  const { context, page } = await newPage(browser());
  await signIn(page, user);
  await seedShowcase(page.request);
  await context.close();
});

/** The element a click at the centre of `target` would land on belongs to `target`. */
async function receivesClicks(page: Page, target: Locator): Promise<boolean> {
  const box = (await target.boundingBox())!;
  const handle = await target.elementHandle();
  return page.evaluate(
    ([x, y, element]) => {
      const hit = document.elementFromPoint(x, y);
      return !!hit && (hit === element || element!.contains(hit));
    },
    [box.x + box.width / 2, box.y + box.height / 2, handle] as const,
  );
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe("layout", () => {
  it("keeps the app header above the stock table's sticky header and columns, and dialogs above the header", async () => {
    const { context, page } = await newPage(browser(), { width: 1400, height: 900 });
    await signIn(page, user);
    await openDashboard(page);
    const region = portfolioTable(page);
    const sidebarToggle = page.getByRole("button", { name: "Toggle Sidebar" });
    const themeToggle = page.getByRole("button", { name: "Toggle theme" });
    for (const viewport of [
      { width: 1400, height: 900 },
      { width: 360, height: 740 },
    ]) {
      await page.setViewportSize(viewport);
      const phone = viewport.width < 768;
      // Below 768 px the stocks are cards (docs/decisions/021): the same checks run over the card list.
      const list = phone ? page.getByRole("region", { name: "Portfolio stocks", exact: true }) : region;
      await list
        .locator(phone ? "article[data-symbol]" : "tbody tr[data-symbol]")
        .first()
        .waitFor();
      // Scroll the page so that first the table's header row, then its pinned body cells, pass under the app header.
      for (const under of [20, 120]) {
        const top = await list.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
        await page.evaluate((y) => window.scrollTo(0, y), top - 28 + under);
        await settle(page);
        expect(await receivesClicks(page, sidebarToggle), `sidebar toggle at ${viewport.width} px, ${under} px under`).toBe(true);
        expect(await receivesClicks(page, themeToggle), `theme toggle at ${viewport.width} px, ${under} px under`).toBe(true);
      }
      await shot(page, `layout-header-over-table-${viewport.width}`);
      // A real click reaches the toggle (it used to tick 'Select all' instead): the desktop column
      // collapses, the phone's sheet opens.
      await sidebarToggle.click();
      if (phone) await page.getByRole("dialog", { name: "Sidebar" }).waitFor();
      else await expect.poll(() => sidebarToggle.getAttribute("aria-expanded")).toBe("false");
      // (By attribute: the open sheet hides the page from the accessibility tree.)
      if (!phone)
        expect(await page.locator('[aria-label="Portfolio stocks table"] thead [role="checkbox"]').getAttribute("aria-checked")).toBe(
          "false",
        );
      // Put the sidebar back.
      if (phone) await page.keyboard.press("Escape");
      else await sidebarToggle.click();
      await settle(page);

      // A dialog covers the header (its overlay takes the click).
      await page.evaluate(() => window.scrollTo(0, 0));
      if (phone) await list.locator("article[data-symbol]").first().getByRole("button").first().click();
      else await region.locator('tr[data-symbol="BHP"] td[data-column="symbol"]').click();
      await page.getByRole("dialog").getByText("Broker Estimates Comparison").waitFor();
      await settle(page);
      // The dialog hides the page from assistive technology, so find the toggle by its attributes.
      expect(await receivesClicks(page, page.locator('header button[aria-label="Toggle theme"]'))).toBe(false);
      await page.keyboard.press("Escape");
      await page.getByRole("dialog").waitFor({ state: "detached" });
    }
    await context.close();
  }, 120_000);

  it("shows the help of every stock table header, Select all and Actions included, over the whole cell and on keyboard focus", async () => {
    const { context, page } = await newPage(browser(), { width: 1400, height: 900 });
    await signIn(page, user);
    await openDashboard(page);
    const region = portfolioTable(page);
    await region.locator("tbody tr[data-symbol]").first().waitFor();
    const tooltip = page.getByRole("tooltip");
    // allTextContents does not wait for the tooltip to exist, so each poll returns at once.
    const tooltipText = async () => (await tooltip.allTextContents()).join("");
    for (const [column, help] of [
      ["select", COLUMN_HELP.select],
      ["symbol", COLUMN_HELP.symbol],
      ["actions", COLUMN_HELP.actions],
    ] as const) {
      const header = region.locator(`thead th[data-column="${column}"]`);
      await header.evaluate((el) => el.scrollIntoView({ block: "nearest", inline: "center" }));
      await settle(page);
      // Anywhere in the cell, not only over its text or checkbox: near the bottom-right corner.
      const box = (await header.boundingBox())!;
      await page.mouse.move(box.x + box.width - 4, box.y + box.height - 4);
      await expect.poll(tooltipText, { timeout: 3_000 }).toBe(help);
      // In steps: Radix keeps a tooltip open while the pointer might be heading for it.
      await page.mouse.move(0, 0, { steps: 5 });
      await tooltip.waitFor({ state: "detached", timeout: 3_000 });
      // From the keyboard: the header has something to focus, and focusing it shows the help.
      const focusable = header.locator("button, [role=checkbox], [tabindex='0']");
      expect(await focusable.count(), `${column} header has something to focus`).toBeGreaterThan(0);
      await focusable.first().focus();
      await expect.poll(tooltipText, { timeout: 3_000 }).toBe(help);
      await page.keyboard.press("Escape");
      await tooltip.waitFor({ state: "detached", timeout: 3_000 });
    }
    await context.close();
  });

  it("gives each import panel an icon in the collapsed sidebar that opens the sidebar on that panel", async () => {
    const { context, page } = await newPage(browser(), { width: 1400, height: 900 });
    await signIn(page, user);
    await openDashboard(page);
    const sidebar = page.getByRole("complementary", { name: "Sidebar" });
    await page.getByRole("button", { name: "Toggle Sidebar" }).click();
    await expect.poll(() => sidebar.evaluate((el) => el.getBoundingClientRect().width)).toBe(48);
    for (const title of ["Morningstar", "Intelligent Investor", "Motley Fool", "Bell Potter"]) {
      const icon = sidebar.getByRole("button", { name: `Open ${title} import` });
      const box = (await icon.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(48);
      expect(await receivesClicks(page, icon)).toBe(true);
    }
    // Every entry of the rail draws a figure of its own: Bell Potter's import is not a second bell beside Alerts'.
    const figures = await sidebar
      .locator("a svg, button svg")
      .evaluateAll((icons) =>
        icons
          .filter((icon) => icon.getClientRects().length > 0)
          .map((icon) => /\blucide-([a-z]+)/.exec(icon.getAttribute("class") ?? "")?.[1] ?? "none"),
      );
    expect(figures.length).toBeGreaterThanOrEqual(13);
    expect(figures.filter((figure, index) => figures.indexOf(figure) !== index)).toEqual([]);
    await sidebar.getByRole("button", { name: "Open Bell Potter import" }).hover();
    await expect.poll(async () => (await page.getByRole("tooltip").allTextContents()).join("")).toBe("Bell Potter import");
    await settle(page);
    await shot(page, "layout-collapsed-sidebar-imports");

    await sidebar.getByRole("button", { name: "Open Bell Potter import" }).click();
    await expect.poll(() => sidebar.evaluate((el) => el.getBoundingClientRect().width)).toBe(256);
    const panel = sidebar.getByRole("group", { name: "Bell Potter" });
    expect(await panel.getByRole("button", { name: "Bell Potter" }).getAttribute("aria-expanded")).toBe("true");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("placeholder")))
      .toBe("Paste Bell Potter data here...");
    await settle(page);
    await shot(page, "layout-sidebar-opened-on-bell-potter");
    await context.close();
  });

  it("never puts an error notice over the Bell Potter panel's Import and Clear buttons on /upload", async () => {
    const { context, page } = await newPage(browser(), { width: 1400, height: 900 });
    await signIn(page, user);
    await page.goto("/upload");
    const panel = page.locator('[data-source="bell-potter"][data-variant="full"]');
    await panel.getByRole("button", { name: "Bell Potter" }).click();
    await panel.getByRole("textbox").fill("this is not a Bell Potter export");
    const importButton = panel.getByRole("button", { name: "Import" });
    const clearButton = panel.getByRole("button", { name: "Clear" });
    // The panel is the last thing on the page: room below it lets its buttons scroll up to the top.
    await page.evaluate(() => (document.getElementById("main-content")!.style.paddingBottom = "100vh"));
    for (const viewport of [
      { width: 1400, height: 900 },
      { width: 360, height: 740 },
    ]) {
      await page.setViewportSize(viewport);
      // Buttons near the bottom of the screen, then near the top (just under the app header).
      for (const [place, offset] of [
        ["bottom", viewport.height - 60],
        ["top", 80],
      ] as const) {
        // Content above the panel may still be loading or expanding when the loop starts, so
        // scroll until the button stays where it was put.
        await expect
          .poll(async () => {
            const top = await importButton.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
            await page.evaluate((y) => window.scrollTo(0, y), top - offset);
            await settle(page);
            return Math.abs((await importButton.boundingBox())!.y - offset);
          })
          .toBeLessThan(2);
        await importButton.click();
        const notice = toasts(page).locator("li").first();
        await toasts(page).getByText("Could not find the columns Security and Target Price").waitFor();
        await settle(page);
        const noticeBox = (await notice.boundingBox())!;
        await shot(page, `layout-upload-error-${place}-${viewport.width}`);
        for (const button of [importButton, clearButton]) {
          expect(
            overlaps(noticeBox, (await button.boundingBox())!),
            `notice over ${await button.textContent()} (${place}, ${viewport.width} px)`,
          ).toBe(false);
          expect(await receivesClicks(page, button)).toBe(true);
        }
        await toasts(page).getByRole("button", { name: "Close" }).first().click();
        await toasts(page).locator("li").first().waitFor({ state: "detached" });
      }
    }
    await context.close();
  }, 120_000);
});
