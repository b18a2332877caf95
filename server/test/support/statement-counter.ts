import pg from "pg";

/**
 * Runs `fn` with every statement sent through node-postgres passed to `watch` first (it wraps
 * Client#query for the test file's process, which is where the app under test sends every
 * statement). `watch` may replace the call's arguments, e.g. to follow a callback.
 */
async function watchingStatements<T>(fn: () => Promise<T>, watch: (args: unknown[]) => void): Promise<T> {
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    watch(args);
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    return await fn();
  } finally {
    pg.Client.prototype.query = original;
  }
}

/** Counts SQL statements sent through node-postgres while `fn` runs. */
export async function countStatements<T>(fn: () => Promise<T>): Promise<{ result: T; statements: number }> {
  let statements = 0;
  const result = await watchingStatements(fn, () => {
    statements += 1;
  });
  return { result, statements };
}

export interface StatementEvent {
  event: "sent" | "answered";
  /** A named prepared statement's name, else the statement's first 40 characters. */
  statement: string;
}

/**
 * The order in which statements were sent and answered while `fn` runs: for a test of what starts
 * before what. Statements sent with a callback (as pg.Pool#query sends them) are followed to their
 * answer; others count as sent only.
 */
export async function recordStatements<T>(fn: () => Promise<T>): Promise<{ result: T; events: StatementEvent[] }> {
  const events: StatementEvent[] = [];
  const result = await watchingStatements(fn, (args) => {
    const first = args[0] as string | { name?: string; text?: string };
    const statement = typeof first === "string" ? first.slice(0, 40) : (first.name ?? String(first.text).slice(0, 40));
    events.push({ event: "sent", statement });
    const last = args.length - 1;
    if (typeof args[last] !== "function") return;
    const callback = args[last] as (...results: unknown[]) => void;
    args[last] = (...results: unknown[]) => {
      events.push({ event: "answered", statement });
      callback(...results);
    };
  });
  return { result, events };
}
