// Lighthouse (the npm package, on Debian's Chromium through CHROME_PATH) as the outside judge of the
// signed-in dashboard of a user with 50 portfolio and 200 other stocks, all with fair values:
// mobile (Lighthouse's default: a mid-range phone, simulated slow 4G and 4× CPU slowdown) and
// desktop, five runs each (Lighthouse's advice for its variance), medians reported and judged. Slow
// (about half a minute a run), so only the full `npm run bench` runs it; `--quick` skips it
// (e2e/bench.test.ts).
//
// Each run is Lighthouse's own CLI in a child process: inside this tsx-compiled process its page
// functions are wrapped by esbuild's keepNames and its trace lost the navigation (NO_NAVSTART).
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Result as LighthouseResult } from "lighthouse";
import { CHROMIUM_ARGS } from "../../e2e/support/chromium";
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

const run = promisify(execFile);
const cli = createRequire(import.meta.url).resolve("lighthouse/cli/index.js");

async function lighthouseOnce(url: string, cookie: string, formFactor: "mobile" | "desktop", dir: string): Promise<LighthouseResult> {
  const out = path.join(dir, `${formFactor}-${Date.now()}.json`);
  await run(
    process.execPath,
    [
      cli,
      url,
      `--chrome-flags=${CHROMIUM_ARGS.join(" ")}`,
      `--only-categories=${CATEGORIES.join(",")}`,
      // Signed in: the session cookie rides on every request of the run.
      `--extra-headers=${JSON.stringify({ Cookie: cookie })}`,
      "--output=json",
      `--output-path=${out}`,
      "--quiet",
      ...(formFactor === "desktop" ? ["--preset=desktop"] : []),
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 16 * 1024 * 1024, timeout: 180_000 },
  );
  return JSON.parse(readFileSync(out, "utf8")) as LighthouseResult;
}

function figures(lhr: LighthouseResult): LighthouseRun {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing = Object.values(lhr.categories)
    .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]))
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => `${audit.id}: ${audit.displayValue ?? ""} (${audit.score})`.replace(/\s+/g, " "));
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
}

/**
 * Lighthouse now and then loses the navigation from its trace and says so ("NO_NAVSTART … Please run
 * Lighthouse again"); that run measured nothing, so it is run again, at most twice. Any other failure
 * ends the bench.
 */
async function withRetries(run: () => Promise<LighthouseResult>): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= 3 || !String((error as Error).message).includes("NO_NAVSTART")) throw error;
      process.stderr.write(`[bench] Lighthouse lost the navigation (NO_NAVSTART); running it again\n`);
    }
  }
}

export async function measureLighthouse(baseUrl: string, user: BenchUser, runs: number): Promise<LighthouseFigures> {
  const client = await signedInClient(baseUrl, user);
  const dir = mkdtempSync(path.join(os.tmpdir(), "asx-lighthouse-"));
  let version = "unknown";
  try {
    const mobile: LighthouseRun[] = [];
    const desktop: LighthouseRun[] = [];
    // Alternating, so a noisy stretch of the machine falls on both form factors.
    for (let i = 0; i < runs; i++) {
      for (const [formFactor, list] of [
        ["mobile", mobile],
        ["desktop", desktop],
      ] as const) {
        const lhr = await withRetries(() => lighthouseOnce(`${baseUrl}/`, client.cookie, formFactor, dir));
        version = lhr.lighthouseVersion;
        list.push(figures(lhr));
      }
    }
    return { mobile: medianRun(mobile), desktop: medianRun(desktop), runs, lighthouseVersion: version };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
