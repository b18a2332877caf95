// The parse worker's entry (a worker thread; bundled to dist/server/parse-worker.js): parses what
// the main thread sends, so a 2,000-row paste or a 10 MB workbook never stalls other requests.
import { parentPort } from "node:worker_threads";
import { runParseJob, type ParseJob } from "./registry";

parentPort?.on("message", (job: ParseJob) => parentPort?.postMessage(runParseJob(job)));
// Loaded: from now on a job's time is its own, not the worker's start-up.
parentPort?.postMessage({ ready: true });
