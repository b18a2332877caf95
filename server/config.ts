// Every environment variable the server reads, parsed and validated once. A bad value stops
// start-up with one line that names the variable (see ConfigError).
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { LOG_LEVELS } from "./logger";

const emptyToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optionalUrl = (protocols: string[]) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .url()
      .refine((v) => protocols.includes(new URL(v).protocol), `must start with ${protocols.join(" or ")}`)
      .optional(),
  );

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: "must be a port number from 0 to 65535" }).int().min(0).max(65535).default(5000),
  ),
  HOST: z.preprocess(emptyToUndefined, z.string().default("0.0.0.0")),
  DATABASE_URL: optionalUrl(["postgres:", "postgresql:"]),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default("./data")),
  SESSION_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, "must be at least 32 characters").optional()),
  OWNER_EMAIL: z.preprocess(emptyToUndefined, z.string().email().optional()),
  APP_URL: optionalUrl(["http:", "https:"]),
  SMTP_URL: optionalUrl(["smtp:", "smtps:"]),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default("ASX Fair Value Dashboard <no-reply@localhost>")),
  AUTH_RATE_LIMIT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100000).default(20)),
  // bcrypt's cost for new password hashes (each step doubles the work); 10 is OWASP's floor.
  BCRYPT_ROUNDS: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: "must be a whole number from 10 to 15" }).int().min(10).max(15).default(12),
  ),
  // Express's "trust proxy": true/false, a hop count, or addresses/names such as "loopback".
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default("loopback")
      .transform((v): boolean | number | string => (v === "true" ? true : v === "false" ? false : /^\d+$/.test(v) ? Number(v) : v)),
  ),
  MARKET_DATA_BASE_URL: z.preprocess(emptyToUndefined, z.string().url().default("https://query1.finance.yahoo.com")),
  // Read by logger.ts when it is created; checked here so a misspelt level stops start-up.
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(LOG_LEVELS).optional()),
  // "daily": refresh every user's prices after the ASX close (16:30 Sydney, ASX trading days), and
  // catch up on a missed run at start; server/index.ts only.
  PRICE_REFRESH_SCHEDULE: z.preprocess(emptyToUndefined, z.enum(["off", "daily"]).default("off")),
  // On SIGTERM or Ctrl+C, how long requests in flight may take to finish before the app stops anyway.
  SHUTDOWN_GRACE_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: "must be a number of milliseconds" }).int().min(0).max(600_000).default(10_000),
  ),
});

export type Config = z.infer<typeof schema> & { SESSION_SECRET: string; DATA_DIR: string };

export class ConfigError extends Error {}

/** Parses `env`; throws ConfigError whose message is one line naming the first bad variable. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env): Omit<Config, "SESSION_SECRET"> & {
  SESSION_SECRET?: string;
} {
  const result = schema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue.path[0] ?? "configuration");
    throw new ConfigError(`Invalid environment variable ${name}: ${issue.message}`);
  }
  return { ...result.data, DATA_DIR: path.resolve(result.data.DATA_DIR) };
}

/** The session secret from the environment, or one generated once and kept in DATA_DIR. */
export function resolveSessionSecret(dataDir: string, fromEnv?: string): string {
  if (fromEnv) return fromEnv;
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = parseConfig(env);
  return { ...parsed, SESSION_SECRET: resolveSessionSecret(parsed.DATA_DIR, parsed.SESSION_SECRET) };
}
