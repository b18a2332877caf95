// Helpers for the phone-size browser tests: a 360 × 740 touch screen, the card lists, overflow and
// touch-target checks.
import type { Browser, Locator, Page } from "playwright-core";
import { newTestContext } from "./browser";

export const PHONE = { width: 360, height: 740 } as const;

export async function phonePage(browser: Browser) {
  const context = await newTestContext(browser, { viewport: PHONE, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });
  return { context, page: await context.newPage() };
}

/** The sections (heading + toolbar + list). */
export const portfolioSection = (page: Page) => page.getByRole("region", { name: "Portfolio Stocks", exact: true });
export const portfolioCards = (page: Page) => page.getByRole("region", { name: "Portfolio stocks", exact: true });
export const otherCards = (page: Page) => page.getByRole("region", { name: "Other stocks", exact: true });
export const cardSymbols = (region: Locator) =>
  region.locator("article[data-symbol]").evaluateAll((cards) =>
    cards
      .map((card) => ({ symbol: card.getAttribute("data-symbol")!, index: Number(card.closest("li")!.getAttribute("aria-posinset")) }))
      .sort((a, b) => a.index - b.index)
      .map((card) => card.symbol),
  );

/** How far the page itself scrolls sideways (0 when nothing sticks out). */
export const pageOverflowX = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Controls on screen smaller than 44 × 44 px, as "name (w×h)". A checkbox counts as its label's
 * box (the label is what a finger hits); text links inside a sentence are exempt (WCAG 2.5.8).
 */
export function smallTouchTargets(page: Page, scope = "body") {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector);
    if (!root) return [`no ${selector}`];
    const found: string[] = [];
    const controls = root.querySelectorAll<HTMLElement>(
      "button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=checkbox], [role=tab], [role=combobox], [role=menuitem], [role=option], [role=switch]",
    );
    for (const control of controls) {
      const style = getComputedStyle(control);
      if (style.visibility === "hidden" || control.closest("[aria-hidden=true], [inert]")) continue;
      // Visually hidden until focused (the skip link): nothing to hit.
      if (style.clipPath === "inset(50%)" || (style.clip !== "auto" && style.clip !== "")) continue;
      const box = (control.closest("label") ?? control).getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.bottom < 0 || box.top > innerHeight || box.right < 0 || box.left > innerWidth) continue;
      const inSentence = control.tagName === "A" && control.parentElement?.tagName === "P";
      if (inSentence) continue;
      if (box.width < 44 - 0.5 || box.height < 44 - 0.5) {
        const name = control.getAttribute("aria-label") ?? control.textContent?.trim().slice(0, 40) ?? control.tagName;
        found.push(`${name} (${Math.round(box.width)}×${Math.round(box.height)})`);
      }
    }
    return found;
  }, scope);
}
