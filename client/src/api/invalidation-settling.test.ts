// When a mutation's promise settles against the refetch of the reads it invalidated: a row action
// waits for the lists on screen, a journal save does not.
import { MutationObserver, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { journalMutations, journalQueries } from "./journal";
import { stockMutations, stockQueries } from "./stocks";
import { cachedClient } from "./test-support/invalidation";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("when a mutation settles", () => {
  /** GET answers after `delayMs`; anything else at once. */
  function slowReads(delayMs: number) {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
      if (!init?.method) await new Promise((resolve) => setTimeout(resolve, delayMs));
      return new Response(init?.method ? "{}" : '["fresh"]', { status: 200 });
    });
    vi.stubGlobal("fetch", fetchMock);
  }

  it("a row action settles once the shown lists have refetched", async () => {
    slowReads(30);
    const client = cachedClient();
    const shown = new QueryObserver(client, stockQueries.all());
    const unsubscribe = shown.subscribe(() => undefined);
    await new MutationObserver(client, stockMutations.togglePlacement()).mutate("s1");
    expect(client.getQueryData(stockQueries.all().queryKey)).toEqual(["fresh"]);
    unsubscribe();
  });

  it("a journal save settles as soon as the server has answered; the list refetches after", async () => {
    slowReads(30);
    const client = cachedClient();
    const shown = new QueryObserver(client, journalQueries.all());
    const unsubscribe = shown.subscribe(() => undefined);
    await new MutationObserver(client, journalMutations.create()).mutate({
      stockId: "s1",
      side: "long",
      openedAt: "2024-01-01",
      entryPrice: 1,
      thesis: "t",
    });
    expect(client.getQueryState(journalQueries.all().queryKey)?.fetchStatus).toBe("fetching");
    await vi.waitFor(() => expect(client.getQueryData(journalQueries.all().queryKey)).toEqual(["fresh"]));
    unsubscribe();
  });
});
