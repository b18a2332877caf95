// axe-core in the page under test. The source is evaluated through the DevTools protocol rather than
// added as a <script>, so the app's Content-Security-Policy (script-src 'self') stays as it ships.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export interface AxeProblem {
  rule: string;
  impact: string;
  /** CSS selector of the element and axe's one-line reason ("Element has insufficient color contrast of 3.16 ..."). */
  nodes: { target: string; summary: string }[];
}

/** Injects axe-core once per document (a navigation drops it, so callers inject after each goto). */
export async function injectAxe(page: Page) {
  const present = await page.evaluate(() => "axe" in window);
  if (!present) await page.evaluate(axeSource);
}

/** Serious and critical violations of every axe rule on the current screen (minor and moderate are left out). */
export async function seriousViolations(page: Page): Promise<AxeProblem[]> {
  await injectAxe(page);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import("axe-core") }).axe;
    const results = await axe.run(document, { resultTypes: ["violations"] });
    return results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact ?? "",
        nodes: violation.nodes.map((node) => ({
          target: node.target.join(" "),
          summary: (node.failureSummary ?? "").split("\n").slice(1).join(" ").trim(),
        })),
      }));
  });
}
