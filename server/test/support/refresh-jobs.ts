// Refresh-all as a client sees it (docs/decisions/027-refresh-jobs.md): POST answers 202 with the
// job's id at once, and the job's GET is read until the job has ended.
import type { RefreshJob } from "@shared/contracts/price-refresh";
import type { Agent } from "./imports";

/** Reads GET /api/stocks/refresh-all/:id until the job is done or failed. */
export async function waitForRefreshJob(agent: Agent, jobId: string, limitMs = 30_000): Promise<RefreshJob> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const res = await agent.get(`/api/stocks/refresh-all/${jobId}`);
    if (res.status !== 200) throw new Error(`GET refresh job ${jobId}: ${res.status} ${JSON.stringify(res.body)}`);
    const job = res.body as RefreshJob;
    if (job.state === "done" || job.state === "failed") return job;
    if (Date.now() > deadline) throw new Error(`Refresh job ${jobId} still ${job.state} after ${limitMs} ms: ${JSON.stringify(job)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** POST /api/stocks/refresh-all (202 expected), then the job once it has ended. */
export async function refreshAll(agent: Agent): Promise<RefreshJob> {
  const res = await agent.post("/api/stocks/refresh-all");
  if (res.status !== 202) throw new Error(`POST /api/stocks/refresh-all: ${res.status} ${JSON.stringify(res.body)}`);
  return waitForRefreshJob(agent, (res.body as { jobId: string }).jobId);
}
