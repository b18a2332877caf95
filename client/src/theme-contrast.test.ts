// The theme tokens of client/src/index.css, judged as WCAG AA text (4.5:1) in both themes: every
// text colour on every surface it is drawn on, and every fill's foreground on that fill. Colours
// are fixed here, in the tokens, so no single element has to be patched (issue #12, item 10).
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contrastRatio, oklchToSrgb, type LinearRgb } from "@shared/testing/colour";

const css = readFileSync(path.join(import.meta.dirname, "index.css"), "utf8");

/** The `--name: oklch(L C h)` declarations of one block (`:root` or `.dark`); translucent ones are left out. */
function tokens(selector: string): Map<string, LinearRgb> {
  const block = new RegExp(`(^|\\n)${selector.replace(".", "\\.")} \\{([^}]*)\\}`).exec(css);
  if (!block) throw new Error(`no ${selector} block in index.css`);
  const found = new Map<string, LinearRgb>();
  for (const match of block[2].matchAll(/--([\w-]+):\s*oklch\(([\d.]+) ([\d.]+) ([\d.]+)\);/g)) {
    found.set(match[1], oklchToSrgb(Number(match[2]), Number(match[3]), Number(match[4])));
  }
  return found;
}

const light = tokens(":root");
// The dark block only overrides; anything it leaves alone keeps its light value.
const dark = new Map([...light, ...tokens(".dark")]);

/** White text at 90 % opacity (the toast description) composited over the fill, in sRGB as browsers do. */
function at90Percent(text: LinearRgb, fill: LinearRgb): LinearRgb {
  const encode = (v: number) => (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055);
  const decode = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  const channel = (i: number) => decode(encode(text[i]) * 0.9 + encode(fill[i]) * 0.1);
  return [channel(0), channel(1), channel(2)];
}

// Where text is drawn: the page, cards, popovers (toasts, menus), and the muted/secondary tints that
// hovered and selected table rows take.
const SURFACES = ["background", "card", "popover", "muted", "secondary"];
const TEXT = ["foreground", "muted-foreground", "success-text", "destructive-text", "warning-text"];
const FILLS = ["primary", "success", "destructive", "warning"];
// Lines drawn on a chart (WCAG 1.4.11, non-text contrast: 3:1) on the surfaces charts sit on.
const GRAPHICS = [
  "series-price",
  "series-broker-average",
  "source-morningstar",
  "source-intelligent-investor",
  "source-motley-fool",
  "source-bell-potter",
  "source-bell-potter-consensus",
];
const CHART_SURFACES = ["background", "card", "popover"];

describe.each([
  ["light", light],
  ["dark", dark],
] as const)("the %s theme", (_theme, colours) => {
  const colour = (name: string) => {
    const value = colours.get(name);
    if (!value) throw new Error(`--${name} is missing`);
    return value;
  };

  it.each(TEXT.flatMap((text) => SURFACES.map((surface) => [text, surface])))("--%s on --%s reaches 4.5:1", (text, surface) => {
    expect(contrastRatio(colour(text), colour(surface))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(GRAPHICS.flatMap((line) => CHART_SURFACES.map((surface) => [line, surface])))(
    "chart line --%s on --%s reaches 3:1",
    (line, surface) => {
      expect(contrastRatio(colour(line), colour(surface))).toBeGreaterThanOrEqual(3);
    },
  );

  it.each(FILLS)("--%s-foreground on its fill reaches 4.5:1, also at 90 % opacity", (fill) => {
    const foreground = colour(`${fill}-foreground`);
    expect(contrastRatio(foreground, colour(fill))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(at90Percent(foreground, colour(fill)), colour(fill))).toBeGreaterThanOrEqual(4.5);
  });
});
