// Refresh-all from outside (docs/decisions/027-refresh-jobs.md): the POST answers 202 with the job's
// id, and the job's GET is read until it has ended.
import type { ApiClient } from "./http-client";

export interface RefreshJobBody {
  state: "queued" | "running" | "done" | "failed";
  total: number;
  processed: number;
  successful: number;
  failed: number;
  rateLimited: number;
  newAlerts: number;
  error: string | null;
}

/** Reads the job every `pollMs` until it is done or failed; a request that fails (the app restarting) is tried again. */
export async function waitForRefreshJob(client: ApiClient, jobId: string, limitMs: number, pollMs = 100): Promise<RefreshJobBody> {
  const deadline = performance.now() + limitMs;
  let last: unknown;
  while (performance.now() < deadline) {
    try {
      const res = await client.get(`/api/stocks/refresh-all/${jobId}`);
      last = res.body;
      if (res.status === 200 && (res.body.state === "done" || res.body.state === "failed")) return res.body as RefreshJobBody;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`Refresh job ${jobId} had not ended after ${limitMs} ms; last answer ${JSON.stringify(last)}`);
}
