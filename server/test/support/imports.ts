// Import helpers shared by the API tests that need imported rows.
import { expect } from "vitest";
import type { TestApp } from "./test-app";

export type Agent = Awaited<ReturnType<TestApp["signedInAgent"]>>["agent"];
export const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

/** Pastes `text` into one source's importer and returns the batch id. */
export async function paste(agent: Agent, text: string, source = "morningstar") {
  const res = await agent.post(`/api/import/${source}`).send({ text });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.batchId as string;
}
