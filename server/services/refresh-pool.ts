// A small worker pool: at most `limit` items in flight, so a long list neither floods the provider
// nor holds more sockets and database clients than a handful.

/**
 * Calls `worker` for each item with at most `limit` running at once. Once `shouldStop()` turns true
 * no new item starts (those in flight finish). If a worker throws, nothing new starts and the first
 * error is rethrown after the others settle. Resolves to the number of items started.
 */
export async function forEachBounded<T>(
  items: readonly T[],
  limit: number,
  worker: (item: T) => Promise<void>,
  shouldStop: () => boolean = () => false,
): Promise<number> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const lane = async () => {
    while (next < items.length && !failure && !shouldStop()) {
      const item = items[next++];
      try {
        await worker(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
  if (failure) throw failure.error;
  return next;
}
