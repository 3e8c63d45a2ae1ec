// Departure readiness per saved trip (issue #9 point 2): each traveler's answers
// and ticked steps, stored in trip_readiness, and the checklist computed from
// them (checklist.ts). GraphQL (graphql/types/readiness.ts) is a thin adapter.
//
// The owner and every co-traveler (editor or viewer alike) have their own: a
// passport, a visa or the travel tax is each person's. The trip service decides
// who may read the trip, so anyone else's trip answers NOT_FOUND like a missing
// one. A canceled trip's readiness can be read but not changed, like the trip itself.
import type { FlightBooking, StayBooking } from '@lakbay/validation/bookings';
import { bookingRows, savedBookings } from '../../domain/bookings/saved-bookings.js';
import { z, ZodError } from 'zod';
import { Prisma, type PrismaClient } from '../../generated/prisma/client.js';
import { TripStatus } from '../../generated/prisma/enums.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { Locale } from '../../lib/i18n.js';
import { parseInput } from '../../lib/validation.js';
import { DOMESTIC_COUNTRY, loadDomestic, type DomesticData } from '../../domain/catalogue/destination-data.js';
import { tripMessages, type TripService } from '../trips/trips.js';
import type { VisaService } from '../visa/visa.js';
import {
  answersSchema,
  CHECKLIST_ITEM_IDS,
  computeChecklist,
  type ChecklistItem,
  type ReadinessAnswers,
} from './checklist.js';
import { computeDomesticChecklist } from './domestic-checklist.js';
import { loadDepartureData, type DepartureData } from './readiness-data.js';
import { message, zodMessage } from '../../lib/messages.js';

export const readinessMessages = {
  unknownItem: message('readiness:unknownItem', { items: CHECKLIST_ITEM_IDS.join(', ') }),
  nothingToUpdate: 'readiness:nothingToUpdate',
} as const;

const updateSchema = z
  .object(
    {
      answers: answersSchema.optional(),
      tickedIds: z
        .array(z.enum(CHECKLIST_ITEM_IDS, { error: zodMessage(readinessMessages.unknownItem) }), {
          error: zodMessage(readinessMessages.unknownItem),
        })
        .max(CHECKLIST_ITEM_IDS.length * 2, zodMessage(readinessMessages.unknownItem))
        .transform((ids) => [...new Set(ids)])
        .optional(),
    },
    { error: 'readiness:notObject' },
  )
  .refine((input) => input.answers !== undefined || input.tickedIds !== undefined, readinessMessages.nothingToUpdate);

export interface TripReadiness {
  tripId: number;
  answers: ReadinessAnswers;
  tickedIds: string[];
  items: ChecklistItem[];
  /** Items still to do: todo or warning. */
  openCount: number;
}

const DEFAULT_ANSWERS = answersSchema.parse({});

export function createReadinessService(deps: {
  prisma: PrismaClient;
  trips: Pick<TripService, 'get'>;
  visa: Pick<VisaService, 'check'>;
  departure?: DepartureData;
  /** The Philippines' destinations, for the checklist of a trip at home. */
  domestic?: DomesticData;
}) {
  const { prisma, trips, visa } = deps;
  const departure = deps.departure ?? loadDepartureData();
  const domestic = deps.domestic ?? loadDomestic();

  /** A trip the user is on, with the user's own readiness. */
  async function travelersTrip(userId: number | null, id: unknown) {
    const trip = await trips.get(userId, id, {
      select: {
        id: true,
        status: true,
        destinationCountry: true,
        cities: true,
        travelMonth: true,
        startDate: true,
        duration: true,
        originAirport: true,
        readiness: { where: { userId: userId ?? 0 }, select: { answers: true, tickedIds: true } },
        bookings: bookingRows,
      },
    });
    const bookings = savedBookings(trip.bookings, trip).map((saved) => saved.booking);
    // trips.get refuses a signed-out user and anyone not on the trip: userId is a traveler's here.
    return {
      ...trip,
      flights: bookings.filter((booking): booking is FlightBooking => booking.kind === 'flight'),
      stays: bookings.filter((booking): booking is StayBooking => booking.kind === 'stay'),
      readiness: trip.readiness[0] ?? null,
      travelerId: userId!,
    };
  }

  /** The visa checker's answer in `locale`, or null when the trip's destination is not one it covers. */
  function visaAnswer(destinationCountry: string, answers: ReadinessAnswers, locale: Locale) {
    try {
      return visa.check({ destinationCountry, travelPurpose: answers.travelPurpose }, locale);
    } catch (error) {
      if (error instanceof ZodError) return null;
      throw error;
    }
  }

  function readiness(
    trip: Awaited<ReturnType<typeof travelersTrip>>,
    stored: { answers: unknown; tickedIds: string[] } | null,
    locale: Locale,
  ): TripReadiness {
    // Read tolerantly: answers stored under older rules fall back to the defaults instead of breaking the page.
    const parsed = answersSchema.safeParse(stored?.answers ?? {});
    const answers = parsed.success ? parsed.data : DEFAULT_ANSWERS;
    const tickedIds = stored?.tickedIds ?? [];
    // A trip at home has its own checklist: no passport, visa, eTravel, travel tax or immigration check.
    const items =
      trip.destinationCountry.toUpperCase() === DOMESTIC_COUNTRY
        ? computeDomesticChecklist(trip, domestic, new Set(tickedIds), locale)
        : computeChecklist(
            trip,
            answers,
            { departure, visa: visaAnswer(trip.destinationCountry, answers, locale) },
            new Set(tickedIds),
            locale,
          );
    return {
      tripId: trip.id,
      answers,
      tickedIds,
      items,
      openCount: items.filter((item) => item.status === 'todo' || item.status === 'warning').length,
    };
  }

  return {
    /**
     * The user's own checklist for a trip they are on, worded in `locale`;
     * NOT_FOUND for anyone else's trip, like a missing one.
     */
    async get(userId: number | null, tripId: unknown, locale: Locale): Promise<TripReadiness> {
      const trip = await travelersTrip(userId, tripId);
      return readiness(trip, trip.readiness, locale);
    },

    /**
     * Replaces the answers and/or the ticked items (each whole, when sent) and
     * returns the checklist worded in `locale`. CONFLICT for a canceled trip.
     */
    async update(userId: number | null, tripId: unknown, input: unknown, locale: Locale): Promise<TripReadiness> {
      const trip = await travelersTrip(userId, tripId);
      const { answers, tickedIds } = parseInput(updateSchema, input);
      if (trip.status === TripStatus.canceled) throw new AppError('CONFLICT', tripMessages.canceled);
      const data = {
        ...(answers ? { answers } : {}),
        ...(tickedIds ? { tickedIds } : {}),
      };
      const stored = await prisma.tripReadiness
        .upsert({
          where: { tripId_userId: { tripId: trip.id, userId: trip.travelerId } },
          create: { tripId: trip.id, userId: trip.travelerId, ...data },
          update: data,
          select: { answers: true, tickedIds: true },
        })
        .catch((error: unknown) => {
          // The trip (or the user's place on it) went between the check and the write: the foreign key refuses the row.
          if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2003') {
            throw notFound(tripMessages.notFound);
          }
          throw error;
        });
      return readiness(trip, stored, locale);
    },
  };
}

export type ReadinessService = ReturnType<typeof createReadinessService>;
