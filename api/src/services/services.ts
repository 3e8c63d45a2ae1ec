// Every service, wired once per app. GraphQL resolvers and REST routes both
// reach business logic only through these.
import type pg from 'pg';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { Logger } from '../lib/logger.js';
import type { Mailer } from '../lib/mailer.js';
import { createAuthService, type PasswordHasher } from './auth/auth.js';
import type { AuthRateLimits } from './auth/rate-limits.js';
import { createOutboxService } from './outbox/outbox.js';
import { createSystemService } from './system/system.js';
import { createUserService } from './users/users.js';

export interface ServiceDeps {
  prisma: PrismaClient;
  pool: pg.Pool;
  logger: Logger;
  mailer: Mailer;
  version: string;
  /** Where users reach the web app; e-mail links start with it. */
  publicUrl: string;
  /** Tests tighten or loosen single limits; production uses the defaults. */
  rateLimits?: Partial<AuthRateLimits>;
  rateLimitMultiplier?: number;
  passwords?: PasswordHasher;
}

export function createServices(deps: ServiceDeps) {
  return {
    auth: createAuthService(deps),
    outbox: createOutboxService(deps),
    system: createSystemService(deps),
    users: createUserService(deps),
  };
}

export type Services = ReturnType<typeof createServices>;
