// Lighthouse (the npm package, on Debian's Chromium through CHROME_PATH) as the outside judge of the
// signed-in dashboard of a user with 50 portfolio and 200 other stocks, all with fair values:
// mobile (Lighthouse's default: a mid-range phone, simulated slow 4G and 4× CPU slowdown) and
// desktop, three runs each, medians reported. Slow (about half a minute a run), so only the full
// `npm run bench` runs it; `--quick` skips it (e2e/bench.test.ts).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { CHROMIUM_ARGS } from "../../e2e/support/browser";
import { CHROMIUM_PATH } from "../../e2e/support/constants";
import type { BenchUser } from "./dataset";
import { signedInClient } from "./bench-server";
import { median } from "./stats";

const CATEGORIES = ["performance", "accessibility", "best-practices"] as const;

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  bootupMs: number;
  /** Audits below a perfect score, with Lighthouse's own one-line title: what to fix next. */
  failing: string[];
}

export interface LighthouseFigures {
  mobile: LighthouseRun;
  desktop: LighthouseRun;
  runs: number;
  lighthouseVersion: string;
}

function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const pick = (key: keyof Omit<LighthouseRun, "failing">) => median(runs.map((run) => run[key]));
  // The failing audits of the run whose performance is the median one.
  const middle = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
  return {
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    fcpMs: pick("fcpMs"),
    lcpMs: pick("lcpMs"),
    tbtMs: pick("tbtMs"),
    bootupMs: pick("bootupMs"),
    failing: middle.failing,
  };
}

export async function measureLighthouse(baseUrl: string, user: BenchUser, runs: number): Promise<LighthouseFigures> {
  const client = await signedInClient(baseUrl, user);
  process.env.CHROME_PATH = CHROMIUM_PATH;
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  let version = "unknown";
  try {
    const once = async (formFactor: "mobile" | "desktop"): Promise<LighthouseRun> => {
      const result = await lighthouse(
        `${baseUrl}/`,
        {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: [...CATEGORIES],
          // Signed in: the session cookie rides on every request of the run.
          extraHeaders: { Cookie: client.cookie },
        },
        formFactor === "desktop" ? desktopConfig : undefined,
      );
      if (!result) throw new Error("Lighthouse returned no result");
      const { lhr } = result;
      version = lhr.lighthouseVersion;
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const failing = Object.values(lhr.categories)
        .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]))
        .filter((audit) => audit && audit.score !== null && audit.score < 1)
        .map((audit) => `${audit.id}: ${audit.displayValue ?? ""} ${audit.score}`.trim());
      return {
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        fcpMs: numeric("first-contentful-paint"),
        lcpMs: numeric("largest-contentful-paint"),
        tbtMs: numeric("total-blocking-time"),
        bootupMs: numeric("bootup-time"),
        failing,
      };
    };
    const mobile: LighthouseRun[] = [];
    const desktop: LighthouseRun[] = [];
    // Alternating, so a noisy stretch of the machine falls on both form factors.
    for (let i = 0; i < runs; i++) {
      mobile.push(await once("mobile"));
      desktop.push(await once("desktop"));
    }
    return { mobile: medianRun(mobile), desktop: medianRun(desktop), runs, lighthouseVersion: version };
  } finally {
    await chrome.kill();
  }
}
