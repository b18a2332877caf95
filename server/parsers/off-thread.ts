// Runs the parsers in a worker thread. Parsing is CPU work — ~20 ms for a 2,000-row paste, seconds
// for a large workbook — and on the main thread every other request, health checks included,
// would wait for it (docs/performance.md). One worker takes jobs in order; one that dies (out of
// memory on a hostile file) or overruns its time is replaced, and only its own job fails.
import { Worker } from "node:worker_threads";
import type { Logger } from "../logger";
import type { ParseAnswer, ParseJob, ParserInput, ParserName, ParserOutput } from "./registry";

/** A job that needed more memory or time than a parse may take (answered 400 by its `status`). */
export class ParseLimitError extends Error {
  readonly status = 400;
  constructor() {
    super("The data could not be read within the server's memory and time limits");
  }
}

export interface OffThreadParserOptions {
  logger: Logger;
  /** A job still running after this long is abandoned and its worker replaced. */
  timeoutMs?: number;
  /** The worker's heap: a file that needs more ends the worker, not the app. */
  maxHeapMb?: number;
}

interface PendingJob {
  job: ParseJob;
  resolve: (output: unknown) => void;
  reject: (error: Error) => void;
}

/** Bundled, the worker is dist/server/parse-worker.js beside index.js; from sources, tsx loads it. */
function spawnWorker(maxHeapMb: number): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: maxHeapMb };
  if (!import.meta.url.endsWith(".ts")) return new Worker(new URL("./parse-worker.js", import.meta.url), { resourceLimits });
  const entry = JSON.stringify(new URL("./parse-worker.ts", import.meta.url).href);
  const bootstrap = `import { tsImport } from "tsx/esm/api"; await tsImport(${entry}, ${entry});`;
  return new Worker(bootstrap, { eval: true, resourceLimits });
}

export function createOffThreadParser(options: OffThreadParserOptions) {
  const { logger } = options;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const maxHeapMb = options.maxHeapMb ?? 512;
  // In arrival order; the worker answers in the same order, so the first is the one running.
  const pending = new Map<number, PendingJob>();
  let worker: Worker | undefined;
  let ready = false;
  let nextId = 1;
  let timer: NodeJS.Timeout | undefined;

  function armTimer() {
    clearTimeout(timer);
    timer = undefined;
    if (pending.size === 0) {
      // Idle: the worker must not keep a finished process (a test, a script) alive.
      worker?.unref();
      return;
    }
    worker?.ref();
    if (!ready) return; // armed again when the worker says it is ready
    timer = setTimeout(() => {
      logger.warn("Parse job overran its time; replacing the parse worker", { timeoutMs });
      void worker?.terminate();
    }, timeoutMs);
  }

  function start(): Worker {
    const started = spawnWorker(maxHeapMb);
    ready = false;
    started.on("message", (answer: ParseAnswer | { ready: true }) => {
      if ("ready" in answer) {
        ready = true;
        armTimer();
        return;
      }
      const entry = pending.get(answer.id);
      if (!entry) return;
      pending.delete(answer.id);
      if ("error" in answer) entry.reject(new Error(answer.error));
      else entry.resolve(answer.output);
      armTimer();
    });
    started.on("error", (error) => logger.error("Parse worker failed", { error: error.message }));
    started.on("exit", () => {
      if (worker !== started) return;
      worker = undefined;
      // The job it was running is the culprit; the ones queued behind it go to a new worker.
      const [running] = pending.values();
      if (!running) return;
      pending.delete(running.job.id);
      running.reject(new ParseLimitError());
      if (pending.size > 0) {
        worker = start();
        for (const entry of pending.values()) worker.postMessage(entry.job);
      }
      armTimer();
    });
    return started;
  }

  return {
    run<N extends ParserName>(parser: N, input: ParserInput<N>): Promise<ParserOutput<N>> {
      const job: ParseJob = { id: nextId++, parser, input };
      return new Promise((resolve, reject) => {
        const first = pending.size === 0;
        pending.set(job.id, { job, resolve: resolve as (output: unknown) => void, reject });
        worker ??= start();
        worker.postMessage(job);
        if (first) armTimer();
      });
    },

    async close(): Promise<void> {
      clearTimeout(timer);
      const stopping = worker;
      worker = undefined;
      for (const entry of pending.values()) entry.reject(new Error("The parser was closed"));
      pending.clear();
      await stopping?.terminate();
    },
  };
}

export type OffThreadParser = ReturnType<typeof createOffThreadParser>;
