// Live trip pages over GraphQL (issue #17 item 2): `tripChanged` is a
// subscription, served over Server-Sent Events at /graphql/stream
// (graphql/stream.ts). Each change answers the whole trip as the subscriber
// may see it at that moment, so a client's cache updates itself; a subscriber
// who lost their part in the trip (removed, or the trip deleted) gets
// NOT_FOUND and the stream ends.
import { AppError } from '../../lib/errors.js';
import { messages as authMessages } from '../../services/auth/auth.js';
import { builder } from '../builder.js';
import { SIGNED_OUT } from '../live-streams.js';

builder.subscriptionType({ description: 'What a client can follow live, over /graphql/stream (Server-Sent Events).' });

builder.subscriptionField('tripChanged', (t) =>
  t.prismaField({
    type: 'Trip',
    description:
      'The trip each time someone changes it, its days or who is on it: the owner or any co-traveler, through any server. NOT_FOUND (and the end of the stream) when the trip is not, or no longer, yours to see.',
    args: { tripId: t.arg.int({ required: true, description: 'A trip you own or are a member of.' }) },
    subscribe: async (_root, { tripId }, context) => {
      const stream = context.stream;
      if (!stream) throw new AppError('BAD_USER_INPUT', 'errors:eventStreamOnly');
      // Refused before anything is followed: a stranger learns nothing, not even that the trip exists.
      const { id } = await context.services.trips.get(context.userId, tripId, { select: { id: true } });
      // The wait for a change ends with the stream: the client gone, the session ended, the server stopping.
      return stream.follow(context.services.tripEvents.changes(id, stream.signal));
    },
    resolve: async (query, change, _args, context) => {
      if (change === SIGNED_OUT) throw new AppError('UNAUTHENTICATED', authMessages.signedOut);
      try {
        return await context.services.trips.get(context.userId, change, query);
      } catch (error) {
        // No longer the reader's to see: this answer is the last.
        context.stream?.end();
        throw error;
      }
    },
  }),
);
