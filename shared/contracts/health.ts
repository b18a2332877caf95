// GET /api/health and GET /api/ready (server/services/health.ts). Both are public: a load balancer
// or a monitor calls them without a session. A 503 is `{ error, code, status }`.

export const HEALTH_MESSAGES = {
  databaseUnavailable: "The database is unavailable",
  migrating: "The app is starting: database migrations are not applied yet",
  stopping: "The app is stopping",
} as const;

/** 200 answer of GET /api/health: the database answered `select 1` in `databaseLatencyMs`. */
export interface HealthView {
  status: "ok";
  databaseLatencyMs: number;
}

/** 200 answer of GET /api/ready: healthy, migrated and not stopping. */
export interface ReadyView {
  status: "ready";
  databaseLatencyMs: number;
}
