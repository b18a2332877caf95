import { describe, expect, it } from "vitest";

describe("zod-jitless", () => {
  it("turns zod's JIT off through the global config zod adopts when it loads", async () => {
    await import("./zod-jitless");
    const { z } = await import("zod");
    expect(z.config().jitless).toBe(true);
  });
});
