import { afterEach, describe, expect, it } from "vitest";
import { logger } from "../logger";
import { parseMorningstarPaste } from "./morningstar-paste";
import { ParseLimitError, createOffThreadParser, type OffThreadParser } from "./off-thread";
import { parsePortfolioWorkbook } from "./portfolio-workbook";
import { fixtureBytes, fixtureText } from "./test-fixtures";

/** A Morningstar paste of `rows` lines: enough work to keep the worker busy for a while. */
function bigPaste(rows: number): string {
  const lines = ["Code,Last,Fair Value,Uncertainty,Moat,Health"];
  for (let i = 0; i < rows; i++)
    lines.push(`Z${i.toString(36).toUpperCase().padStart(4, "0")},${(i % 90) + 1.5},${(i % 80) + 2.25},Medium,Narrow,Good`);
  return lines.join("\n");
}

let parser: OffThreadParser | undefined;
afterEach(async () => {
  await parser?.close();
  parser = undefined;
});

// Starting a worker from sources (tsx) and parsing 20,000 rows take seconds on a machine busy with
// other suites; the limits under test are the parser's own (timeoutMs, maxHeapMb), not these.
describe("the parsers in a worker thread", { timeout: 30_000 }, () => {
  it("answer exactly what the parsers answer on the main thread, for text and for workbook bytes", async () => {
    parser = createOffThreadParser({ logger });
    const text = fixtureText("morningstar/ok/web-table-tabs.txt");
    const bytes = fixtureBytes("portfolio/ok/portfolio-date-months.xlsx");
    const [paste, workbook] = await Promise.all([parser.run("morningstarPaste", text), parser.run("portfolioWorkbook", bytes)]);
    expect(paste).toEqual(parseMorningstarPaste(text));
    expect(paste.rows.length).toBeGreaterThan(0);
    expect(workbook).toEqual(parsePortfolioWorkbook(bytes));
    expect(workbook.rows.length).toBeGreaterThan(0);
  });

  it("leave the event loop free while they parse: a callback queued after the job runs before its answer", async () => {
    parser = createOffThreadParser({ logger });
    await parser.run("morningstarPaste", "Code,Fair Value\nBHP,40"); // the worker is up
    let answered = false;
    let ranBeforeAnswer: boolean | undefined;
    const job = parser.run("morningstarPaste", bigPaste(20_000)).then((result) => {
      answered = true;
      return result;
    });
    setImmediate(() => (ranBeforeAnswer = !answered));
    expect((await job).rows).toHaveLength(20_000);
    expect(ranBeforeAnswer).toBe(true);
  });

  it("refuse a job that overruns its time with ParseLimitError (status 400), and take the next one on a new worker", async () => {
    // 200 ms: room for the small queued job on a busy machine; the 200,000-row job needs seconds.
    parser = createOffThreadParser({ logger, timeoutMs: 200 });
    await parser.run("morningstarPaste", "Code,Fair Value\nBHP,40"); // startup is not part of the job's time
    const queued = parser.run("morningstarPaste", "Code,Fair Value\nCBA,120");
    const overrun = parser.run("morningstarPaste", bigPaste(200_000));
    await expect(queued).resolves.toMatchObject({ rows: [{ symbol: "CBA", fairValue: 120 }] });
    const error = await overrun.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ParseLimitError);
    expect(error).toMatchObject({ status: 400, message: "The data could not be read within the server's memory and time limits" });
    await expect(parser.run("morningstarPaste", "Code,Fair Value\nWES,60")).resolves.toMatchObject({ rows: [{ symbol: "WES" }] });
  });

  it("lose only the job that runs the worker out of memory; the next job is parsed", async () => {
    parser = createOffThreadParser({ logger, maxHeapMb: 24 });
    const error = await parser.run("morningstarPaste", bigPaste(400_000)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ParseLimitError);
    await expect(parser.run("morningstarPaste", "Code,Fair Value\nBHP,40")).resolves.toMatchObject({ rows: [{ symbol: "BHP" }] });
  });
});
