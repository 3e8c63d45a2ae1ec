// The calendar feed on the profile page: a thin adapter over services/calendar-feeds.
// Web session only (token-access.ts lists no field here): the address reads every dated
// trip, so an API token neither sees nor makes one. Calendar apps read the feed itself
// at its address (rest/calendar-feeds.ts).
import { builder } from '../builder.js';
import { sessionUserOf } from '../context.js';

const CalendarFeedRef = builder.prismaObject('CalendarFeed', {
  description:
    'The address calendar apps subscribe to: each day of every dated trip you own or travel on, except canceled ones.',
  fields: (t) => ({
    url: t.string({
      description:
        'The https address; the same every time it is read. It stops working when the feed is renewed or turned off, or SESSION_SECRET changes.',
      resolve: (feed, _args, context) => context.services.calendarFeeds.url(feed),
    }),
    webcalUrl: t.string({
      description: 'The same address as `webcal://`, which opens the calendar app to subscribe.',
      resolve: (feed, _args, context) => context.services.calendarFeeds.url(feed).replace(/^https?:/, 'webcal:'),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When this address was made.' }),
  }),
});

builder.queryField('calendarFeed', (t) =>
  t.prismaField({
    type: CalendarFeedRef,
    nullable: true,
    description: 'Your calendar feed; null while it is off.',
    resolve: (_query, _root, _args, context) => context.services.calendarFeeds.get(sessionUserOf(context)),
  }),
);

builder.mutationFields((t) => ({
  renewCalendarFeed: t.prismaField({
    type: CalendarFeedRef,
    description: 'Turns your calendar feed on, or gives it a new address: the old address stops working at once.',
    resolve: (_query, _root, _args, context) => context.services.calendarFeeds.renew(sessionUserOf(context)),
  }),

  revokeCalendarFeed: t.boolean({
    description: 'Turns your calendar feed off: its address stops working for good. Harmless when it is off.',
    resolve: (_root, _args, context) => context.services.calendarFeeds.revoke(sessionUserOf(context)),
  }),
}));
