// Saved trips (docs/product/trips.md): listing, saving, creating, editing and the status
// rules. GraphQL (graphql/types/trip.ts) and REST (rest/trips.ts) are thin
// adapters over this service.
//
// Rules that live here, for both adapters:
// - Every operation needs a signed-in, verified user.
// - A user sees and changes only their own trips and the trips they are a
//   member of (docs/product/travel-together.md): every query and write is
//   filtered by who may do it, so a trip the user has no part in answers
//   NOT_FOUND exactly like a missing one. A member asking for more than their
//   role allows gets FORBIDDEN: editors change details and days, viewers read,
//   and only the owner deletes, cancels, shares or invites.
// - A new trip always starts `upcoming`, whatever the client sends.
// - Status: upcoming → past, past → upcoming, upcoming/past → canceled. Nothing
//   leaves canceled, and a canceled trip cannot be edited at all. Asking for the
//   status a trip already has changes nothing (a double click is harmless).
// - Itineraries are validated against the schema on every write and read
//   tolerantly (see itinerary.ts): a stored one that does not parse reads as
//   an empty fallback instead of breaking the trip.
// - Every write bumps `version`: the itinerary read cache (itinerary-cache.ts)
//   relies on it to know when a stored itinerary has to be read again.
//
// Concurrent edits: every write is ONE conditional UPDATE (`updateMany` whose
// `where` holds id, userId and, when the client names it, the version it read)
// that also bumps `version` in the same statement. So:
// - With `expectedVersion`, a write based on a stale read matches no row and
//   fails with CONFLICT instead of overwriting the other edit.
// - Without it, the write still replaces only the columns it names: saving one
//   itinerary never touches the other, so two people editing different
//   itineraries both keep their work. Only two edits of the SAME itinerary
//   without `expectedVersion` are last-writer-wins; the GraphQL client always
//   sends the version for that reason.
// - Validation happens before the statement, and the statement is atomic, so a
//   rejected write leaves the trip exactly as it was.
import type pg from 'pg';
import { startDate, tripDetailRules } from '@lakbay/validation/trips';
import { NO_CONTROL_CHARACTERS } from '@lakbay/validation/checks';
import { z } from 'zod';
import type { Prisma, PrismaClient, Trip } from '../../generated/prisma/client.js';
import { ItineraryType, TripRole, TripStatus } from '../../generated/prisma/enums.js';
import { AppError, badInput, notFound } from '../../lib/errors.js';
import { parseInput } from '../../lib/validation.js';
import { PREFERENCES } from '../../domain/catalogue/destination-data.js';
import { TRIP_FORM_LIMITS } from '../../domain/itinerary/trip-request.js';
import type { AuthService } from '../auth/auth.js';
import { tripCalendar } from './calendar.js';
import { queryWholeTrips, WHOLE_TRIP_COLUMNS } from './whole-trip-rows.js';
import { bookingRows, savedBookings } from '../../domain/bookings/saved-bookings.js';
import type { TripChangeNote, TripEvents } from './trip-events.js';
import { itinerarySchema, MAX_DAY_ACTIVITIES, withDay, type Day, type Itinerary } from '@lakbay/validation/itinerary';
import {
  createItineraryCache,
  savedColumn,
  type ItineraryColumn,
  type ItineraryOwner,
  type SavedItineraryTrip,
} from './itinerary-cache.js';
import { message, zodMessage } from '../../lib/messages.js';
import { asLocale, type MessageKey } from '../../lib/i18n.js';

export const tripMessages = {
  notFound: 'trips:notFound',
  canceled: 'trips:canceled',
  stale: 'trips:stale',
  nothingToUpdate: 'trips:nothingToUpdate',
  bothItineraries: 'trips:bothItineraries',
  noStartDate: 'trips:noStartDate',
  pageLimit: 'trips:pageLimit',
  pageAfter: 'trips:pageAfter',
  dayMissing: 'trips:dayMissing',
  dayFull: 'trips:dayFull',
  editorsOnly: 'trips:editorsOnly',
  ownerOnly: 'trips:ownerOnly',
} as const;

/** What a user may do with a trip: read it, change its details and days, or everything (its owner). */
export type TripAccess = 'read' | 'edit' | 'own';

