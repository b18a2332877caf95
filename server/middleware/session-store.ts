// The session store: connect-pg-simple on the app's pool, with four changes.
//
// One statement reads the session and its user. Every signed-in request needs both (requireAuth
// checks the user's status on each request, so an account that stops being approved loses access at
// once); the read joins the user to the session row and requireAuth takes it from here
// (sessionUser), instead of a second round trip. A session whose user id does not match a user
// reads as a session without one.
//
// The rolling expiry is extended at most every TOUCH_AFTER_MS. express-session extends a signed-in
// session's expiry after every answer (rolling sessions) with an UPDATE, and holds the answer's last
// byte until it is done. The stored expiry is read with the session; when the new one would move it
// by less than five minutes the UPDATE is skipped, so a session ends 7 days after its last use,
// give or take five minutes (docs/decisions/004-session-cookies.md). The cookie is renewed on every
// answer as before.
//
// A failed expiry extension is not an error of the request. express-session hands a failure of that
// UPDATE to `next(err)` after the answer is written; when the answer came from the error handler
// (a 404, or a 503 while PostgreSQL is away) nothing is left to take the error but Express's final
// handler, which destroys the socket, so the client's next request on that keep-alive connection
// failed with 'other side closed' (stress/database-outage.test.ts caught it). The session stays
// valid until its stored expiry; the next answer extends it again.
//
// The store's own complaints (a failed prune) go to the app's log as one line, not as stack
// traces on stderr.
import connectPgSimple from "connect-pg-simple";
import type { Request } from "express";
import session from "express-session";
import type pg from "pg";
import type { User, UserRole, UserStatus } from "@shared/schema";
import type { Logger } from "../logger";
import { sessionUserIdSql } from "../storage/session-user";

const PgStore = connectPgSimple(session);
const PRUNE_INTERVAL_S = 15 * 60;
const TOUCH_AFTER_MS = 5 * 60 * 1000;

const messageOf = (value: unknown) => (value instanceof Error ? value.message : String(value));

/** What the session read found beside the session itself, until createSession() files it. */
const READ_WITH = Symbol("read with the session");
interface ReadWith {
  expiresAt: number;
  user: User | null;
}
type StoredSession = session.SessionData & { [READ_WITH]?: ReadWith };

/** Per loaded session object (a regenerated session is a new object and has none). */
const readWith = new WeakMap<object, ReadWith>();

const SESSION_WITH_USER = {
  name: "session-with-user",
  text: `
    select s.sess, (extract(epoch from s.expire) * 1000)::float8 as expires_at,
           u.id, u.email, u.password, u.role, u.status, u.created_at
      from session s
      left join users u on u.id = ${sessionUserIdSql("s")}
     where s.sid = $1 and s.expire >= to_timestamp($2)`,
};

interface SessionWithUserRow {
  sess: session.SessionData | string;
  expires_at: number;
  id: string | null;
  email: string;
  password: string;
  role: UserRole;
  status: UserStatus;
  created_at: Date;
}

class AppSessionStore extends PgStore {
  constructor(
    private readonly pool: pg.Pool,
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

  override get(sid: string, callback: (err: unknown, session?: session.SessionData | null) => void) {
    this.pool.query<SessionWithUserRow>({ ...SESSION_WITH_USER, values: [sid, Math.ceil(Date.now() / 1000)] }).then(
      ({ rows: [row] }) => {
        if (!row) return callback(null, null);
        let sess: StoredSession;
        try {
          sess = typeof row.sess === "string" ? JSON.parse(row.sess) : row.sess;
        } catch {
          return this.destroy(sid, (error) => callback(error, null));
        }
        const user = row.id
          ? { id: row.id, email: row.email, password: row.password, role: row.role, status: row.status, createdAt: row.created_at }
          : null;
        // A symbol key: express-session copies only the session's own string keys, so this is never saved.
        sess[READ_WITH] = { expiresAt: row.expires_at, user };
        callback(null, sess);
      },
      (error: unknown) => callback(error),
    );
  }

  override createSession(req: Request, sess: session.SessionData): session.Session & Partial<session.SessionData> {
    const found = (sess as StoredSession)[READ_WITH];
    delete (sess as StoredSession)[READ_WITH];
    const loaded = super.createSession(req, sess);
    if (found) readWith.set(loaded, found);
    return loaded;
  }

  override touch(sid: string, sess: session.SessionData, callback?: (err?: unknown) => void) {
    const stored = readWith.get(sess)?.expiresAt;
    const next = sess.cookie.expires?.getTime();
    if (stored !== undefined && next !== undefined && next - stored < TOUCH_AFTER_MS) return callback?.();
    super.touch(sid, sess, (error?: unknown) => {
      if (error) this.logger.warn("Session expiry not extended", { error: messageOf(error) });
      callback?.();
    });
  }
}

/**
 * The user read together with this request's session: a User, null when the session names no
 * existing user, undefined when the session was not read that way (a new or regenerated one).
 */
export function sessionUser(req: Request): User | null | undefined {
  const found = req.session ? readWith.get(req.session) : undefined;
  if (!found) return undefined;
  if (found.user === null) return null;
  return found.user.id === req.session.userId ? found.user : undefined;
}

export function createSessionStore(pool: pg.Pool, logger: Logger): session.Store {
  return new AppSessionStore(pool, logger);
}
