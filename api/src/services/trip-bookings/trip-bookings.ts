// Bookings on a trip (issue 31, docs/product/bookings.md): the traveler pastes a confirmation,
// sees what Lakbay read from it, and confirms; the flights, stays and activities then belong to
// the trip. GraphQL (graphql/types/trip-bookings.ts) is a thin adapter.
//
// Rules:
// - The owner and editors read and add bookings; viewers read them; anyone else's trip is NOT_FOUND
//   (the trip service's checks). A canceled trip's bookings are final (CONFLICT).
// - Confirming reads the same text again and saves what the preview showed: the reading is offline and
//   deterministic, so the client never sends bookings of its own making.
// - With GEMINI_API_KEY, a message the offline formats give no booking from is read by Gemini
//   (gemini-bookings.ts, source `gemini`), whose answer for the text is kept a while so that saving finds
//   what the preview showed; a message the offline formats read never goes to Gemini.
// - A message that gives no booking saves nothing and says what was recognized.
// - At most 50 bookings a trip; previews and additions are limited per user.
import type pg from 'pg';
import { z } from 'zod';
import { confirmationText, MAX_TRIP_BOOKINGS, type BookingSource } from '@lakbay/validation/bookings';
import { BookingKind, TripStatus } from '../../generated/prisma/enums.js';
import type { PrismaClient } from '../../generated/prisma/client.js';
import {
  confirmationFileKind,
  confirmationFileText,
  MAX_CONFIRMATION_FILE_BYTES,
} from '../../domain/bookings/confirmation-file.js';
import { parseConfirmation } from '../../domain/bookings/parse-confirmation.js';
import {
  bookingRows,
  onTripDay,
  savedBookings,
  type DatedBooking,
  type SavedBooking,
} from '../../domain/bookings/saved-bookings.js';
import { AppError, badInput, notFound } from '../../lib/errors.js';
import { message } from '../../lib/messages.js';
import { parseInput } from '../../lib/validation.js';
import { createLimiters, type RateLimitRule } from '../auth/rate-limits.js';
import type { GeminiBookingReader } from './gemini-bookings.js';
import type { TripEvents } from '../trips/trip-events.js';
import { rowIdSchema, tripMessages, type TripService } from '../trips/trips.js';

export const bookingMessages = {
  fileKind: 'trips:bookings.fileKind',
  fileTooLarge: 'trips:bookings.fileTooLarge',
  fileUnreadable: 'trips:bookings.fileUnreadable',
  noneFound: 'trips:bookings.noneFound',
  noneFoundAnyFormat: 'trips:bookings.noneFoundAnyFormat',
  recognizedOnly: 'trips:bookings.recognizedOnly',
  tooMany: 'trips:bookings.tooMany',
  notFound: 'trips:bookings.notFound',
} as const;

export interface TripBookingRateLimits {
  /** Confirmations read (previews and additions) by one user. */
  readsPerUser: RateLimitRule;
}

export const defaultTripBookingRateLimits: TripBookingRateLimits = {
  readsPerUser: { points: 60, durationSeconds: 60 * 60 },
};

export interface BookingPreview {
  source: BookingSource | null;
  bookings: DatedBooking[];
  recognized: string[];
}