/** The user's part in a trip, as the trip page shows it. */
export type TripPart = 'owner' | TripRole;

/** The trips `user` may access as `need` asks, as a Prisma filter. */
function accessibleBy(user: number, need: TripAccess): Prisma.TripWhereInput {
  if (need === 'own') return { userId: user };
  const role = need === 'edit' ? { role: TripRole.editor } : {};
  return { OR: [{ userId: user }, { members: { some: { userId: user, ...role } } }] };
}

/** The most trips one page holds, over REST (`limit`) and GraphQL (`first`, `last`). */
export const MAX_TRIPS_PAGE = 100;

/** What a dialog-created trip's itineraries say until the traveler plans their days. */
export const PLACEHOLDER_OVERVIEW = 'Plan your days: open each day to add activities, where you stay, meals and costs.';
export const PLACEHOLDER_ACTIVITY = 'Free day: add your plans';

// ---------------------------------------------------------------------------
// Input rules (docs/product/trips.md, create-trip dialog; the same rules for saves and edits)

/** A request body: a JSON object of `shape`. */
export const body = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: 'errors:notObject' });

/** A whole number; digit strings are accepted too, since forms keep some numbers as text (docs/product/trips.md). */
const wholeNumber = (required: MessageKey, label: MessageKey) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value),
    z.number({ error: required }).int(zodMessage('trips:validation.wholeNumber', { label: message(label) })),
  );

/** What the server adds to a text's rules: a length cap and no control characters. */
const capped = (rules: z.ZodString, max: number, label: MessageKey) =>
  rules
    .max(max, zodMessage('trips:validation.textMax', { label: message(label), max }))
    .regex(NO_CONTROL_CHARACTERS, zodMessage('trips:validation.textControl', { label: message(label) }));

const text = (required: MessageKey, max: number, label: MessageKey) =>
  capped(z.string({ error: required }).trim(), max, label);

/** The dialogs' rules (@lakbay/validation/trips), over the generation form's limits. */
const detailRules = tripDetailRules(TRIP_FORM_LIMITS);

const tripDetails = {
  originAirport: capped(detailRules.originAirport, 100, 'trips:labels.originAirport'),
  destinationCountry: capped(detailRules.destinationCountry, 100, 'trips:labels.destination'),
  travelMonth: wholeNumber('validation:trips.travelMonth', 'trips:labels.travelMonth').pipe(detailRules.travelMonth),
  currency: detailRules.currency,
  duration: wholeNumber('validation:tripRequest.durationMin', 'trips:labels.duration').pipe(detailRules.duration),
  budget: wholeNumber('validation:tripRequest.budget', 'trips:labels.budget').pipe(detailRules.budget),
  /** Stored as midnight UTC of the calendar day the client wrote, whatever its time zone. */
  startDate: startDate.transform((day) => (day === null ? null : new Date(`${day}T00:00:00.000Z`))).optional(),
};

const listOf = <T extends z.ZodType>(item: T, max: number, label: MessageKey) =>
  z
    .array(item, { error: zodMessage('trips:validation.list', { label: message(label) }) })
    .max(max, zodMessage('trips:validation.listMax', { label: message(label), max }))
    .nullish()
    .transform((values) => [...new Set(values ?? [])]);

/** PostgreSQL's jsonb cannot hold NUL or an unpaired UTF-16 surrogate: refuse them instead of failing on insert. */
const UNSTORABLE = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const storable = (value: unknown): boolean => {
  if (typeof value === 'string') return !UNSTORABLE.test(value);
  if (Array.isArray(value)) return value.every(storable);
  if (value !== null && typeof value === 'object') return Object.values(value).every(storable);
  return true;
};

/**
 * A null member means "not given" (GraphQL clients send back the nulls they
 * read); the schema has defaults. Only as deep as an itinerary goes (itinerary, days, day, stops, stop, its position): deeper
 * junk is left for the schema to refuse.
 */
const withoutNullMembers = (value: unknown, depth = 6): unknown => {
  if (depth === 0 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => withoutNullMembers(item, depth - 1));
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, member]) => member !== null)
      .map(([key, member]) => [key, withoutNullMembers(member, depth - 1)]),
  );
};

