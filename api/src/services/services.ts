// Every service, wired once per app. GraphQL resolvers and REST routes both
// reach business logic only through these.
import type pg from 'pg';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { Logger } from '../lib/logger.js';
import type { Mailer } from '../lib/mailer.js';
import { createAuthService, type PasswordHasher } from './auth/auth.js';
import type { AuthRateLimits } from './auth/rate-limits.js';
import { createBookingService, type BookingWidgetSettings } from './booking/booking.js';
import { createContactService } from './contact/contact.js';
import { createDealsService } from './deals/deals.js';
import { createOutboxService } from './outbox/outbox.js';
import { createPlannerService, type PlannerSettings } from './planner/planner.js';
import { createSystemService } from './system/system.js';
import { createTripService } from './trips/trips.js';
import { createUserService } from './users/users.js';
import { createVisaService } from './visa/visa.js';

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
  /** Which trip planner to run and its limits (GEMINI_*, TRIP_GENERATION*); unset: offline, default limits. */
  planner?: PlannerSettings;
  /** Partner widget URLs for the booking pages (BOOKING_*_WIDGET_URL); unset: none. */
  booking?: BookingWidgetSettings;
  /** Tests pin the clock (which deals are still valid); the default is the real one. */
  now?: () => Date;
}

export function createServices(deps: ServiceDeps) {
  const auth = createAuthService(deps);
  return {
    auth,
    booking: createBookingService(deps.booking),
    contact: createContactService(deps),
    deals: createDealsService(deps),
    outbox: createOutboxService(deps),
    planner: createPlannerService({
      pool: deps.pool,
      logger: deps.logger,
      auth,
      settings: deps.planner,
      rateLimitMultiplier: deps.rateLimitMultiplier,
    }),
    system: createSystemService(deps),
    trips: createTripService({ prisma: deps.prisma, auth }),
    users: createUserService(deps),
    visa: createVisaService(),
  };
}

export type Services = ReturnType<typeof createServices>;
