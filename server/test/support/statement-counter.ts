import pg from "pg";

/**
 * Counts SQL statements sent through node-postgres while `fn` runs. It wraps Client#query for the
 * test file's process, which is where the app under test sends every statement.
 */
export async function countStatements<T>(fn: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const original = pg.Client.prototype.query;
  let statements = 0;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    statements += 1;
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    const result = await fn();
    return { result, statements };
  } finally {
    pg.Client.prototype.query = original;
  }
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
  const original = pg.Client.prototype.query;
  const events: StatementEvent[] = [];
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { name?: string; text?: string };
    const statement = typeof first === "string" ? first.slice(0, 40) : (first.name ?? String(first.text).slice(0, 40));
    events.push({ event: "sent", statement });
    const last = args.length - 1;
    if (typeof args[last] === "function") {
      const callback = args[last] as (...results: unknown[]) => void;
      args[last] = (...results: unknown[]) => {
        events.push({ event: "answered", statement });
        callback(...results);
      };
    }
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    const result = await fn();
    return { result, events };
  } finally {
    pg.Client.prototype.query = original;
  }
}
