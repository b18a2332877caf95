// How Debian's Chromium is started for the browser tests (one per lane, e2e/support/global-setup.ts),
// the bench and the icon script: never a downloaded browser. No vitest import: the global setup uses it.
import { chromium, type BrowserServer } from "playwright-core";
import { CHROMIUM_PATH } from "./constants";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Playwright's own `--disable-features` names (playwright-core 1.65). Chromium keeps only the last
 * `--disable-features` switch, so the tests' switch repeats these before adding its own;
 * e2e/test-browser.test.ts fails when a Playwright upgrade brings a name this list lacks.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
  "SkipListAccountsWithoutGaiaCookies",
];

/**
 * Chromium's new headless mode opens a browser window for every context, and each window loads its
 * omnibox popup as a WebUI page in a renderer of its own. No test opens that popup, yet it cost about
 * 2.5 s of CPU per context and first page load on CI's 2-core machine (context 1.7 → 0.9 s, dashboard
 * 3.8 → 2.1 s, docs/decisions/003-test-layers.md). Tests only: the bench measures with CHROMIUM_ARGS.
 */
const OMNIBOX_WEBUI_FEATURES = ["WebUIOmniboxPopup", "WebUIOmniboxFullPopup", "WebUIOmniboxAimPopup", "PreloadTopChromeWebUI"];

const TEST_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_WEBUI_FEATURES].join(",")}`,
];

/** The tests' Chromium, served to the lane's test files (chromiumForFile in e2e/support/browser.ts). */
export function launchTestBrowserServer(): Promise<BrowserServer> {
  // playwright gives every launch a new, empty profile directory of its own.
  return chromium.launchServer({ executablePath: CHROMIUM_PATH, args: TEST_CHROMIUM_ARGS });
}
