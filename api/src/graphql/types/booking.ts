// The booking pages' partner frames (docs/product/booking.md), from the server's configuration. Public.
import type { BookingWidgets } from '../../services/booking/booking.js';
import { builder } from '../builder.js';

const BookingWidgetsRef = builder.objectRef<BookingWidgets>('BookingWidgets').implement({
  description: 'The https pages of partner booking widgets; null where none is configured.',
  fields: (t) => ({
    activity: t.exposeString('activity', { nullable: true, description: 'Framed on /book-activity.' }),
    hotel: t.exposeString('hotel', { nullable: true, description: 'Framed on /book-hotels.' }),
    flight: t.exposeString('flight', { nullable: true, description: 'Framed on /find-flight.' }),
  }),
});

builder.queryField('bookingWidgets', (t) =>
  t.field({
    type: BookingWidgetsRef,
    description: 'Which partner widget each booking page frames. Public.',
    resolve: (_root, _args, context) => context.services.booking.widgets(),
  }),
);
