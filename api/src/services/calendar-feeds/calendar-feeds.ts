// A user's calendar feed (issue 31, docs/decisions/044-calendar-feed.md): one secret
// address that Google Calendar, Apple Calendar and Outlook subscribe to, answering every
// dated trip the user owns or travels on, with its bookings, so the phone's calendar follows each edit.
//
// The address is `/api/calendar-feeds/<id>.<mac>.ics` (lib/signed-ids.ts), like a share
// link: the owner can copy it again from /profile, renewing replaces it (the old one
// stops working), turning it off deletes it. A bad, revoked or forged address is the same
// NOT_FOUND. Reading needs no session (calendar apps have none) and is limited per IP.
import type pg from 'pg';
import type { CalendarFeed, PrismaClient } from '../../generated/prisma/client.js';
import { TripStatus } from '../../generated/prisma/enums.js';
import { notFound } from '../../lib/errors.js';
import { asLocale, t } from '../../lib/i18n.js';
import { createSignedIds } from '../../lib/signed-ids.js';
import type { AuthService, RequestMeta } from '../auth/auth.js';
import { createLimiters, type RateLimitRule } from '../auth/rate-limits.js';
import { bookingRows, savedBookings } from '../../domain/bookings/saved-bookings.js';
import { addBookings, addTripDays, calendarText, newCalendar } from '../trips/calendar.js';
import type { TripService } from '../trips/trips.js';

export const calendarFeedMessages = {
  notActive: 'trips:calendar.feedNotActive',
} as const;

export interface CalendarFeedRateLimits {
  /** Feed reads from one IP address; calendar apps poll every few hours, a person once. */
  feedPerIp: RateLimitRule;
}

export const defaultCalendarFeedRateLimits: CalendarFeedRateLimits = {
  feedPerIp: { points: 60, durationSeconds: 60 },
};

/** The most trips one feed holds, the latest first: enough for years of travel, bounded for the server. */
export const MAX_FEED_TRIPS = 200;

/** How often calendar apps are asked to poll (they may poll less often: Google takes hours). */
const POLL_EVERY_SECONDS = 60 * 60;

/** Fixed label: the key is only ever good for calendar feeds, whatever else SESSION_SECRET signs. */
const KEY_LABEL = 'calendar-feeds';

export function createCalendarFeedService(deps: {
  prisma: PrismaClient;
  pool: pg.Pool;
  auth: Pick<AuthService, 'requireVerifiedUser'>;
  trips: Pick<TripService, 'savedItinerary'>;
  /** Where users reach the web app; addresses start with it. */
  publicUrl: string;
  /** SESSION_SECRET (or the one generated into DATA_DIR); the address key is derived from it. */
  sessionSecret: string;
  rateLimitMultiplier?: number;
}) {
  const { prisma, auth, trips } = deps;
  const signedIds = createSignedIds(deps.sessionSecret, KEY_LABEL);
  const limits = createLimiters(deps.pool, defaultCalendarFeedRateLimits, deps.rateLimitMultiplier);

  return {
    /** The address to subscribe to (https); calendar apps also take it as `webcal://`. */
    url: (feed: Pick<CalendarFeed, 'id'>) => `${deps.publicUrl}/api/calendar-feeds/${signedIds.token(feed.id)}.ics`,

    /** The user's feed, or null when it is off. */
    async get(userId: number | null): Promise<CalendarFeed | null> {
      const user = await auth.requireVerifiedUser(userId);
      return prisma.calendarFeed.findUnique({ where: { userId: user.id } });
    },

    /** Turns the feed on, or gives it a new address: the old one stops working at once. */
    async renew(userId: number | null): Promise<CalendarFeed> {
      const user = await auth.requireVerifiedUser(userId);
      return prisma.calendarFeed.upsert({
        where: { userId: user.id },
        create: { id: signedIds.newId(), userId: user.id },
        update: { id: signedIds.newId(), createdAt: new Date() },
      });
    },

    /** Turns the feed off: its address stops working for good. Harmless when it is off. */
    async revoke(userId: number | null): Promise<true> {
      const user = await auth.requireVerifiedUser(userId);
      await prisma.calendarFeed.deleteMany({ where: { userId: user.id } });
      return true;
    },

    /**
     * The feed behind `token` (the address's last part, without `.ics`) as iCalendar: each day of every
     * trip the user owns or is a member of that has a start date and is not canceled.
     */
    async read(token: unknown, meta: RequestMeta): Promise<string> {
      await limits.feedPerIp.consume(meta.ip);
      const id = signedIds.verifiedId(token);
      const feed = id
        ? await prisma.calendarFeed.findUnique({
            where: { id },
            select: { user: { select: { id: true, locale: true } } },
          })
        : null;
      if (!feed) throw notFound(calendarFeedMessages.notActive);
      const { user } = feed;
      const dated = await prisma.trip.findMany({
        where: {
          status: { not: TripStatus.canceled },
          startDate: { not: null },
          OR: [{ userId: user.id }, { members: { some: { userId: user.id } } }],
        },
        orderBy: [{ startDate: 'desc' }, { id: 'desc' }],
        take: MAX_FEED_TRIPS,
        select: {
          id: true,
          version: true,
          startDate: true,
          updatedAt: true,
          savedType: true,
          destinationCountry: true,
          currency: true,
          duration: true,
          budgetItinerary: true,
          experienceItinerary: true,
          bookings: bookingRows,
        },
      });
      const locale = asLocale(user.locale);
      const calendar = newCalendar(t(locale, 'trips:calendar.feedName'));
      calendar.ttl(POLL_EVERY_SECONDS);
      for (const trip of dated) {
        addTripDays(calendar, { ...trip, startDate: trip.startDate! }, trips.savedItinerary(trip), locale);
        addBookings(calendar, savedBookings(trip.bookings, trip), locale);
      }
      return calendarText(calendar);
    },
  };
}

export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>;
