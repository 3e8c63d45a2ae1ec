// Bookings on a trip (docs/product/bookings.md): a thin adapter over services/trip-bookings.
// Trip.bookings is read with the trip itself (no query per trip); previewing and adding read a
// pasted confirmation; removing takes one off.
import type { ActivityBooking, Booking, FlightBooking, StayBooking } from '@lakbay/validation/bookings';
import {
  bookingRows,
  savedBookings,
  type DatedBooking,
  type SavedBooking,
} from '../../domain/bookings/saved-bookings.js';
import type { BookingDay, BookingDayRole } from '../../domain/bookings/booking-days.js';
import type { BookingPreview } from '../../services/trip-bookings/trip-bookings.js';
import { builder } from '../builder.js';

const BookingKindEnum = builder.enumType('BookingKind', {
  description: 'What a booking is.',
  values: {
    flight: { description: 'A flight.' },
    stay: { description: 'A hotel or other place to stay.' },
    activity: { description: 'A tour, ticket or other activity.' },
  },
});

const FlightEndRef = builder.objectRef<FlightBooking['from']>('FlightEnd').implement({
  description: 'Where and when a flight leaves or lands.',
  fields: (t) => ({
    airport: t.exposeString('airport', { description: 'IATA code, e.g. MNL.' }),
    terminal: t.exposeString('terminal', {
      nullable: true,
      description: 'The terminal, when the confirmation names it.',
    }),
    at: t.exposeString('at', {
      description: 'Local date and time there, YYYY-MM-DDTHH:MM, as the confirmation prints it.',
    }),
    zone: t.exposeString('zone', {
      nullable: true,
      description: 'The airport’s IANA time zone; null for an airport Lakbay does not list (the time stays local).',
    }),
  }),
});

const FlightRef = builder.objectRef<FlightBooking>('FlightBooking').implement({
  description: 'A booked flight.',
  fields: (t) => ({
    carrier: t.exposeString('carrier', { description: 'The airline, e.g. Philippine Airlines.' }),
    flightNumber: t.exposeString('flightNumber', { description: 'e.g. PR 428.' }),
    from: t.field({ type: FlightEndRef, description: 'Departure.', resolve: (flight) => flight.from }),
    to: t.field({ type: FlightEndRef, description: 'Arrival.', resolve: (flight) => flight.to }),
  }),
});

const StayRef = builder.objectRef<StayBooking>('StayBooking').implement({
  description: 'A booked place to stay.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The property.' }),
    address: t.exposeString('address', { nullable: true, description: 'Its address, when given.' }),
    checkIn: t.exposeString('checkIn', { description: 'Check-in date, YYYY-MM-DD.' }),
    checkOut: t.exposeString('checkOut', { description: 'Check-out date, YYYY-MM-DD.' }),
    checkInTime: t.exposeString('checkInTime', { nullable: true, description: 'From when, HH:MM local, when given.' }),
  }),
});

const ActivityRef = builder.objectRef<ActivityBooking>('ActivityBooking').implement({
  description: 'A booked tour, ticket or activity.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'What it is.' }),
    date: t.exposeString('date', { description: 'Its date, YYYY-MM-DD.' }),
    time: t.exposeString('time', { nullable: true, description: 'Start time, HH:MM local, when given.' }),
    meetingPoint: t.exposeString('meetingPoint', { nullable: true, description: 'Where to meet, when given.' }),
  }),
});

const only = <K extends Booking['kind']>(booking: Booking, kind: K) =>
  booking.kind === kind ? (booking as Extract<Booking, { kind: K }>) : null;

const BookingDayRoleEnum = builder.enumType('BookingDayRole', {
  description: 'What a booking is on a day of the trip.',
  values: {
    flight: { description: 'A flight that leaves and lands that day.' },
    departs: { description: 'A flight that leaves that day and lands on a later one.' },
    lands: { description: 'A flight that left the day before and lands that day.' },
    check_in: { description: 'A stay’s first night.' },
    night: { description: 'A stay’s night after its first.' },
    check_out: { description: 'A stay’s check-out morning.' },
    activity: { description: 'A booked activity on its date.' },
  } as const satisfies Record<BookingDayRole, unknown>,
});

