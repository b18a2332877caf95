// Draws the installable app's icons (client/public/icons/*.png) from the app's one logo,
// client/public/logo.svg (also the tab icon, the sidebar's tile and the offline page's mark), in
// Debian's Chromium: `npx tsx scripts/make-icons.ts` after the logo changes. "any" icons are the logo
// as it is; the maskable ones fill the whole square with the logo's tile colour and draw the logo at
// 70 % in the middle, inside the central 80 % safe zone, where any mask shape leaves it whole.
// e2e/pwa.test.ts compares every icon with the logo drawn this way.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS } from "../e2e/support/chromium";
import { CHROMIUM_PATH } from "../e2e/support/constants";

const publicDir = path.resolve(import.meta.dirname, "../client/public");
const logo = readFileSync(path.join(publicDir, "logo.svg"), "utf8");
const tileColour = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(logo)?.[1];
if (!tileColour) throw new Error("logo.svg: no <rect fill> to fill a maskable icon's square with");
const logoUrl = `data:image/svg+xml;base64,${Buffer.from(logo).toString("base64")}`;

const ICONS = [
  { file: "icon-192.png", size: 192, maskable: false },
  { file: "icon-512.png", size: 512, maskable: false },
  { file: "icon-maskable-512.png", size: 512, maskable: true },
  { file: "apple-touch-icon.png", size: 180, maskable: true },
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent("<canvas></canvas>");
    const png = await page.evaluate(
      async ({ size, maskable, logoUrl, tileColour }) => {
        const image = new Image();
        image.src = logoUrl;
        await image.decode();
        const canvas = document.querySelector("canvas")!;
        canvas.width = canvas.height = size;
        const context = canvas.getContext("2d")!;
        if (maskable) {
          context.fillStyle = tileColour;
          context.fillRect(0, 0, size, size);
          context.drawImage(image, size * 0.15, size * 0.15, size * 0.7, size * 0.7);
        } else {
          context.drawImage(image, 0, 0, size, size);
        }
        return canvas.toDataURL("image/png");
      },
      { size: icon.size, maskable: icon.maskable, logoUrl, tileColour },
    );
    await page.close();
    writeFileSync(path.join(publicDir, "icons", icon.file), Buffer.from(png.split(",")[1], "base64"));
  }
} finally {
  await browser.close();
}
