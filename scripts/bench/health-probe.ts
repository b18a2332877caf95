// Starts and stops the /api/health prober (health-prober.mjs, a worker thread).
import { Worker } from "node:worker_threads";

export interface HealthSample {
  /** Request start, ms since the epoch (performance.timeOrigin-based, comparable across threads). */
  at: number;
  ms: number;
}

/** Milliseconds since the epoch on the same clock the prober uses. */
export const wallClock = () => performance.timeOrigin + performance.now();

export async function startHealthProbe(baseUrl: string, pauseMs = 2) {
  const worker = new Worker(new URL("./health-prober.mjs", import.meta.url), { workerData: { url: `${baseUrl}/api/health`, pauseMs } });
  const samples = new Promise<HealthSample[]>((resolve, reject) => {
    worker.on("message", (message: { type: string; samples?: HealthSample[] }) => {
      if (message.type === "samples") resolve(message.samples ?? []);
    });
    worker.on("error", reject);
  });
  await new Promise<void>((resolve, reject) => {
    worker.once("message", () => resolve());
    worker.once("error", reject);
  });
  return {
    async stop(): Promise<HealthSample[]> {
      worker.postMessage("stop");
      const result = await samples;
      await worker.terminate();
      return result;
    },
  };
}