export function createTripBookingService(deps: {
  prisma: PrismaClient;
  pool: pg.Pool;
  trips: Pick<TripService, 'getEditable'>;
  events: Pick<TripEvents, 'publish'>;
  rateLimitMultiplier?: number;
  /** Gemini, for messages no offline format reads (GEMINI_API_KEY); null or unset: offline only. */
  gemini?: GeminiBookingReader | null;
}) {
  const { prisma, trips, events } = deps;
  const limits = createLimiters(deps.pool, defaultTripBookingRateLimits, deps.rateLimitMultiplier);

  /**
   * The bookings in a confirmation's text, each on its day of `trip`: read offline, else by Gemini when it is
   * configured. When neither finds one, what the offline reading recognized.
   */
  async function readConfirmation(
    text: string,
    trip: { startDate: Date | null; duration: number },
  ): Promise<BookingPreview> {
    const offline = parseConfirmation(text);
    const read = offline.bookings.length || !deps.gemini ? null : await deps.gemini.read(text);
    const parsed = read?.length ? { source: 'gemini' as const, bookings: read, recognized: [] } : offline;
    const bookings = parsed.bookings.map((booking) => onTripDay(booking, trip));
    return { source: parsed.source, bookings, recognized: parsed.recognized };
  }

  /** A trip the user may change the bookings of (owner or editor); a canceled one's are final. */
  async function editableTrip(userId: number | null, tripId: unknown) {
    const trip = await trips.getEditable(userId, tripId, {
      select: { id: true, status: true, startDate: true, duration: true },
    });
    if (trip.status === TripStatus.canceled) throw new AppError('CONFLICT', tripMessages.canceled);
    return trip;
  }

  /** Saves what a confirmation holds (BAD_USER_INPUT, saving nothing, when it holds none); answers the trip's bookings. */
  async function store(
    trip: { id: number; startDate: Date | null; duration: number },
    preview: BookingPreview,
    by: number,
    addedById: number | null,
  ): Promise<SavedBooking[]> {
    if (!preview.bookings.length) {
      throw preview.recognized.length
        ? badInput(message(bookingMessages.recognizedOnly, { what: preview.recognized.join(', ') }), {
            recognized: preview.recognized,
          })
        : badInput(deps.gemini ? bookingMessages.noneFoundAnyFormat : bookingMessages.noneFound, { recognized: [] });
    }
    const rows = await prisma.$transaction(async (tx) => {
      // Counted inside the transaction, with the trip's row locked: two confirmations at once cannot pass 50 together.
      await tx.$queryRaw`SELECT id FROM trips WHERE id = ${trip.id} FOR UPDATE`;
      const held = await tx.tripBooking.count({ where: { tripId: trip.id } });
      if (held + preview.bookings.length > MAX_TRIP_BOOKINGS) {
        throw badInput(message(bookingMessages.tooMany, { max: MAX_TRIP_BOOKINGS }));
      }
      await tx.tripBooking.createMany({
        data: preview.bookings.map(({ booking }) => ({
          tripId: trip.id,
          kind: BookingKind[booking.kind],
          source: preview.source!,
          details: booking,
          addedById,
        })),
      });
      return tx.tripBooking.findMany({ where: { tripId: trip.id }, orderBy: { id: 'asc' } });
    });
    await events.publish(trip.id, { by, what: 'bookings' });
    return savedBookings(rows, trip);
  }

  /** A trip the user may add bookings to, and the confirmation read against it. */
  async function read(userId: number | null, tripId: unknown, text: unknown) {
    const trip = await editableTrip(userId, tripId);
    const confirmation = parseInput(confirmationText, text);
    await limits.readsPerUser.consume(String(userId));
    return { trip, preview: await readConfirmation(confirmation, trip) };
  }

  const fileSchema = z.object(
    {
      fileName: z.string({ error: bookingMessages.fileKind }).max(255, bookingMessages.fileKind),
      // Base64 of at most MAX_CONFIRMATION_FILE_BYTES: four characters for every three bytes.
      content: z
        .string({ error: bookingMessages.fileUnreadable })
        .max(Math.ceil(MAX_CONFIRMATION_FILE_BYTES / 3) * 4, bookingMessages.fileTooLarge),
    },
    { error: 'errors:notObject' },
  );

  return {
    /** Whether confirmations in formats Lakbay does not read itself go to Gemini (GEMINI_API_KEY). */
    readsAnyFormat: Boolean(deps.gemini),

    /**
     * The text of an uploaded confirmation (.eml or PDF), for the paste box: the traveler sees what was taken
     * out of the file, then previews and saves it as pasted text. Owner and editors; counts as a read.
     */
    async fileText(userId: number | null, tripId: unknown, input: unknown): Promise<{ text: string }> {
      await editableTrip(userId, tripId);
      const file = parseInput(fileSchema, input);
      const bytes = Buffer.from(file.content, 'base64');
      if (bytes.length > MAX_CONFIRMATION_FILE_BYTES) throw badInput(bookingMessages.fileTooLarge, { field: 'file' });
      const kind = confirmationFileKind(bytes, file.fileName);
      if (!kind) throw badInput(bookingMessages.fileKind, { field: 'file' });
      await limits.readsPerUser.consume(String(userId));
      const text = await confirmationFileText(bytes, kind).catch(() => {
        throw badInput(bookingMessages.fileUnreadable, { field: 'file' });
      });
      return { text: parseInput(confirmationText, text) };
    },

    /** What Lakbay reads from a confirmation, for the traveler to check; saves nothing. */
    async preview(userId: number | null, tripId: unknown, text: unknown): Promise<BookingPreview> {
      return (await read(userId, tripId, text)).preview;
    },

    /** Reads the confirmation again and saves its bookings to the trip; answers the trip's bookings. */
    async add(userId: number | null, tripId: unknown, text: unknown): Promise<SavedBooking[]> {
      const { trip, preview } = await read(userId, tripId, text);
      return store(trip, preview, userId!, userId);
    },

    /**
     * Saves the bookings of a message forwarded to the trip's address (booking-mailboxes.ts, which checked the
     * address): forwarding it was the traveler's confirmation. Told of as the owner's change.
     */
    async addForwarded(tripId: number, message: string): Promise<SavedBooking[]> {
      const trip = await prisma.trip.findUniqueOrThrow({
        where: { id: tripId },
        select: { id: true, userId: true, status: true, startDate: true, duration: true },
      });
      if (trip.status === TripStatus.canceled) throw new AppError('CONFLICT', tripMessages.canceled);
      const text = parseInput(confirmationText, message);
      return store(trip, await readConfirmation(text, trip), trip.userId, null);
    },

    /** A trip's bookings, for a service that has already checked who may read the trip (a day planned again). */
    async savedOn(trip: { id: number; startDate: Date | null; duration: number }): Promise<SavedBooking[]> {
      return savedBookings(await prisma.tripBooking.findMany({ where: { tripId: trip.id }, ...bookingRows }), trip);
    },

    /** Takes one booking off the trip (owner or editor). */
    async remove(userId: number | null, tripId: unknown, bookingId: unknown): Promise<true> {
      const trip = await editableTrip(userId, tripId);
      const id = rowIdSchema.safeParse(bookingId);
      const { count } = id.success
        ? await prisma.tripBooking.deleteMany({ where: { id: id.data, tripId: trip.id } })
        : { count: 0 };
      if (count !== 1) throw notFound(bookingMessages.notFound);
      await events.publish(trip.id, { by: userId!, what: 'bookings' });
      return true;
    },
  };
}

export type TripBookingService = ReturnType<typeof createTripBookingService>;
