// One app per test file on its own database, plus small factories for users and sessions.
import bcrypt from "bcrypt";
import request from "supertest";
import { inject } from "vitest";
import { users, type UserRole, type UserStatus } from "@shared/schema";
import { createApp, type AppDeps } from "../../app";
import { connect } from "../../db/connection";
import { logger as silentLogger, type Logger } from "../../logger";
import type { Mailer } from "../../mail/mailer";
import { createDatabaseFromTemplate } from "./test-database";

export const TEST_PASSWORD = "correct-horse-9";
const passwordHash = bcrypt.hashSync(TEST_PASSWORD, 4);

export interface SentMail {
  to: string;
  subject: string;
  text: string;
}

export async function startTestApp(
  // bcryptRounds: 4 keeps tests fast; the login-timing test needs the production cost.
  options: {
    config?: Partial<AppDeps["config"]>;
    mailer?: Mailer;
    now?: () => Date;
    bcryptRounds?: number;
    logger?: Logger;
    /** The built SPA to serve (a folder the test wrote); without it only the API is served. */
    staticDir?: string;
    /** A database of the test's own (a restored one); dropped on close like the default clone. */
    database?: { url: string; drop: () => Promise<unknown> };
    /** Timings of the refresh jobs' runner (a short lease for restart tests). */
    refreshJobs?: AppDeps["refreshJobs"];
  } = {},
) {
  const logger = options.logger ?? silentLogger;
  const database = options.database ?? (await createDatabaseFromTemplate(inject("postgresServerUrl")));
  const handle = connect(database.url, logger);
  const config: AppDeps["config"] = {
    NODE_ENV: "test",
    SESSION_SECRET: "test-secret-test-secret-test-secret-0123",
    MAIL_FROM: "test@localhost",
    MARKET_DATA_BASE_URL: "http://127.0.0.1:1",
    AUTH_RATE_LIMIT: 1000,
    ...options.config,
  };
  const app = createApp({
    db: handle.db,
    pool: handle.pool,
    config,
    logger,
    mailer: options.mailer,
    bcryptRounds: options.bcryptRounds ?? 4,
    now: options.now,
    staticDir: options.staticDir,
    refreshJobs: options.refreshJobs,
  });

  let counter = 0;
  const createUser = async (values: { email?: string; role?: UserRole; status?: UserStatus } = {}) => {
    counter += 1;
    const [row] = await handle.db
      .insert(users)
      .values({
        email: values.email ?? `user${counter}-${Date.now()}@example.com`,
        password: passwordHash,
        role: values.role ?? "user",
        status: values.status ?? "approved",
      })
      .returning();
    return row;
  };

  /** A supertest agent (keeps cookies) signed in as a new user with the given role and status. */
  const signedInAgent = async (values: { email?: string; role?: UserRole } = {}) => {
    const user = await createUser({ ...values, status: "approved" });
    const agent = request.agent(app);
    await agent.post("/api/auth/login").send({ email: user.email, password: TEST_PASSWORD }).expect(200);
    return { agent, user };
  };

  let dropOnClose = true;
  return {
    app,
    /** The second app drops the database: this one's close leaves it. */
    handOverDatabase() {
      dropOnClose = false;
      return database;
    },
    db: handle.db,
    pool: handle.pool,
    createUser,
    signedInAgent,
    /** Stops this app's refresh jobs (as the graceful stop does) and closes its pool; the database stays. */
    async stop() {
      await app.refreshJobs.stop();
      await handle.close();
    },
    async close() {
      await app.refreshJobs.stop();
      await handle.close();
      if (dropOnClose) await database.drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

export function capturingMailer(): Mailer & { sent: SentMail[] } {
  const sent: SentMail[] = [];
  return {
    configured: true,
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}

/**
 * The session cookie of a fresh sign-in at an app listening on `baseUrl`, as a `Cookie` header value:
 * for requests made with node's own http client rather than supertest (raw bytes, abandoned downloads).
 */
export async function sessionCookie(baseUrl: string, email: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`Signing in as ${email} answered ${login.status}`);
  return login.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
}
