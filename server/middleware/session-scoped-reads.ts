// Reads that start with the session's own read instead of after it.
//
// Every signed-in request waits for express-session's read of its session (one statement, with its
// user: session-store.ts) before any route runs. A read whose SQL is scoped by the session id itself
// (it finds the session's user in the same statement) does not need to wait: it can be sent as soon
// as express-session has sent its own, and the two run side by side. The route then takes the read
// that was started for its request and hands the data only to the user requireAuth found; a read
// that answers for anyone else (a session that ended in between) is refused by the service. For
// GET /api/stocks/:id/history that overlap is about a third of a millisecond of the request
// (docs/performance.md, issue #13).
//
// Only for a request whose cookie carries a validly signed session id: express-session sets
// req.sessionID from it and sends its store read; req.session stays unset until that read answers.
// A visitor without a session gets a new one at once (req.session is set), so nothing starts.
import type { Request, RequestHandler } from "express";

/** One kind of read: which requests it serves, and how it starts for a session. */
export class SessionScopedRead<T> {
  private readonly started = new WeakMap<Request, { key: string; read: T }>();

  /**
   * `keyOf`: the read's key (a stock id) when the request is one it serves, read from the path below
   * the session middleware's mount; `start`: sends the read for a session id and a key.
   */
  constructor(
    private readonly keyOf: (req: Request) => string | undefined,
    private readonly start: (sessionId: string, key: string) => T,
  ) {}

  startEarly(req: Request, sessionId: string): void {
    const key = this.keyOf(req);
    if (key !== undefined) this.started.set(req, { key, read: this.start(sessionId, key) });
  }

  /** For the route: the read started with this request's session read, else one started now. */
  forRequest(req: Request, key: string): T {
    const early = this.started.get(req);
    this.started.delete(req);
    return early?.key === key ? early.read : this.start(req.sessionID, key);
  }
}

/** express-session's middleware, followed at once by the early start of each read the request serves. */
export function withSessionScopedReads(sessions: RequestHandler, reads: readonly SessionScopedRead<unknown>[]): RequestHandler {
  return (req, res, next) => {
    sessions(req, res, next);
    if (req.method !== "GET" || req.session !== undefined || !req.sessionID) return;
    for (const read of reads) read.startEarly(req, req.sessionID);
  };
}
