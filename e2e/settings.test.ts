// Settings (issue 17): 'Export my data' downloads one file of the account; 'Import data' loads it into
// another account, whose dashboard then shows the stocks without a reload (every list the import
// touched is refreshed, the alert settings it brought included); the import is undone from the same
// page; a changed file is refused with the server's words. Both buttons show their busy state while their request is held back.
import { gunzipSync, gzipSync } from "node:zlib";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumForFile, downloadedBytes, newPage, signIn, toasts } from "./support/browser";
import { approvedUser, openDashboard, portfolioTable, shot, symbolsIn } from "./support/dashboard";
import { SHOWCASE_STOCKS, seedShowcase } from "./support/showcase";

const browser = chromiumForFile();

/** Holds back the next request to `path` until the returned release() is called. */
async function holdRequest(page: Page, path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let sent!: () => void;
  const continued = new Promise<void>((resolve) => (sent = resolve));
  await page.route(`**${path}`, async (route) => {
    await released;
    await route.continue();
    sent();
  });
  return async () => {
    release();
    // Only once the held request has gone on: unrouting earlier would hand it on a second time.
    await continued;
    await page.unroute(`**${path}`);
  };
}

/** Client-side navigation, so the screen shows what the cache holds. */
async function openFromSidebar(page: Page, name: string) {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true }).click();
}

const portfolioSymbols = SHOWCASE_STOCKS.filter((s) => !s.other)
  .map((s) => s.symbol)
  .sort();