/** On write an itinerary may come as an object or as a JSON string (docs/product/trips.md); either way it must be valid. */
export const itineraryField = (label: MessageKey) =>
  z.preprocess(
    (value) => {
      if (typeof value !== 'string') return withoutNullMembers(value);
      try {
        return withoutNullMembers(JSON.parse(value));
      } catch {
        return value;
      }
    },
    z
      .custom<object>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), {
        error: zodMessage('trips:validation.itineraryObject', { label: message(label) }),
      })
      .pipe(itinerarySchema)
      .refine(storable, zodMessage('trips:validation.textControl', { label: message(label) }))
      // Stored with an explicit null, like a generated itinerary without dates.
      .transform((itinerary) => ({ ...itinerary, startDate: itinerary.startDate ?? null })),
  );

const createTripSchema = body({
  ...tripDetails,
  cities: listOf(
    text('trips:validation.citiesText', 100, 'trips:labels.city').min(1, 'trips:validation.cityEmpty'),
    20,
    'trips:labels.cities',
  ),
  preferences: listOf(
    z.enum(PREFERENCES, { error: zodMessage('trips:validation.preferences', { preferences: PREFERENCES.join(', ') }) }),
    PREFERENCES.length,
    'trips:labels.preferences',
  ),
  budgetItinerary: itineraryField('trips:labels.budgetItinerary').optional(),
  experienceItinerary: itineraryField('trips:labels.experienceItinerary').optional(),
  savedType: z
    .enum(ItineraryType, { error: 'trips:validation.savedType' })
    .nullish()
    .transform((value) => value ?? ItineraryType.budget),
  // `userId` and `status` in the body are ignored: the session decides the owner, and new trips start upcoming.
});

export const expectedVersionField = z
  .number({ error: 'trips:validation.expectedVersion' })
  .int('trips:validation.expectedVersion')
  .min(1, 'trips:validation.expectedVersion')
  .max(2_147_483_647, 'trips:validation.expectedVersion')
  .nullish();

/** A null for a detail that cannot be empty means "unchanged": GraphQL clients may send null for a field they leave alone. */
const unchangedIfNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => value ?? undefined, schema.optional());

const updateTripSchema = body({
  originAirport: unchangedIfNull(tripDetails.originAirport),
  destinationCountry: unchangedIfNull(tripDetails.destinationCountry),
  travelMonth: unchangedIfNull(tripDetails.travelMonth),
  currency: unchangedIfNull(tripDetails.currency),
  duration: unchangedIfNull(tripDetails.duration),
  budget: unchangedIfNull(tripDetails.budget),
  /** null clears the date; absent leaves it. */
  startDate: tripDetails.startDate,
  budgetItinerary: unchangedIfNull(itineraryField('trips:labels.budgetItinerary')),
  experienceItinerary: unchangedIfNull(itineraryField('trips:labels.experienceItinerary')),
  expectedVersion: expectedVersionField,
});

const statusSchema = body({
  status: z.enum(TripStatus, { error: 'trips:validation.status' }),
});

/** REST's paging parameters: query strings, so digits only. */
const pageQuerySchema = z.object({
  limit: z
    .string({ error: tripMessages.pageLimit })
    .regex(/^\d{1,3}$/, tripMessages.pageLimit)
    .transform(Number)
    .pipe(z.number().min(1, tripMessages.pageLimit).max(MAX_TRIPS_PAGE, tripMessages.pageLimit))
    .default(20),
  after: z
    .string({ error: tripMessages.pageAfter })
    .regex(/^\d{1,10}$/, tripMessages.pageAfter)
    .transform(Number)
    .optional(),
});

/**
 * Row ids (a trip, a member's user, an invitation) arrive as numbers (GraphQL) or path segments (REST),
 * within PostgreSQL's integer; anything else names a row that does not exist.
 */
export const rowIdSchema = z
  .union([
    z.number().int(),
    z
      .string()
      .regex(/^\d{1,10}$/)
      .transform(Number),
  ])
  .pipe(z.number().min(1).max(2_147_483_647));

