// Live trip pages over GraphQL (issue #17 item 2): `tripChanged` and `tripChanges` are
// subscriptions, served over Server-Sent Events at /graphql/stream
// (graphql/stream.ts). Each change answers the whole trip as the subscriber
// may see it at that moment, so a client's cache updates itself; a subscriber
// who lost their part in the trip (removed, or the trip deleted) gets
// NOT_FOUND and the stream ends. `tripChanges` also says who changed what
// (issue #34 item 6), so a page can tell its reader ("Maria changed Day 3").
import { AppError } from '../../lib/errors.js';
import { messages as authMessages } from '../../services/auth/auth.js';
import type { TripChangeBatch, TripChangeKind } from '../../services/trips/trip-events.js';
import { builder } from '../builder.js';
import type { GraphQLContext as Context } from '../context.js';
import { SIGNED_OUT } from '../live-streams.js';

builder.subscriptionType({ description: 'What a client can follow live, over /graphql/stream (Server-Sent Events).' });

/** Follows the trip's changes once it is known to be the subscriber's to see. */
async function followTrip(tripId: number, context: Context) {
  const stream = context.stream;
  if (!stream) throw new AppError('BAD_USER_INPUT', 'errors:eventStreamOnly');
  // Refused before anything is followed: a stranger learns nothing, not even that the trip exists.
  const { id } = await context.services.trips.get(context.userId, tripId, { select: { id: true } });
  // The wait for a change ends with the stream: the client gone, the session ended, the server stopping.
  return stream.follow(context.services.tripEvents.changes(id, stream.signal));
}

/** Runs `read` for the subscriber; when the trip is no longer theirs to see, this answer is the last. */
async function asSubscriber<T>(change: unknown, context: Context, read: (batch: TripChangeBatch) => Promise<T>) {
  if (change === SIGNED_OUT) throw new AppError('UNAUTHENTICATED', authMessages.signedOut);
  try {
    return await read(change as TripChangeBatch);
  } catch (error) {
    context.stream?.end();
    throw error;
  }
}

const tripIdArg = { required: true, description: 'A trip you own or are a member of.' } as const;

builder.subscriptionField('tripChanged', (t) =>
  t.prismaField({
    type: 'Trip',
    description:
      'The trip each time someone changes it, its days or who is on it: the owner or any co-traveler, through any server. NOT_FOUND (and the end of the stream) when the trip is not, or no longer, yours to see. `tripChanges` also says who changed what.',
    args: { tripId: t.arg.int(tripIdArg) },
    subscribe: (_root, { tripId }, context) => followTrip(tripId, context),
    resolve: (query, change, _args, context) =>
      asSubscriber(change, context, (batch) => context.services.trips.get(context.userId, batch.tripId, query)),
  }),
);

const TripChangeKindEnum = builder.enumType('TripChangeKind', {
  description: 'What part of a trip a change touched.',
  values: {
    details: { value: 'details' as TripChangeKind, description: 'Its details or its plan (Edit Trip, Customize).' },
    day: { value: 'day' as TripChangeKind, description: 'One day of its plan: `day` says which.' },
    status: { value: 'status' as TripChangeKind, description: 'Its status: complete, upcoming again or canceled.' },
    members: {
      value: 'members' as TripChangeKind,
      description: 'Who is on it: someone joined, left or was removed, or a role changed.',
    },
    expenses: { value: 'expenses' as TripChangeKind, description: 'Its shared expenses.' },
    bookings: {
      value: 'bookings' as TripChangeKind,
      description: 'Its flights, stays and activities from confirmations.',
    },
  },
});

interface TripChangeNoteView {
  by: number;
  byName: string | null;
  what: TripChangeKind;
  day: number | null;
}

const TripChangeNoteRef = builder.objectRef<TripChangeNoteView>('TripChangeNote').implement({
  description: 'Who changed what: no more than a member sees on the trip page.',
  fields: (t) => ({
    by: t.string({
      nullable: true,
      description: 'The username of who made the change; null when they are no longer on the trip.',
      resolve: (note) => note.byName,
    }),
    byMe: t.boolean({
      description: 'Whether the subscriber made it (in this page or another): a page tells only of others’ changes.',
      resolve: (note, _args, context) => note.by === context.userId,
    }),
    what: t.field({ type: TripChangeKindEnum, description: 'What it touched.', resolve: (note) => note.what }),
    day: t.int({ nullable: true, description: 'The day’s number, for `day`.', resolve: (note) => note.day }),
  }),
});

interface TripChangeView {
  tripId: number;
  changes: TripChangeNoteView[];
}

const TripChangeRef = builder.objectRef<TripChangeView>('TripChange').implement({
  description: 'A change to a trip as its subscriber may see it: the trip now, and who changed what.',
  fields: (t) => ({
    trip: t.prismaField({
      type: 'Trip',
      description: 'The trip as it is now.',
      resolve: (query, change, _args, context) => context.services.trips.get(context.userId, change.tripId, query),
    }),
    changes: t.field({
      type: [TripChangeNoteRef],
      description:
        'Who changed what since the last answer, oldest first (edits made in a quick burst come as one answer); empty when not known.',
      resolve: (change) => change.changes,
    }),
  }),
});

builder.subscriptionField('tripChanges', (t) =>
  t.field({
    type: TripChangeRef,
    description:
      'The trip each time someone changes it, as `tripChanged`, with who changed what: the details, a day, the status, who is on it, the expenses. NOT_FOUND (and the end of the stream) when the trip is not, or no longer, yours to see.',
    args: { tripId: t.arg.int(tripIdArg) },
    subscribe: (_root, { tripId }, context) => followTrip(tripId, context),
    resolve: (change, _args, context) =>
      asSubscriber(change, context, async (batch) => {
        // Names only of who is on the trip now, read with the subscriber's rights (NOT_FOUND once they are not).
        const names = await context.services.tripMembers.names(context.userId, batch.tripId);
        return {
          tripId: batch.tripId,
          changes: batch.notes.map((note) => ({
            by: note.by,
            byName: names.get(note.by) ?? null,
            what: note.what,
            day: note.day ?? null,
          })),
        };
      }),
  }),
);
