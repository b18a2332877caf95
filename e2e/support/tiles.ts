// Labelled figures (a dl's dt and dd: the Holdings totals, the Holding tab's position, the cards)
// as the browser tests read them.
import type { Locator } from "playwright-core";

/** The figure under the label `label` in `scope` (the label's first dd). */
export const figure = (scope: Locator, label: string) =>
  scope.locator("dt", { hasText: new RegExp(`^${label.replace(/[()]/g, "\\$&")}$`) }).locator("xpath=following-sibling::dd[1]");

/**
 * What breaks in `scope`'s tiles, as "text (lines)": a figure (each label's first dd) whose text takes
 * more than one line or sticks out of its box, or a note under a figure (a later dd, which may wrap)
 * that sticks out of its box. Lines are counted from the text alone: an icon beside a figure (a stale
 * price's clock) sits a few pixels higher than the text on the same line.
 */
export const brokenFigures = (scope: Locator) =>
  scope.locator("dd").evaluateAll((definitions) =>
    definitions.flatMap((definition) => {
      const isFigure = definition.previousElementSibling?.tagName === "DT";
      const tops: number[] = [];
      const walker = document.createTreeWalker(definition, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(text);
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.push(rect.top);
      }
      tops.sort((a, b) => a - b);
      // A new line starts where a piece of text begins more than half a line below the one before.
      const halfLine = parseFloat(getComputedStyle(definition).fontSize) / 2;
      const lines = tops.filter((top, i) => i === 0 || top - tops[i - 1] > halfLine).length;
      const overflows = definition.scrollWidth > definition.clientWidth + 0.5;
      return (isFigure && lines > 1) || overflows ? [`${definition.textContent} (${lines} lines${overflows ? ", overflows" : ""})`] : [];
    }),
  );