const BookingDayRef = builder.objectRef<BookingDay>('BookingDay').implement({
  description: 'A day of the trip a booking touches.',
  fields: (t) => ({
    day: t.exposeInt('day', { description: 'The day of the trip, 1 for its start date.' }),
    role: t.field({ type: BookingDayRoleEnum, description: 'What the booking is that day.', resolve: (d) => d.role }),
  }),
});

/** A booking wherever it is shown: found in a confirmation, or saved on the trip. */
const BookingRef = builder.interfaceRef<DatedBooking>('Booking').implement({
  description: 'A flight, stay or activity read from a confirmation.',
  resolveType: (value) => ('id' in value ? 'TripBooking' : 'FoundBooking'),
  fields: (t) => ({
    kind: t.field({
      type: BookingKindEnum,
      description: 'Flight, stay or activity.',
      resolve: ({ booking }) => booking.kind,
    }),
    day: t.int({
      nullable: true,
      description: 'The day of the trip it starts on; null without a start date or outside the trip’s days.',
      resolve: ({ day }) => day,
    }),
    onDays: t.field({
      type: [BookingDayRef],
      description:
        'Every day of the trip it touches: a flight’s departure and landing days, a stay’s nights and check-out, an activity’s date. Empty without a start date.',
      resolve: ({ days }) => days,
    }),
    reference: t.string({
      nullable: true,
      description: 'The booking reference the confirmation gives.',
      resolve: ({ booking }) => booking.reference ?? null,
    }),
    flight: t.field({
      type: FlightRef,
      nullable: true,
      description: 'For a flight.',
      resolve: ({ booking }) => only(booking, 'flight'),
    }),
    stay: t.field({
      type: StayRef,
      nullable: true,
      description: 'For a stay.',
      resolve: ({ booking }) => only(booking, 'stay'),
    }),
    activity: t.field({
      type: ActivityRef,
      nullable: true,
      description: 'For an activity.',
      resolve: ({ booking }) => only(booking, 'activity'),
    }),
  }),
});

const FoundBookingRef = builder.objectRef<DatedBooking>('FoundBooking').implement({
  description: 'A booking read from a confirmation, not yet saved.',
  interfaces: [BookingRef],
  fields: () => ({}),
});

const TripBookingRef = builder.objectRef<SavedBooking>('TripBooking').implement({
  description: 'A booking saved on a trip.',
  interfaces: [BookingRef],
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'Stable id, for removing it.' }),
    source: t.exposeString('source', {
      description: 'The format it was read from, e.g. cebu_pacific; gemini for a message Gemini read (GEMINI_API_KEY).',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was added.' }),
  }),
});

const BookingPreviewRef = builder.objectRef<BookingPreview>('BookingPreview').implement({
  description: 'What Lakbay read from a pasted confirmation, for the traveler to confirm.',
  fields: (t) => ({
    source: t.exposeString('source', {
      nullable: true,
      description:
        'The format recognized, or gemini when Gemini read a message no format reads (GEMINI_API_KEY); null when none.',
    }),
    bookings: t.field({
      type: [FoundBookingRef],
      description: 'The bookings found; empty when none.',
      resolve: (p) => p.bookings,
    }),
    recognized: t.exposeStringList('recognized', {
      description: 'When no booking was found: what was recognized (a brand, a reference), to tell the traveler.',
    }),
  }),
});

builder.prismaObjectFields('Trip', (t) => ({
  bookings: t.field({
    type: [TripBookingRef],
    description:
      'Flights, stays and activities added from confirmations, oldest first; everyone on the trip reads them.',
    select: {
      startDate: true,
      duration: true,
      bookings: bookingRows,
    },
    resolve: (trip) => savedBookings(trip.bookings, trip),
  }),
}));