export function parseTripId(id: unknown): number {
  const parsed = rowIdSchema.safeParse(id);
  if (!parsed.success) throw notFound(tripMessages.notFound);
  return parsed.data;
}

// ---------------------------------------------------------------------------

/** docs/product/trips.md: the statuses each status can be reached from. Nothing leaves canceled. */
const REACHABLE_FROM: Record<TripStatus, TripStatus[]> = {
  upcoming: [TripStatus.past],
  past: [TripStatus.upcoming],
  canceled: [TripStatus.upcoming, TripStatus.past],
};

/** Placeholder days for a trip made in the create-trip dialog: each day has to exist for the per-day editor. */
function plannedItinerary(details: {
  destinationCountry: string;
  cities: string[];
  budget: number;
  currency: string;
  duration: number;
  startDate?: Date | null;
}): Itinerary {
  return {
    destination: [details.cities.join(', '), details.destinationCountry].filter(Boolean).join(', '),
    totalBudget: details.budget,
    currency: details.currency,
    duration: details.duration,
    startDate: details.startDate ? details.startDate.toISOString().slice(0, 10) : null,
    overview: PLACEHOLDER_OVERVIEW,
    tips: [],
    days: Array.from({ length: details.duration }, (_, index) => ({
      day: index + 1,
      title: `Day ${index + 1}`,
      activities: [PLACEHOLDER_ACTIVITY],
      accommodation: '',
      transportation: '',
      meals: [],
      costs: { accommodation: 0, meals: 0, activities: 0, transportation: 0 },
    })),
    extraCosts: [],
  };
}

/** Pothos passes the fields a GraphQL query selects; REST passes nothing and gets whole rows. */
export type TripSelection = Pick<Prisma.TripFindFirstArgs, 'include' | 'select'>;

/** What `list` may be asked for: a selection, and a page as Pothos's connections ask for one. */
type ListSelection = TripSelection & Pick<Prisma.TripFindManyArgs, 'cursor' | 'take' | 'skip'>;

/**
 * The page of a `list` call as wholeTrips reads it, or null when Prisma must: when the call wants
 * relations or picked columns, or pages backwards (Pothos's `last`). A Pothos page forward is the
 * trips after its cursor's (skip 1), `take` of them; MCP's is the trips after `after`.
 */
function wholeRowsPage(
  after: number | undefined,
  { include, select, cursor, take, skip }: ListSelection,
): { limit?: number; after?: number } | null {
  if (include || select || (take !== undefined && take < 0)) return null;
  if (!cursor) return skip ? null : { limit: take, after };
  const keys = Object.keys(cursor);
  if (keys.length !== 1 || typeof cursor.id !== 'number' || skip !== 1) return null;
  return { limit: take, after: cursor.id };
}

export interface TripCounts {
  upcoming: number;
  past: number;
  canceled: number;
}

