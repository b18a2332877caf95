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
