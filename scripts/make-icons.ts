// Draws the installable app's icons (client/public/icons/*.png) from the favicon's design in
// Debian's Chromium, so the PNGs can be remade whenever the mark changes: `npx tsx scripts/make-icons.ts`.
// "any" icons keep the favicon's rounded square; the maskable one fills the whole square with the
// background and keeps the mark inside the central 80 % safe zone, where any mask shape leaves it whole.
import path from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS } from "../e2e/support/browser";
import { CHROMIUM_PATH } from "../e2e/support/constants";

const BACKGROUND = "#18181b";
const STROKE = "#22c55e";
const MARK = `<path d="M7 22l6-7 5 4 7-9" fill="none" stroke="${STROKE}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`;

const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${BACKGROUND}"/>${MARK}</svg>`;
// The mark scaled to 70 % about the centre: well inside the 80 % safe zone of a maskable icon.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BACKGROUND}"/><g transform="translate(4.8 4.8) scale(0.7)">${MARK}</g></svg>`;

const ICONS = [
  { file: "icon-192.png", size: 192, svg: rounded },
  { file: "icon-512.png", size: 512, svg: rounded },
  { file: "icon-maskable-512.png", size: 512, svg: maskable },
  { file: "apple-touch-icon.png", size: 180, svg: maskable },
];

const outDir = path.resolve(import.meta.dirname, "../client/public/icons");
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${icon.svg.replace("<svg ", `<svg width="${icon.size}" height="${icon.size}" `)}</body></html>`,
    );
    await page.screenshot({ path: path.join(outDir, icon.file), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
