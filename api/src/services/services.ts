// Every service, wired once per app. GraphQL resolvers and REST routes both
// reach business logic only through these.
import type pg from 'pg';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { Logger } from '../lib/logger.js';
import type { Mailer } from '../lib/mailer.js';
import { createApiTokenService } from './api-tokens/api-tokens.js';
import { createOAuthService } from './oauth/oauth.js';
import { createAuthService, type PasswordHasher } from './auth/auth.js';
import { createLimiters, type AuthRateLimits } from './auth/rate-limits.js';
import { createBookingService, type BookingWidgetSettings } from './booking/booking.js';
import { createCalendarService } from './calendar/calendar.js';
import { createContactService } from './contact/contact.js';
import { createDealsService } from './deals/deals.js';
import { createExpenseService } from './expenses/expenses.js';
import { createLiveStreamService, type LiveStreamLimits } from './live-streams/live-streams.js';
import { createLivePlacesSource, overpassBudget, type LivePlacesSettings } from './local-secrets/live-places.js';
import { createLocalSecretsService, searchLimit, type MapSettingsInput } from './local-secrets/local-secrets.js';
import { createOutboxService } from './outbox/outbox.js';
import { createPhotoService, type PhotoSettings } from './photos/photos.js';
import type { PlannerData } from '../planners/offline-planner.js';
import { createPlannerService, type PlannerSettings } from './trip-generation/trip-generation.js';
import { createPrivacyService, type PrivacySettings } from './privacy/privacy.js';
import { createReadinessService } from './readiness/readiness.js';
import { createSystemService } from './system/system.js';
import { createShareLinkService } from './trips/share-links.js';
import { createCalendarFeedService } from './calendar-feeds/calendar-feeds.js';
import { createTripBookingService } from './trip-bookings/trip-bookings.js';
import { createBookingMailboxService } from './trip-bookings/booking-mailboxes.js';
import { createGeminiBookingReader, type GeminiBookingLimits } from './trip-bookings/gemini-bookings.js';
import { createTripDayChangeService } from './trip-generation/trip-day-change.js';
import { createTripEvents } from './trips/trip-events.js';
import { createTripMemberService } from './trips/trip-members.js';
import { createTripPlacesService } from './trips/trip-places.js';
import { createTripService } from './trips/trips.js';
import { createUserService } from './users/users.js';
import { createVisaService } from './visa/visa.js';
import type { VisaData } from './visa/visa-data.js';

export interface ServiceDeps {
  prisma: PrismaClient;
  pool: pg.Pool;
  logger: Logger;
  mailer: Mailer;
  version: string;
  /** Where users reach the web app; e-mail and share links start with it. */
  publicUrl: string;
  /** SESSION_SECRET (or the one generated into DATA_DIR): trip share links are keyed from it. */
  sessionSecret: string;
  /** MAIL_RECEIVER_DOMAIN: trips' forwarding addresses end in it; null or unset, forwarding is off. */
  mailReceiverDomain?: string | null;
  /** Tests tighten or loosen single limits; production uses the defaults. */
  rateLimits?: Partial<AuthRateLimits>;
  rateLimitMultiplier?: number;
  passwords?: PasswordHasher;
  /** Which trip planner to run and its limits (GEMINI_*, TRIP_GENERATION*); unset: offline, default limits. */
  planner?: PlannerSettings;
  /**
   * Where contact requests are mailed (CONTACT_NOTIFY_EMAIL, else the MAIL_FROM address), and the
   * privacy notice's address (PRIVACY_CONTACT_EMAIL, else the contact one).
   */
  contactMail: PrivacySettings;
  /** Partner widget URLs for the booking pages (BOOKING_*_WIDGET_URL); unset: none. */
  booking?: BookingWidgetSettings;
  /** Destination photos for trip cards (UNSPLASH_*); unset: none, the cards draw their own art. */
  photos?: PhotoSettings;
  /** Requests one API token may make per minute (API_TOKEN_REQUESTS_PER_MINUTE). */
  apiTokenRequestsPerMinute?: number;
  /** Map tiles for the Local Secrets map (MAP_TILE_*); unset: OpenStreetMap's standard tiles. */
  map?: MapSettingsInput;
  /** Live places for Local Secrets (OVERPASS_URL); unset: the public Overpass instance. */
  livePlaces?: LivePlacesSettings;
  /**
   * The PostgreSQL server other processes share (DATABASE_URL): live trip pages hear of their changes
   * through it. Null or unset with the embedded database, which only this process uses.
   */
  sharedDatabaseUrl?: string | null;
  /** Tests tighten the live streams' caps and checks; production uses the defaults. */
  liveStreams?: Partial<LiveStreamLimits>;
  /** Tests shorten how long Gemini may take to read a confirmation, and its retries' delays. */
  geminiBookings?: Partial<GeminiBookingLimits>;
  /** Tests pin the clock (which deals are still valid); the default is the real one. */
  now?: () => Date;
  /** Tests hand the planners changed curated facts (a rate removed); the default is api/data. */
  plannerData?: PlannerData;
  /** Tests hand the visa checker changed facts; the default is api/data/visa.json. */
  visaData?: VisaData;
}

