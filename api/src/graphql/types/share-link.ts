// Read-only trip share links over GraphQL: a thin adapter over
// services/trips/share-links.ts, which checks the owner and the token.
// shareTrip and unshareTrip answer the trip, so a client's cache sees the link
// come and go; sharedTrip is public (no session, no API token scope).
import type { SharedTrip } from '../../services/trips/share-links.js';
import { builder } from '../builder.js';
import { ItineraryRef } from './itinerary.js';
import { ItineraryTypeEnum, TripStatusEnum } from './trip.js';

const TripShareLinkRef = builder.prismaObject('TripShareLink', {
  description: 'The read-only link to a trip. Only the trip’s owner sees it; anyone holding it can read the trip.',
  fields: (t) => ({
    url: t.string({
      description:
        'The whole link to hand out; the same every time it is read. It stops working when sharing stops or SESSION_SECRET changes.',
      resolve: (link, _args, context) => context.services.shareLinks.url(link),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When sharing started.' }),
  }),
});

builder.prismaObjectField('Trip', 'shareLink', (t) =>
  t.field({
    type: TripShareLinkRef,
    nullable: true,
    description:
      'The trip’s read-only share link; null when the trip is not shared, and for members other than its owner.',
    select: (_args, _context, nestedSelection) => ({ shareLink: nestedSelection(true) }),
    // Only the owner shares by link (docs/product/travel-together.md); members do not see it.
    resolve: (trip, _args, context) => (trip.userId === context.userId ? trip.shareLink : null),
  }),
);

const SharedTripRef = builder.objectRef<SharedTrip>('SharedTrip').implement({
  description:
    'A trip as its share link shows it: the trip’s facts and saved itinerary, read-only and with nothing about its owner.',
  fields: (t) => ({
    destinationCountry: t.exposeString('destinationCountry', {
      description: 'Country code (e.g. JP) or, for trips made in the create-trip dialog, the destination as typed.',
    }),
    cities: t.exposeStringList('cities', { description: 'Cities chosen for the trip; may be empty.' }),
    originAirport: t.exposeString('originAirport', { description: 'Airport code the trip starts from, e.g. MNL.' }),
    travelMonth: t.exposeInt('travelMonth', { description: 'Month of travel, 1 (January) to 12.' }),
    currency: t.exposeString('currency', { description: 'Three-letter code the budget is in, e.g. PHP.' }),
    duration: t.exposeInt('duration', { description: 'Length of the trip in days, 1 to 30.' }),
    budget: t.exposeInt('budget', { description: 'The traveler’s budget, in `currency`.' }),
    status: t.expose('status', { type: TripStatusEnum, description: 'upcoming, past or canceled.' }),
    savedType: t.expose('savedType', { type: ItineraryTypeEnum, description: 'The itinerary the traveler chose.' }),
    startDate: t.expose('startDate', {
      type: 'DateTime',
      nullable: true,
      description: 'First day, as midnight UTC of that calendar day (format it in UTC); null for flexible dates.',
    }),
    savedItinerary: t.field({
      type: ItineraryRef,
      description: 'The itinerary of `savedType`, the one the trip page shows.',
      resolve: (trip) => trip.savedItinerary,
    }),
  }),
});

const tripIdArg = { required: true, description: 'The id of one of your trips.' } as const;

builder.queryField('sharedTrip', (t) =>
  t.field({
    type: SharedTripRef,
    // Nullable so that the error leaves `{ sharedTrip: null }` beside it: a
    // server-rendered "no longer active" page hydrates from that null.
    nullable: true,
    description:
      'The trip behind a share link, for anyone holding it, signed in or not. Null, with a NOT_FOUND error, when the link is malformed, revoked or no longer valid; limited per IP address.',
    args: {
      token: t.arg.string({ required: true, description: 'The last part of the link: /shared/{token}.' }),
    },
    resolve: (_root, { token }, context) =>
      context.services.shareLinks.read(token, { ip: context.req.ip ?? 'unknown' }),
  }),
);

builder.mutationFields((t) => ({
  shareTrip: t.prismaField({
    type: 'Trip',
    description:
      'Makes a read-only link to one of your trips, or keeps the one it has. Answers the trip; read its `shareLink`.',
    args: { tripId: t.arg.int(tripIdArg) },
    resolve: (query, _root, { tripId }, context) => context.services.shareLinks.share(context.userId, tripId, query),
  }),

  unshareTrip: t.prismaField({
    type: 'Trip',
    description: 'Stops sharing one of your trips: its link stops working for good. Harmless when it is not shared.',
    args: { tripId: t.arg.int(tripIdArg) },
    resolve: (query, _root, { tripId }, context) => context.services.shareLinks.unshare(context.userId, tripId, query),
  }),
}));