const tripIdArg = { required: true, description: 'The trip id.' } as const;
const textArg = {
  required: true,
  description: 'The confirmation e-mail’s text (or HTML), at most 50,000 characters.',
} as const;

builder.mutationFields((t) => ({
  previewBookings: t.field({
    type: BookingPreviewRef,
    description:
      'Reads a pasted confirmation and answers what it holds; saves nothing. Owner and editors. With GEMINI_API_KEY, a message no offline format reads is read by Gemini.',
    args: { tripId: t.arg.int(tripIdArg), text: t.arg.string(textArg) },
    resolve: (_root, { tripId, text }, context) => context.services.tripBookings.preview(context.userId, tripId, text),
  }),
  addBookings: t.field({
    type: [TripBookingRef],
    description:
      'Reads the confirmation again and saves what it holds to the trip; answers the trip’s bookings. BAD_USER_INPUT, saving nothing, when it holds none.',
    args: { tripId: t.arg.int(tripIdArg), text: t.arg.string(textArg) },
    resolve: (_root, { tripId, text }, context) => context.services.tripBookings.add(context.userId, tripId, text),
  }),
  removeBooking: t.boolean({
    description: 'Takes a booking off the trip. Owner and editors.',
    args: { tripId: t.arg.int(tripIdArg), bookingId: t.arg.int({ required: true, description: 'The booking’s id.' }) },
    resolve: (_root, { tripId, bookingId }, context) =>
      context.services.tripBookings.remove(context.userId, tripId, bookingId),
  }),
}));

// A trip's address for forwarded confirmations: its owner's alone (docs/product/bookings.md).
const BookingMailboxRef = builder.prismaObject('TripBookingMailbox', {
  description: 'The trip’s own address: confirmations forwarded to it are added to the trip.',
  fields: (t) => ({
    address: t.string({
      description: 'trip+…@ the server’s mail domain; the same every time it is read, until renewed or turned off.',
      resolve: (mailbox, _args, context) => context.services.bookingMailboxes.address(mailbox),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When this address was made.' }),
  }),
});

builder.prismaObjectField('Trip', 'bookingMailbox', (t) =>
  t.field({
    type: BookingMailboxRef,
    nullable: true,
    description:
      'The trip’s forwarding address; null when it has none, when forwarding is not set up, and for members other than its owner.',
    select: (_args, _context, nestedSelection) => ({ bookingMailbox: nestedSelection(true) }),
    resolve: (trip, _args, context) =>
      trip.userId === context.userId && context.services.bookingMailboxes.enabled ? trip.bookingMailbox : null,
  }),
);

builder.queryField('bookingForwarding', (t) =>
  t.boolean({
    description: 'Whether this Lakbay takes forwarded confirmations (MAIL_RECEIVER_DOMAIN is set).',
    resolve: (_root, _args, context) => context.services.bookingMailboxes.enabled,
  }),
);

builder.queryField('bookingsReadAnyFormat', (t) =>
  t.boolean({
    description:
      'Whether confirmations in formats Lakbay does not read itself are read by Gemini (GEMINI_API_KEY is set); else only Philippine Airlines, Cebu Pacific, AirAsia, Agoda, Booking.com and Klook.',
    resolve: (_root, _args, context) => context.services.tripBookings.readsAnyFormat,
  }),
);

builder.mutationFields((t) => ({
  renewBookingMailbox: t.prismaField({
    type: BookingMailboxRef,
    description: 'Gives one of your trips a forwarding address, or a new one: the old address stops working at once.',
    args: { tripId: t.arg.int(tripIdArg) },
    resolve: (_query, _root, { tripId }, context) => context.services.bookingMailboxes.renew(context.userId, tripId),
  }),
  closeBookingMailbox: t.boolean({
    description: 'Turns a trip’s forwarding address off for good. Harmless when it has none.',
    args: { tripId: t.arg.int(tripIdArg) },
    resolve: (_root, { tripId }, context) => context.services.bookingMailboxes.close(context.userId, tripId),
  }),
}));
