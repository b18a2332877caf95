// A worker thread that asks GET /api/health back to back (a short pause between requests) and
// records each request's start time and latency. It runs outside the bench's main thread, so the
// bench's own work (building pastes, timing, counting) never delays a probe: only the app can.
// Plain JavaScript: a worker thread does not inherit tsx's TypeScript loader.
import http from "node:http";
import { parentPort, workerData } from "node:worker_threads";

const { url, pauseMs } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const samples = [];
let running = true;

parentPort.on("message", (message) => {
  if (message === "stop") running = false;
});

const now = () => performance.timeOrigin + performance.now();

function probe() {
  return new Promise((resolve, reject) => {
    const start = now();
    const req = http.get(url, { agent }, (res) => {
      res.resume();
      res.on("end", () =>
        res.statusCode === 200 ? resolve({ at: start, ms: now() - start }) : reject(new Error(`health ${res.statusCode}`)),
      );
    });
    req.on("error", reject);
  });
}

parentPort.postMessage({ type: "ready" });
while (running) {
  samples.push(await probe());
  await new Promise((resolve) => setTimeout(resolve, pauseMs));
}
agent.destroy();
parentPort.postMessage({ type: "samples", samples });
