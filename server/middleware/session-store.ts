// The session store: connect-pg-simple on the app's pool, with two changes.
//
// A failed expiry extension is not an error of the request. express-session extends a signed-in
// session's expiry after the answer is written (rolling sessions) and hands a failure of that
// UPDATE to `next(err)`. The answer has gone out by then; when it came from the error handler
// (a 404, or a 503 while PostgreSQL is away) nothing is left to take the error but Express's final
// handler, which destroys the socket, so the client's next request on that keep-alive connection
// failed with 'other side closed' (stress/database-outage.test.ts caught it). The session stays
// valid until its stored expiry; the next answer extends it again.
//
// The store's own complaints (a failed prune) go to the app's log as one line, not as stack
// traces on stderr.
import connectPgSimple from "connect-pg-simple";
import session from "express-session";
import type pg from "pg";
import type { Logger } from "../logger";

const PgStore = connectPgSimple(session);
const PRUNE_INTERVAL_S = 15 * 60;

const messageOf = (value: unknown) => (value instanceof Error ? value.message : String(value));

class AppSessionStore extends PgStore {
  constructor(
    pool: pg.Pool,
    private readonly logger: Logger,
  ) {
    super({
      pool,
      tableName: "session",
      createTableIfMissing: false,
      pruneSessionInterval: PRUNE_INTERVAL_S,
      errorLog: (...parts: unknown[]) => logger.warn("Session store error", { error: parts.map(messageOf).join(" ") }),
    });
  }

  override touch(sid: string, sess: session.SessionData, callback?: (err?: unknown) => void) {
    super.touch(sid, sess, (error?: unknown) => {
      if (error) this.logger.warn("Session expiry not extended", { error: messageOf(error) });
      callback?.();
    });
  }
}

export function createSessionStore(pool: pg.Pool, logger: Logger): session.Store {
  return new AppSessionStore(pool, logger);
}