export function createTripService(deps: {
  prisma: PrismaClient;
  pool: pg.Pool;
  auth: Pick<AuthService, 'requireVerifiedUser'>;
  /** Told of every change, for the trip pages open elsewhere. */
  events: Pick<TripEvents, 'publish'>;
}) {
  const { prisma, pool, auth, events } = deps;
  // Per service, not per process: ids and versions only name a stored value within one database.
  const itineraries = createItineraryCache();

  const ownerId = async (userId: number | null) => (await auth.requireVerifiedUser(userId)).id;

  /**
   * Whole rows (REST, and GraphQL's `trips` pages without relations), newest
   * first, read with pg itself: for 50 trips with both itineraries (1.2 MB of
   * JSON) Prisma's result mapping took about 6 ms more CPU than pg, a sixth of
   * GET /api/trips, mostly in garbage collection (measured with bench/api.ts
   * and BENCH_CPU_PROF). A page continues after the trip `after` in the same
   * order (keyset paging: no rows skipped or repeated while trips are added).
   * Each itinerary is parsed when first read (whole-trip-rows.ts).
   */
  async function wholeTrips(
    owner: number,
    status: TripStatus | undefined,
    page: { limit?: number; after?: number } = {},
    /** Only when `owner` is a verified account: the check rides with the rows instead of a query of its own. */
    verifiedOwner = false,
  ) {
    return queryWholeTrips(
      pool,
      `SELECT ${WHOLE_TRIP_COLUMNS} FROM trips WHERE user_id = $1 AND ($2::"TripStatus" IS NULL OR status = $2)
         AND ($3::int IS NULL OR (created_at, id) < (SELECT created_at, id FROM trips WHERE id = $3))
         AND (NOT $5 OR EXISTS (SELECT 1 FROM users WHERE id = $1 AND is_verified))
       ORDER BY created_at DESC, id DESC LIMIT $4`,
      [owner, status ?? null, page.after ?? null, page.limit ?? null, verifiedOwner],
    );
  }

  /** A page starts after one of the owner's own trips: any other id is refused, not paged from. */
  async function requirePageAfter(owner: number, after: number) {
    const known =
      rowIdSchema.safeParse(after).success && (await prisma.trip.count({ where: { id: after, userId: owner } }));
    if (!known) throw badInput(tripMessages.pageAfter, { field: 'after' });
  }

  /** The user's part in a trip they can read; NOT_FOUND when they have none. */
  async function partIn(user: number, id: number): Promise<{ part: TripPart; status: TripStatus }> {
    const trip = await prisma.trip.findFirst({
      where: { id, ...accessibleBy(user, 'read') },
      select: { userId: true, status: true, members: { where: { userId: user }, select: { role: true } } },
    });
    if (!trip) throw notFound(tripMessages.notFound);
    return { part: trip.userId === user ? 'owner' : trip.members[0]!.role, status: trip.status };
  }

  /** Refuses a member whose role does not allow `need`. */
  function requireAllowed(part: TripPart, need: TripAccess) {
    if (need === 'own' && part !== 'owner') throw new AppError('FORBIDDEN', tripMessages.ownerOnly);
    if (need === 'edit' && part === TripRole.viewer) throw new AppError('FORBIDDEN', tripMessages.editorsOnly);
  }

  /** A trip the user may access as `need` asks: NOT_FOUND when it is not theirs to see, FORBIDDEN beyond their role. */
  async function readTrip<S extends TripSelection = Record<never, never>>(
    user: number,
    id: number,
    need: TripAccess,
    selection?: S,
  ): Promise<Prisma.TripGetPayload<S>> {
    const trip = await prisma.trip.findFirst({ ...selection, where: { id, ...accessibleBy(user, need) } });
    // The columns are the selection's, which the generic findFirst cannot see through the spread.
    if (trip) return trip as Prisma.TripGetPayload<S>;
    requireAllowed((await partIn(user, id)).part, need);
    // The trip went between the two reads.
    throw notFound(tripMessages.notFound);
  }

  /** The status of a trip, when a conditional write as `need` matched no row; refuses first what the role does not allow. */
  async function currentStatus(user: number, id: number, need: TripAccess): Promise<TripStatus> {
    const { part, status } = await partIn(user, id);
    requireAllowed(part, need);
    return status;
  }

  /**
   * What an update tells the trip's live pages: a whole itinerary sent back with one day changed (the day
   * editor saves so) is a change to that day ("Maria changed Day 3"); anything else, to the trip's details.
   */
  async function updateNote(
    user: number,
    tripId: number,
    patch: Partial<Record<string, unknown>> & { budgetItinerary?: Itinerary; experienceItinerary?: Itinerary },
  ): Promise<TripChangeNote> {
    const details: TripChangeNote = { by: user, what: 'details' };
    const given = Object.keys(patch).filter((key) => patch[key] !== undefined);
    const column = given.length === 1 ? given[0] : undefined;
    if (column !== 'budgetItinerary' && column !== 'experienceItinerary') return details;
    const stored = await prisma.trip.findUnique({ where: { id: tripId }, select: { [column]: true } });
    const before = (stored?.[column] as Partial<Itinerary> | undefined)?.days;
    const after = patch[column]!.days;
    if (!Array.isArray(before) || before.length !== after.length) return details;
    // What the day editor changes (anything else of a day is worked out from these), in an order of its
    // own: jsonb keeps an object's keys in another.
    const edited = (day: Partial<Day> | undefined) => {
      const costs = day?.costs;
      return JSON.stringify([
        day?.title,
        day?.activities,
        day?.accommodation,
        day?.transportation,
        day?.meals,
        costs && [costs.accommodation, costs.meals, costs.activities, costs.transportation],
      ]);
    };
    const changed = after.filter((day, index) => edited(day) !== edited(before[index]));
    return changed.length === 1 ? { by: user, what: 'day', day: changed[0]!.day } : details;
  }

  /** A write matched no row although the trip is ours: it is canceled, or at another version than the client read. */
  const refused = (status: TripStatus) =>
    new AppError('CONFLICT', status === TripStatus.canceled ? tripMessages.canceled : tripMessages.stale);

  /**
   * Rewrites one day of the itinerary the trip shows (`savedType`) with `change`, which may take
   * its time (a planner asked again). Same rules as `update`: not on a canceled trip, and never
   * over an edit made since the trip was read (`expectedVersion`, or the version `change` started from).
   */
  async function rewriteDay(
    userId: number | null,
    id: unknown,
    { day, expectedVersion }: { day: number; expectedVersion?: number | null },
    change: (current: { trip: Trip; itinerary: Itinerary; day: Day }) => Day | Promise<Day>,
    selection: TripSelection = {},
  ) {
    const user = await ownerId(userId);
    const tripId = parseTripId(id);
    const trip = await readTrip(user, tripId, 'edit');
    if (trip.status === TripStatus.canceled) throw refused(trip.status);
    if (expectedVersion && expectedVersion !== trip.version) throw refused(trip.status);
    const column = savedColumn(trip);
    const itinerary = itineraries.read(trip, column);
    const target = itinerary.days.find((entry) => entry.day === day);
    if (!target) throw badInput(tripMessages.dayMissing, { field: 'day' });
    const changed = await change({ trip, itinerary, day: target });
    const { count } = await prisma.trip.updateMany({
      where: {
        id: tripId,
        ...accessibleBy(user, 'edit'),
        version: trip.version,
        status: { not: TripStatus.canceled },
      },
      data: { [column]: withDay(itinerary, changed), version: { increment: 1 } },
    });
    if (count !== 1) throw refused(await currentStatus(user, tripId, 'edit'));
    await events.publish(tripId, { by: user, what: 'day', day });
    return readTrip(user, tripId, 'read', selection);
  }

  return {
    /**
     * A trip's itinerary in `column` as the adapters answer it: read tolerantly
     * (see tripItinerary), without re-parsing a stored value already known to be valid.
     */
    itinerary: <Column extends ItineraryColumn>(trip: ItineraryOwner & Pick<Trip, Column>, column: Column) =>
      itineraries.read(trip, column),

    /** The itinerary of `savedType`: the one a trip card, the trip page and the calendar export show. */
    savedItinerary: (trip: SavedItineraryTrip) => itineraries.read(trip, savedColumn(trip)),

    /**
     * The user's trips, newest first, optionally with one status; a GraphQL connection adds its page (cursor,
     * take), MCP's list_trips the trip it ends after (`after`: one of the user's trips, else BAD_USER_INPUT).
     * Whole rows are read with pg (wholeTrips), anything narrower or wider with Prisma.
     */
    async list(
      userId: number | null,
      filter: { status?: unknown; after?: number } = {},
      selection: ListSelection = {},
    ) {
      const page = wholeRowsPage(filter.after, selection);
      // The dashboard's cards, the most frequent read: one query, the owner checked with the rows. Only an
      // empty page, a bad status or a page after a trip asks for the owner first, and the errors that follow.
      const statusGiven = filter.status !== undefined && filter.status !== null;
      const asked = statusGiven ? statusSchema.safeParse(filter) : undefined;
      if (page && filter.after === undefined && userId !== null && asked?.success !== false) {
        const rows = await wholeTrips(userId, asked?.data?.status, page, true);
        if (rows.length) return rows;
      }
      const owner = await ownerId(userId);
      const status = statusGiven ? parseInput(statusSchema, filter).status : undefined;
      if (filter.after !== undefined) await requirePageAfter(owner, filter.after);
      if (page) return wholeTrips(owner, status, page);
      return prisma.trip.findMany({
        ...(filter.after === undefined ? {} : { cursor: { id: filter.after }, skip: 1 }),
        ...selection,
        where: { userId: owner, ...(status ? { status } : {}) },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      });
    },

    /**
     * The user's trips as REST answers them, newest first, optionally with one
     * status: every one (the spec's list), or, when `limit` or `after` is
     * sent, one page of `limit` (20 by default, at most 100) after the trip
     * `after`, with the id to send as `after` for the next page (null on the last).
     */
    async page(userId: number | null, query: { status?: unknown; limit?: unknown; after?: unknown }) {
      const owner = await ownerId(userId);
      const status = query.status === undefined ? undefined : parseInput(statusSchema, query).status;
      if (query.limit === undefined && query.after === undefined) {
        return { trips: await wholeTrips(owner, status), nextAfter: null };
      }
      const { limit, after } = parseInput(pageQuerySchema, { limit: query.limit, after: query.after });
      if (after !== undefined) await requirePageAfter(owner, after);
      // One more than asked tells whether another page follows.
      const rows = await wholeTrips(owner, status, { limit: limit + 1, after });
      const trips = rows.slice(0, limit);
      return { trips, nextAfter: rows.length > limit ? trips[trips.length - 1]!.id : null };
    },

    /** How many of the user's trips have each status (the dashboard's tab badges). */
    async counts(userId: number | null): Promise<TripCounts> {
      const owner = await ownerId(userId);
      const groups = await prisma.trip.groupBy({ by: ['status'], where: { userId: owner }, _count: { _all: true } });
      const counts: TripCounts = { upcoming: 0, past: 0, canceled: 0 };
      for (const group of groups) counts[group.status] = group._count._all;
      return counts;
    },

    /** A trip the user owns or is a member of; any other trip is NOT_FOUND, like a missing one. */
    async get<S extends TripSelection = Record<never, never>>(userId: number | null, id: unknown, selection?: S) {
      const user = await ownerId(userId);
      return readTrip(user, parseTripId(id), 'read', selection);
    },

    /** A trip the user may change (owner or editor): a viewer's is FORBIDDEN, anyone else's NOT_FOUND. */
    async getEditable<S extends TripSelection = Record<never, never>>(
      userId: number | null,
      id: unknown,
      selection?: S,
    ) {
      const user = await ownerId(userId);
      return readTrip(user, parseTripId(id), 'edit', selection);
    },

    /** One of the user's own trips, for what only an owner does (share links); a member's is FORBIDDEN. */
    async getOwn<S extends TripSelection = Record<never, never>>(userId: number | null, id: unknown, selection?: S) {
      const owner = await ownerId(userId);
      return readTrip(owner, parseTripId(id), 'own', selection);
    },

    /** The user's part in a trip they can read: owner, editor or viewer. */
    async part(userId: number | null, id: unknown): Promise<TripPart> {
      const user = await ownerId(userId);
      return (await partIn(user, parseTripId(id))).part;
    },

    /** Other people's trips the user is a member of, newest first (My Trips, "Shared with me"). */
    async sharedWith(userId: number | null, selection: TripSelection = {}) {
      const user = await ownerId(userId);
      return prisma.trip.findMany({
        ...selection,
        where: { members: { some: { userId: user } } },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: MAX_TRIPS_PAGE,
      });
    },

    /**
     * Saves a trip: from a generation result or the customize page (both
     * itineraries and `savedType`), or from the create-trip dialog (no
     * itineraries: both get one placeholder day per trip day, so the per-day
     * editor has something to open). Always starts `upcoming`.
     */
    async create(userId: number | null, input: unknown, selection: TripSelection = {}) {
      const owner = await ownerId(userId);
      const data = parseInput(createTripSchema, input);
      const { budgetItinerary, experienceItinerary, ...details } = data;
      if (Boolean(budgetItinerary) !== Boolean(experienceItinerary)) throw badInput(tripMessages.bothItineraries);
      const planned = plannedItinerary(details);
      return prisma.trip.create({
        ...selection,
        data: {
          ...details,
          userId: owner,
          status: TripStatus.upcoming,
          budgetItinerary: budgetItinerary ?? planned,
          experienceItinerary: experienceItinerary ?? planned,
        },
      });
    },

    /**
     * Edits trip details (origin, destination, month, currency, duration,
     * budget, start date) and/or replaces whole itineraries. See the top of
     * this file for `expectedVersion`.
     */
    async update(userId: number | null, id: unknown, input: unknown, selection: TripSelection = {}) {
      const user = await ownerId(userId);
      const tripId = parseTripId(id);
      const { expectedVersion, ...patch } = parseInput(updateTripSchema, input);
      if (Object.values(patch).every((value) => value === undefined)) throw badInput(tripMessages.nothingToUpdate);
      const note = await updateNote(user, tripId, patch);
      const { count } = await prisma.trip.updateMany({
        where: {
          id: tripId,
          ...accessibleBy(user, 'edit'),
          status: { not: TripStatus.canceled },
          ...(expectedVersion ? { version: expectedVersion } : {}),
        },
        data: { ...patch, version: { increment: 1 } },
      });
      if (count !== 1) throw refused(await currentStatus(user, tripId, 'edit'));
      await events.publish(tripId, note);
      return readTrip(user, tripId, 'read', selection);
    },

    rewriteDay,

    /**
     * Appends one activity to a day of the itinerary the trip shows, replacing a placeholder
     * day's "Free day" line; the rules of `rewriteDay`.
     */
    appendActivity(
      userId: number | null,
      id: unknown,
      { day, activity, expectedVersion }: { day: number; activity: string; expectedVersion?: number | null },
      selection: TripSelection = {},
    ) {
      return rewriteDay(
        userId,
        id,
        { day, expectedVersion },
        ({ day: target }) => {
          const planned = target.activities.filter((line) => line !== PLACEHOLDER_ACTIVITY);
          if (planned.length >= MAX_DAY_ACTIVITIES) throw badInput(tripMessages.dayFull, { field: 'day' });
          return { ...target, activities: [...planned, activity] };
        },
        selection,
      );
    },

    /**
     * Moves a trip along the transitions of docs/product/trips.md; the status it already has is a no-op.
     * Editors mark a trip complete or upcoming again; only the owner cancels it.
     */
    async setStatus(userId: number | null, id: unknown, input: unknown, selection: TripSelection = {}) {
      const user = await ownerId(userId);
      const tripId = parseTripId(id);
      const { status } = parseInput(statusSchema, input);
      const need: TripAccess = status === TripStatus.canceled ? 'own' : 'edit';
      const { count } = await prisma.trip.updateMany({
        where: { id: tripId, ...accessibleBy(user, need), status: { in: REACHABLE_FROM[status] } },
        data: { status, version: { increment: 1 } },
      });
      if (count !== 1) {
        const current = await currentStatus(user, tripId, need);
        if (current !== status) throw refused(current);
      } else {
        await events.publish(tripId, { by: user, what: 'status' });
      }
      return readTrip(user, tripId, 'read', selection);
    },

    /** Deletes one of the user's own trips for good; its members, invitations and diary entries go with it (ON DELETE CASCADE). */
    async deleteTrip(userId: number | null, id: unknown): Promise<true> {
      const owner = await ownerId(userId);
      const tripId = parseTripId(id);
      const { count } = await prisma.trip.deleteMany({ where: { id: tripId, userId: owner } });
      if (count !== 1) {
        requireAllowed((await partIn(owner, tripId)).part, 'own');
        throw notFound(tripMessages.notFound);
      }
      await events.publish(tripId);
      return true;
    },

    /** The saved itinerary as an iCalendar file, one all-day event per day; needs the trip's start date. */
    async calendar(userId: number | null, id: unknown): Promise<string> {
      const user = await auth.requireVerifiedUser(userId);
      const trip = await readTrip(user.id, parseTripId(id), 'read', {
        include: { bookings: bookingRows },
      });
      if (!trip.startDate) throw badInput(tripMessages.noStartDate);
      const itinerary = itineraries.read(trip, savedColumn(trip));
      const bookings = savedBookings(trip.bookings, trip);
      return tripCalendar({ ...trip, startDate: trip.startDate }, itinerary, bookings, asLocale(user.locale));
    },
  };
}

export type TripService = ReturnType<typeof createTripService>;
