// Read-only share links for saved trips (issue #9 point 5). GraphQL
// (graphql/types/share-link.ts) is a thin adapter over this service.
//
// A link is `/shared/<id>.<mac>` (lib/signed-ids.ts): `id` is 16 random bytes
// stored in trip_share_links, `mac` is HMAC-SHA256 of the id under a key derived
// from SESSION_SECRET. So:
// - a copy of the database alone cannot forge or rebuild a link (it has no key);
// - the owner can copy the same link again at any time (the mac is recomputed);
// - revoking deletes the row, and rotating SESSION_SECRET voids every link.
// Any token that is malformed, has a wrong mac or names no row answers the same
// NOT_FOUND, so a caller learns nothing about which part was wrong.
//
// Rules:
// - Only the trip's verified owner creates, revokes or sees the link; a member
//   is FORBIDDEN, and anyone else's trip answers NOT_FOUND like a missing one
//   (via the trip service).
// - Creating is idempotent: the existing link is kept and returned.
// - Canceled trips can be shared and stay shared: sharing does not change the
//   trip, and whoever holds the link should learn that the trip was canceled.
// - Reading needs no session and answers only what the owner's trip page shows
//   a reader: no owner, ids, version, preferences, readiness or the other itinerary.
import type pg from 'pg';
import { Prisma, type PrismaClient, type Trip } from '../../generated/prisma/client.js';
import { notFound } from '../../lib/errors.js';
import { createSignedIds } from '../../lib/signed-ids.js';
import type { RequestMeta } from '../auth/auth.js';
import { createLimiters, type RateLimitRule } from '../auth/rate-limits.js';
import type { Itinerary } from '@lakbay/validation/itinerary';
import type { TripSelection, TripService } from './trips.js';

export const shareLinkMessages = {
  notActive: 'trips:shareLinkNotActive',
} as const;

/** What a shared trip shows: the trip page's facts and saved itinerary, nothing about the owner. */
export type SharedTrip = Pick<
  Trip,
  | 'destinationCountry'
  | 'cities'
  | 'originAirport'
  | 'travelMonth'
  | 'currency'
  | 'duration'
  | 'budget'
  | 'status'
  | 'savedType'
  | 'startDate'
> & { savedItinerary: Itinerary };

export interface ShareLinkRateLimits {
  /** Shared-trip reads from one IP address. */
  sharedTripPerIp: RateLimitRule;
}

export const defaultShareLinkRateLimits: ShareLinkRateLimits = {
  sharedTripPerIp: { points: 120, durationSeconds: 60 },
};

/** Fixed label: the key is only ever good for share links, whatever else SESSION_SECRET signs. */
const KEY_LABEL = 'trip-share-links';

/** The row columns a shared trip's view is built from (the itinerary read needs id and version as its cache key). */
const sharedTripColumns = {
  id: true,
  version: true,
  destinationCountry: true,
  cities: true,
  originAirport: true,
  travelMonth: true,
  currency: true,
  duration: true,
  budget: true,
  status: true,
  savedType: true,
  startDate: true,
  budgetItinerary: true,
  experienceItinerary: true,
} as const satisfies Prisma.TripSelect;

export function createShareLinkService(deps: {
  prisma: PrismaClient;
  pool: pg.Pool;
  trips: Pick<TripService, 'getOwn' | 'savedItinerary'>;
  /** Where users reach the web app; links start with it. */
  publicUrl: string;
  /** SESSION_SECRET (or the one generated into DATA_DIR); the link key is derived from it. */
  sessionSecret: string;
  rateLimitMultiplier?: number;
}) {
  const { prisma, trips } = deps;
  const signedIds = createSignedIds(deps.sessionSecret, KEY_LABEL);
  const limits = createLimiters(deps.pool, defaultShareLinkRateLimits, deps.rateLimitMultiplier);

  return {
    /** The link to hand out for a stored share link. */
    url: (link: { id: string }) => `${deps.publicUrl}/shared/${signedIds.token(link.id)}`,

    /** Shares one of the user's trips; sharing a shared trip keeps its link. Answers the trip, with its link. */
    async share(userId: number | null, tripId: unknown, selection: TripSelection = {}) {
      const { id } = await trips.getOwn(userId, tripId, { select: { id: true } });
      // ON CONFLICT DO NOTHING: two clicks at once still make one link.
      await prisma.tripShareLink
        .createMany({ data: { id: signedIds.newId(), tripId: id }, skipDuplicates: true })
        .catch((error: unknown) => {
          // The trip was deleted since the read above: the read below answers NOT_FOUND.
          if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2003')) throw error;
        });
      return trips.getOwn(userId, id, selection);
    },

    /** Stops sharing one of the user's trips: the link stops working for good. Harmless when not shared. */
    async unshare(userId: number | null, tripId: unknown, selection: TripSelection = {}) {
      const { id } = await trips.getOwn(userId, tripId, { select: { id: true } });
      await prisma.tripShareLink.deleteMany({ where: { tripId: id } });
      return trips.getOwn(userId, id, selection);
    },

    /** The trip behind a share link, for anyone holding it; any bad or revoked token is the same NOT_FOUND. */
    async read(token: unknown, meta: RequestMeta): Promise<SharedTrip> {
      await limits.sharedTripPerIp.consume(meta.ip);
      const id = signedIds.verifiedId(token);
      const link = id
        ? await prisma.tripShareLink.findUnique({ where: { id }, select: { trip: { select: sharedTripColumns } } })
        : null;
      if (!link) throw notFound(shareLinkMessages.notActive);
      // The row's id, version and both itineraries stay here: only the saved itinerary is shown.
      const {
        id: _id,
        version: _version,
        budgetItinerary: _budget,
        experienceItinerary: _experience,
        ...facts
      } = link.trip;
      return { ...facts, savedItinerary: trips.savedItinerary(link.trip) };
    },
  };
}

export type ShareLinkService = ReturnType<typeof createShareLinkService>;
