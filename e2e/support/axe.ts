// axe-core in the page under test. The source is evaluated through the DevTools protocol rather than
// added as a <script>, so the app's Content-Security-Policy (script-src 'self') stays as it ships.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type AxeCore from "axe-core";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { shot } from "./browser";

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

/** The rules whose outcome depends on colours, so on the theme; every other rule sees the same DOM in both. */
export const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/**
 * Serious and critical violations on the current screen (minor and moderate are left out): of every
 * axe rule, or of `rules` only. `scope` limits the check to what a selector matches (an open dialog).
 */
export async function seriousViolations(
  page: Page,
  { scope, rules }: { scope?: string; rules?: readonly string[] } = {},
): Promise<AxeProblem[]> {
  await injectAxe(page);
  return page.evaluate(
    async ({ selector, only }) => {
      const axe = (window as unknown as { axe: typeof AxeCore }).axe;
      const context = selector ? { include: [selector] } : document;
      const options = only ? { runOnly: { type: "rule" as const, values: only } } : {};
      const results = await axe.run(context, { resultTypes: ["violations"], ...options });
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
    },
    { selector: scope, only: rules ? [...rules] : undefined },
  );
}

/** Screenshots (`npm run test:e2e:screenshots`) and axe in the dark and the light theme, within `scope`; no serious violation in either. */
export async function bothThemes(page: Page, name: string, scope?: string) {
  for (const theme of ["dark", "light"] as const) {
    await page.evaluate((next) => document.documentElement.classList.toggle("dark", next === "dark"), theme);
    await shot(page, `${name}-${theme}`);
    expect(await seriousViolations(page, { scope }), `${name} (${theme})`).toEqual([]);
  }
  await page.evaluate(() => document.documentElement.classList.add("dark"));
}
