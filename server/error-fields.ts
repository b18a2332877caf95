// What a log line says about an error. A failed statement (Drizzle wraps pg's error in one whose
// message holds the whole SQL and every bound parameter: megabytes for an import, user ids and notes
// included) is logged by PostgreSQL's code and message and the statement's name, with the stack's
// frames; never the parameters (docs/decisions/047-logs-and-first-run.md).

interface ErrorLike {
  message?: unknown;
  code?: unknown;
  stack?: unknown;
  query?: unknown;
  params?: unknown;
  cause?: unknown;
}

function* chain(error: unknown): Generator<ErrorLike> {
  let e = error as ErrorLike | undefined;
  for (let depth = 0; e && typeof e === "object" && depth < 5; depth++, e = e.cause as ErrorLike | undefined) yield e;
}

/** `insert into "trades"`, `select from "stocks"`, `update "users"`: the verb and the first table named. */
export function statementName(query: string): string {
  const verb = /^\s*(\w+)/.exec(query)?.[1]?.toLowerCase() ?? "statement";
  const target = /\b(insert\s+into|update|delete\s+from|from)\s+((?:"[^"]+"|\w+)(?:\.(?:"[^"]+"|\w+))?)/i.exec(query);
  if (!target) return verb;
  const clause = target[1].toLowerCase().replace(/\s+/, " ");
  return clause === "from"
    ? `${verb} from ${target[2]}`
    : verb === clause.split(" ")[0]
      ? `${clause} ${target[2]}`
      : `${verb} … ${clause} ${target[2]}`;
}

const frames = (stack: unknown) =>
  typeof stack === "string"
    ? stack
        .split("\n")
        .filter((line) => line.startsWith("    at "))
        .join("\n")
    : undefined;

/** The fields a log line carries for `error`: `{ error }` with its stack, or a failed statement's code, message and name. */
export function errorFields(error: unknown): Record<string, unknown> {
  const links = [...chain(error)];
  const failedQuery = links.find((e) => typeof e.query === "string" && "params" in e);
  const database = links.find((e) => typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code));
  if (!failedQuery && !database) {
    if (error instanceof Error) return { error: error.message, ...(error.stack ? { stack: frames(error.stack) } : {}) };
    return { error: String(error) };
  }
  return {
    error: typeof database?.message === "string" ? database.message : "A database statement failed",
    ...(database ? { pgCode: database.code } : {}),
    ...(failedQuery ? { statement: statementName(failedQuery.query as string) } : {}),
    stack: frames((failedQuery ?? database)?.stack),
  };
}