export function createServices(deps: ServiceDeps) {
  const auth = createAuthService(deps);
  const visa = createVisaService({ data: deps.visaData });
  const liveStreams = createLiveStreamService({
    pool: deps.pool,
    limits: deps.liveStreams,
    rateLimitMultiplier: deps.rateLimitMultiplier,
  });
  const tripEvents = createTripEvents({
    pool: deps.pool,
    logger: deps.logger,
    listenUrl: deps.sharedDatabaseUrl ?? null,
    minGapMs: liveStreams.limits.minGapMs,
  });
  const trips = createTripService({ prisma: deps.prisma, pool: deps.pool, auth, events: tripEvents });
  const planner = createPlannerService({
    pool: deps.pool,
    logger: deps.logger,
    auth,
    settings: deps.planner,
    rateLimitMultiplier: deps.rateLimitMultiplier,
    data: deps.plannerData,
  });
  const shareLinks = createShareLinkService({
    prisma: deps.prisma,
    pool: deps.pool,
    trips,
    publicUrl: deps.publicUrl,
    sessionSecret: deps.sessionSecret,
    rateLimitMultiplier: deps.rateLimitMultiplier,
  });
  const tripBookings = createTripBookingService({
    prisma: deps.prisma,
    pool: deps.pool,
    trips,
    events: tripEvents,
    rateLimitMultiplier: deps.rateLimitMultiplier,
    gemini: deps.planner?.GEMINI_API_KEY
      ? createGeminiBookingReader({
          settings: { ...deps.planner, GEMINI_API_KEY: deps.planner.GEMINI_API_KEY },
          prisma: deps.prisma,
          logger: deps.logger,
          limits: deps.geminiBookings,
          now: deps.now,
        })
      : null,
  });
  const calendarFeeds = createCalendarFeedService({
    prisma: deps.prisma,
    pool: deps.pool,
    auth,
    trips,
    publicUrl: deps.publicUrl,
    sessionSecret: deps.sessionSecret,
    rateLimitMultiplier: deps.rateLimitMultiplier,
  });
  const localSecrets = createLocalSecretsService({
    now: deps.now,
    map: deps.map,
    gemini: deps.planner,
    logger: deps.logger,
    livePlaces: createLivePlacesSource({
      prisma: deps.prisma,
      logger: deps.logger,
      settings: deps.livePlaces,
      userAgent: `Lakbay/${deps.version} (trip planner for Filipino travelers; ${deps.publicUrl})`,
      now: deps.now,
      budget: createLimiters(deps.pool, overpassBudget, deps.rateLimitMultiplier),
    }),
    searchesPerIp: createLimiters(deps.pool, searchLimit, deps.rateLimitMultiplier).searchesPerIp,
  });
  return {
    oauth: createOAuthService({
      prisma: deps.prisma,
      pool: deps.pool,
      auth,
      publicUrl: deps.publicUrl,
      rateLimitMultiplier: deps.rateLimitMultiplier,
      now: deps.now,
    }),
    apiTokens: createApiTokenService({
      prisma: deps.prisma,
      pool: deps.pool,
      auth,
      requestsPerMinute: deps.apiTokenRequestsPerMinute ?? 120,
      rateLimitMultiplier: deps.rateLimitMultiplier,
      now: deps.now,
    }),
    auth,
    booking: createBookingService(deps.booking),
    calendar: createCalendarService({ now: deps.now }),
    calendarFeeds,
    contact: createContactService({ ...deps, mailSettings: deps.contactMail }),
    deals: createDealsService(deps),
    expenses: createExpenseService({ prisma: deps.prisma, trips, events: tripEvents, rates: planner.pesoRates }),
    liveStreams,
    localSecrets,
    outbox: createOutboxService(deps),
    photos: createPhotoService({ settings: deps.photos, logger: deps.logger }),
    planner,
    privacy: createPrivacyService({
      prisma: deps.prisma,
      pool: deps.pool,
      auth,
      shareLinks,
      settings: deps.contactMail,
      rateLimitMultiplier: deps.rateLimitMultiplier,
      now: deps.now,
    }),
    readiness: createReadinessService({ prisma: deps.prisma, trips, visa }),
    shareLinks,
    system: createSystemService(deps),
    trips,
    tripBookings,
    bookingMailboxes: createBookingMailboxService({
      prisma: deps.prisma,
      pool: deps.pool,
      trips,
      bookings: tripBookings,
      domain: deps.mailReceiverDomain ?? null,
      sessionSecret: deps.sessionSecret,
      rateLimitMultiplier: deps.rateLimitMultiplier,
    }),
    tripDayChange: createTripDayChangeService({ auth, trips, planner, bookings: tripBookings }),
    tripEvents,
    tripMembers: createTripMemberService({
      prisma: deps.prisma,
      pool: deps.pool,
      logger: deps.logger,
      mailer: deps.mailer,
      auth,
      trips,
      events: tripEvents,
      publicUrl: deps.publicUrl,
      rateLimitMultiplier: deps.rateLimitMultiplier,
      now: deps.now,
    }),
    tripPlaces: createTripPlacesService({ auth, trips, places: localSecrets }),
    users: createUserService({ prisma: deps.prisma, auth }),
    visa,
  };
}

export type Services = ReturnType<typeof createServices>;