describe("Settings: export and import of one account", () => {
  it("exports a file and imports it into another account, whose dashboard then shows the stocks; the same file again adds nothing", async () => {
    // The exporting account, with a portfolio, other stocks, every broker, shareholders and journal.
    const owner = await approvedUser();
    const exporter = await newPage(browser(), { width: 1400, height: 900 });
    await signIn(exporter.page, owner);
    await seedShowcase(exporter.page.request);
    // Alert settings of its own: they travel in the file.
    expect(
      (await exporter.page.request.put("/api/alerts/settings", { data: { fvChangePercent: 12.5, scope: "portfolio" } })).status(),
    ).toBe(200);
    await exporter.page.goto("/");
    await openFromSidebar(exporter.page, "Settings");
    await exporter.page.getByRole("heading", { name: "Settings", level: 1 }).waitFor();

    const releaseExport = await holdRequest(exporter.page, "/api/export");
    const download = exporter.page.waitForEvent("download");
    await exporter.page.getByRole("button", { name: "Export my data" }).click();
    const busy = exporter.page.getByRole("button", { name: "Exporting..." });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    await releaseExport();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^asx-fair-value-export-\d{4}-\d{2}-\d{2}\.json\.gz$/);
    await toasts(exporter.page).getByText("Export ready").waitFor();
    const bytes = await downloadedBytes(file);
    const archive = JSON.parse(gunzipSync(bytes).toString("utf8"));
    expect(archive.schemaVersion).toBe(6);
    expect(archive.data.alertSettings).toEqual([expect.objectContaining({ fvChangePercent: 12.5, scope: "portfolio" })]);
    expect(archive.data.stocks.map((s: { symbol: string }) => s.symbol).sort()).toEqual(SHOWCASE_STOCKS.map((s) => s.symbol).sort());
    await shot(exporter.page, "settings-export-1400");
    await exporter.context.close();

    // Another account: its dashboard is empty and cached before the import.
    const other = await approvedUser();
    const { context, page } = await newPage(browser(), { width: 1400, height: 900 });
    await signIn(page, other);
    await openDashboard(page);
    await page.getByText("No stocks found. Upload your portfolio data to get started.").waitFor();
    // Its alert settings are the defaults, and cached.
    await openFromSidebar(page, "Alerts");
    const threshold = page.getByLabel("Fair value change threshold (%)");
    await expect.poll(() => threshold.inputValue()).toBe("5");

    await openFromSidebar(page, "Settings");
    const releaseImport = await holdRequest(page, "/api/import/archive");
    await page.locator('input[type="file"]').setInputFiles({ name: file.suggestedFilename(), mimeType: "application/gzip", buffer: bytes });
    await page.getByRole("button", { name: "Importing..." }).waitFor();
    await releaseImport();
    await toasts(page).getByText("Import Successful").waitFor();
    const summary = page.getByRole("heading", { name: /^Imported \d+ records from asx-fair-value-export-/ });
    await summary.waitFor();
    await expect
      .poll(() => page.getByRole("list", { name: "What the import added" }).getByRole("listitem").allTextContents())
      .toEqual(expect.arrayContaining([`${SHOWCASE_STOCKS.length} new stocks`, "Your alert settings"]));
    await shot(page, "settings-imported-1400");
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole("button", { name: "Undo this import" }).scrollIntoViewIfNeeded();
    await shot(page, "settings-imported-360");
    await page.setViewportSize({ width: 1400, height: 900 });

    // Back on the dashboard, without a reload: the imported stocks are there.
    await openFromSidebar(page, "Dashboard");
    await portfolioTable(page).locator("tbody tr[data-symbol]").first().waitFor();
    await expect.poll(() => symbolsIn(page).then((symbols) => [...symbols].sort())).toEqual(portfolioSymbols);
    // And the Alerts page shows the imported settings, also without a reload.
    await openFromSidebar(page, "Alerts");
    await expect.poll(() => page.getByLabel("Fair value change threshold (%)").inputValue()).toBe("12.5");

    // Undo from Settings: the dashboard is empty again.
    await openFromSidebar(page, "Settings");
    // The summary belongs to the page visit that imported; it is gone after navigating away.
    expect(await summary.count()).toBe(0);
    await page.locator('input[type="file"]').setInputFiles({ name: "again.json.gz", mimeType: "application/gzip", buffer: bytes });
    await toasts(page).getByText("Nothing new to import: everything in the file is already in your account").waitFor();
    await context.close();
  });

  it("undoes an import from the page, and refuses a changed file with the server's words", async () => {
    const source = await approvedUser();
    const exporter = await newPage(browser());
    await signIn(exporter.page, source);
    await seedShowcase(exporter.page.request);
    const exported = await exporter.page.request.get("/api/export");
    expect(exported.status()).toBe(200);
    const bytes = await exported.body();
    await exporter.context.close();

    const user = await approvedUser();
    const { context, page } = await newPage(browser(), { width: 360, height: 740 });
    await signIn(page, user);
    await page.goto("/settings");
    await page.getByRole("heading", { name: "Settings", level: 1 }).waitFor();
    await shot(page, "settings-360");

    // A file changed after its export: refused, nothing imported.
    const archive = JSON.parse(gunzipSync(bytes).toString("utf8"));
    archive.data.fairValues[0].fairValue = 1;
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: "changed.json.gz", mimeType: "application/gzip", buffer: gzipSync(JSON.stringify(archive)) });
    await toasts(page)
      .getByText("The file was changed after it was exported (its checksum does not match). Nothing was imported.")
      .waitFor();
    expect((await (await page.request.get("/api/stocks")).json()).length).toBe(0);

    await page.locator('input[type="file"]').setInputFiles({ name: "export.json.gz", mimeType: "application/gzip", buffer: bytes });
    await toasts(page).getByText("Import Successful").waitFor();
    expect((await (await page.request.get("/api/stocks")).json()).length).toBe(SHOWCASE_STOCKS.length);
    await page.getByRole("button", { name: "Undo this import" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Undo this import?" });
    await dialog.getByRole("button", { name: "Undo Import" }).click();
    await toasts(page).getByText("Import undone").waitFor();
    await dialog.waitFor({ state: "detached" });
    expect((await (await page.request.get("/api/stocks")).json()).length).toBe(0);
    expect((await (await page.request.get("/api/journal")).json()).length).toBe(0);
    await context.close();
  });
});
