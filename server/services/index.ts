// Builds every service once per app from the app's dependencies.
import type { Database } from "../db/connection";
import type { Logger } from "../logger";
import type { Mailer } from "../mail/mailer";
import { createAuthService } from "./auth";
import { createPortfolioService } from "./portfolio";
import { createStockService } from "./stocks";
import { createUserService } from "./users";

export interface ServiceDeps {
  db: Database;
  logger: Logger;
  mailer: Mailer;
  bcryptRounds: number;
  ownerEmail?: string;
  exposeResetToken: boolean;
  appUrl?: string;
  marketDataBaseUrl: string;
  now?: () => Date;
}

export function createServices(deps: ServiceDeps) {
  const now = deps.now ?? (() => new Date());
  return {
    stocks: createStockService(deps.db, now),
    portfolio: createPortfolioService(deps.db, now),
    auth: createAuthService(deps),
    users: createUserService(deps.db),
  };
}

export type Services = ReturnType<typeof createServices>;
