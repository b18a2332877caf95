// In Chromium: the History tab of the stock detail dialog for a stock with 1,250 daily closes and
// 36 months of five sources. Timed in the page from the tab's press to the first frame painted with
// the chart's lines: once cold (the tab's code and the history are fetched first), then warm (the tab
// opened again: what drawing the chart costs).
import { chromium, type Page } from "playwright-core";
import { CHROMIUM_ARGS } from "../../e2e/support/chromium";
import { CHROMIUM_PATH } from "../../e2e/support/constants";
import { signIn } from "./browser-measures";
import type { BenchUser } from "./dataset";
import { median } from "./stats";

/** Presses the History tab (Radix selects a tab on mousedown) and waits for the painted chart. */
function openHistoryTab(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const tab = Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"] [role="tab"]')).find(
          (t) => t.textContent === "History",
        );
        if (!tab) return reject(new Error("No History tab"));
        const start = performance.now();
        tab.dispatchEvent(new MouseEvent("mousedown", { bubbles: true, cancelable: true, button: 0 }));
        const check = () => {
          // The price line is drawn last: once it is in the frame, the whole chart is. A task queued
          // from this frame's rAF runs after its paint.
          if (document.querySelector("[data-history-chart] .recharts-line-curve[stroke='var(--series-price)']"))
            setTimeout(() => resolve(performance.now() - start), 0);
          else if (performance.now() - start > 20_000) reject(new Error("The History chart never appeared"));
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}

async function leaveForAnalysis(page: Page) {
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("tab", { name: "Analysis" }).click();
  await dialog.getByText("Stock Information").waitFor();
}

export interface HistoryRenderFigures {
  /** Median press → chart painted, the tab's code and data cached. */
  historyRenderMs: number;
  historyRenderMaxMs: number;
  /** The first press: code chunk and GET /history included. */
  historyFirstOpenMs: number;
  /** Points of the price line drawn. */
  pricePoints: number;
}

export async function measureHistoryRender(baseUrl: string, user: BenchUser, symbol: string, runs: number): Promise<HistoryRenderFigures> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
  // tsx wraps named functions in __name(…) (see browser-measures.ts).
  await context.addInitScript({ content: "globalThis.__name = (target) => target;" });
  const page = await context.newPage();
  try {
    await signIn(page, user);
    await page.goto("/");
    await page.getByPlaceholder("Search stocks...").fill(symbol);
    const cell = page.locator(`[aria-label="Portfolio stocks table"] tr[data-symbol="${symbol}"] td[data-column="symbol"]`);
    await cell.click();
    await page.getByRole("dialog").getByRole("tab", { name: "History" }).waitFor();
    const historyFirstOpenMs = await openHistoryTab(page);
    const pricePoints = await page
      .locator("[data-history-chart] .recharts-line-curve[stroke='var(--series-price)']")
      .evaluate((path) => (path.getAttribute("d") ?? "").split("L").length);
    const samples: number[] = [];
    for (let i = 0; i < runs; i++) {
      await leaveForAnalysis(page);
      samples.push(await openHistoryTab(page));
    }
    return { historyRenderMs: median(samples), historyRenderMaxMs: Math.max(...samples), historyFirstOpenMs, pricePoints };
  } finally {
    await browser.close();
  }
}
