// The trip service's rules on a real database: who may see and change a trip,
// status transitions, itinerary validation and tolerant reads, and optimistic
// concurrency. Users are fixtures written straight to the database.
import { english } from '../../lib/messages.js';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Prisma, Trip } from '../../generated/prisma/client.js';
import { TripStatus } from '../../generated/prisma/enums.js';
import { AppError } from '../../lib/errors.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { sampleItinerary, sampleSaveBody } from '../../test/trips.js';
import { messages } from '../auth/auth.js';
import { parseCalendar } from '../../test/icalendar.js';
import { itinerarySchema, tripItinerary } from '@lakbay/validation/itinerary';
import { PLACEHOLDER_ACTIVITY, PLACEHOLDER_OVERVIEW, tripMessages, type TripService } from './trips.js';

describe('trip service', () => {
  let server: TestServer;
  let trips: TripService;

  beforeAll(async () => {
    server = await startTestServer();
    trips = server.app.services.trips;
  });
  afterAll(async () => {
    await server.stop();
  });

  async function user({ verified = true } = {}) {
    const name = `trip_${randomBytes(4).toString('hex')}`;
    const created = await server.database.prisma.user.create({
      data: { username: name, usernameKey: name, email: `${name}@example.ph`, password: 'x', isVerified: verified },
    });
    return created.id;
  }

  /** The AppError a promise rejects with. */
  async function failure(promise: Promise<unknown>): Promise<AppError> {
    const error = await promise.then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }

  const stored = (id: number) => server.database.prisma.trip.findUniqueOrThrow({ where: { id } });

  it('requires a signed-in, verified user for every operation', async () => {
    const owner = await user();
    const trip = await trips.create(owner, sampleSaveBody());
    const unverified = await user({ verified: false });
    const operations = [
      (userId: number | null) => trips.list(userId),
      (userId: number | null) => trips.counts(userId),
      (userId: number | null) => trips.get(userId, trip.id),
      (userId: number | null) => trips.create(userId, sampleSaveBody()),
      (userId: number | null) => trips.update(userId, trip.id, { budget: 1000 }),
      (userId: number | null) => trips.setStatus(userId, trip.id, { status: 'past' }),
      (userId: number | null) => trips.deleteTrip(userId, trip.id),
      (userId: number | null) => trips.calendar(userId, trip.id),
    ];
    for (const operation of operations) {
      expect(await failure(operation(null))).toMatchObject({
        code: 'UNAUTHENTICATED',
        message: english(messages.signedOut),
      });
      expect(await failure(operation(unverified))).toMatchObject({
        code: 'FORBIDDEN',
        message: english(messages.verifyFirst),
        details: { requiresVerification: true },
      });
    }
    expect(await stored(trip.id)).toEqual(trip);
    expect(await server.database.prisma.trip.count({ where: { userId: unverified } })).toBe(0);
  });

  it("answers another user's trip exactly like a missing one, and never changes it", async () => {
    const owner = await user();
    const stranger = await user();
    const trip = await trips.create(owner, sampleSaveBody());
    const attempts = [
      (id: number) => trips.get(stranger, id),
      (id: number) => trips.update(stranger, id, { budget: 1 }),
      (id: number) => trips.update(stranger, id, { budgetItinerary: sampleItinerary('Stolen') }),
      (id: number) => trips.setStatus(stranger, id, { status: 'canceled' }),
      (id: number) => trips.deleteTrip(stranger, id),
      (id: number) => trips.calendar(stranger, id),
    ];
    for (const attempt of attempts) {
      const theirs = await failure(attempt(trip.id));
      const missing = await failure(attempt(2_000_000_000));
      expect(theirs).toMatchObject({ code: 'NOT_FOUND', message: english(tripMessages.notFound) });
      expect([missing.code, missing.message, missing.details]).toEqual([theirs.code, theirs.message, theirs.details]);
    }
    expect(await trips.list(stranger)).toEqual([]);
    expect(await trips.counts(stranger)).toEqual({ upcoming: 0, past: 0, canceled: 0 });
    expect(await stored(trip.id)).toEqual(trip);
  });

  it('starts every new trip upcoming and owned by the caller, whatever the input says', async () => {
    const owner = await user();
    const other = await user();
    const trip = await trips.create(
      owner,
      sampleSaveBody({ status: 'canceled', userId: other, savedType: 'experience' }),
    );
    expect(trip).toMatchObject({ userId: owner, status: 'upcoming', savedType: 'experience', version: 1 });
    expect(await trips.list(other)).toEqual([]);
  });

  it('lists newest first, filters by status and counts per status', async () => {
    const owner = await user();
    const first = await trips.create(owner, sampleSaveBody());
    const second = await trips.create(owner, sampleSaveBody());
    const third = await trips.create(owner, sampleSaveBody());
    await trips.setStatus(owner, second.id, { status: 'past' });
    await trips.setStatus(owner, third.id, { status: 'canceled' });
    expect((await trips.list(owner)).map((trip) => trip.id)).toEqual([third.id, second.id, first.id]);
    expect((await trips.list(owner, { status: 'past' })).map((trip) => trip.id)).toEqual([second.id]);
    expect(await trips.counts(owner)).toEqual({ upcoming: 1, past: 1, canceled: 1 });
    expect(await failure(trips.list(owner, { status: 'done' }))).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('lists whole trips (read with SQL) exactly as Prisma reads them, dates in UTC', async () => {
    const owner = await user();
    const dated = await trips.create(owner, {
      ...sampleSaveBody(),
      cities: ['Kyoto', 'Osaka'],
      savedType: 'experience',
      startDate: '2026-12-01',
    });
    const plain = await trips.create(owner, sampleSaveBody());
    await trips.setStatus(owner, plain.id, { status: 'past' });
    const asPrismaReads = (status?: TripStatus) =>
      server.database.prisma.trip.findMany({
        where: { userId: owner, status },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      });

    const { trips: listed, nextAfter } = await trips.page(owner, {});
    expect(nextAfter).toBeNull();
    expect(listed).toEqual(await asPrismaReads());
    expect(listed.map((trip) => trip.id)).toEqual([plain.id, dated.id]);
    expect(listed[1]!.startDate?.toISOString()).toBe('2026-12-01T00:00:00.000Z');
    // The itineraries are parsed when read (whole-trip-rows.ts): every way of reading a row sees them alike.
    const prismaRows = await asPrismaReads();
    expect(JSON.stringify(listed)).toBe(JSON.stringify(prismaRows));
    expect({ ...listed[0]! }).toEqual(prismaRows[0]);
    expect(Object.keys(listed[0]!)).toEqual(Object.keys(prismaRows[0]!));
    const replaced = listed[0]!;
    replaced.experienceItinerary = { replaced: true };
    expect(replaced.experienceItinerary).toEqual({ replaced: true });
    expect(JSON.parse(JSON.stringify(replaced)).experienceItinerary).toEqual({ replaced: true });
    expect((await trips.page(owner, { status: 'past' })).trips).toEqual(await asPrismaReads(TripStatus.past));
    expect((await trips.page(owner, { limit: '1', after: String(plain.id) })).trips).toEqual(
      (await asPrismaReads()).slice(1),
    );
  });

  it("checks the owner on GraphQL's one-query page as on any other: verified, signed in, a known status", async () => {
    const owner = await user();
    await trips.create(owner, sampleSaveBody());
    const page = { take: 10, skip: 0 };
    expect(await trips.list(owner, {}, page)).toHaveLength(1);
    // An account no longer verified (its e-mail changed) keeps its trips but reads none of them.
    await server.database.prisma.user.update({ where: { id: owner }, data: { isVerified: false } });
    expect(await failure(trips.list(owner, {}, page))).toMatchObject({
      code: 'FORBIDDEN',
      details: { requiresVerification: true },
    });
    expect(await failure(trips.list(null, {}, page))).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await failure(trips.list(2_000_000_000, {}, page))).toMatchObject({ code: 'UNAUTHENTICATED' });
    const verified = await user();
    expect(await trips.list(verified, {}, page)).toEqual([]);
    expect(await failure(trips.list(verified, { status: 'done' }, page))).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('reads the pages GraphQL asks for (whole rows, forward) with SQL exactly as Prisma reads them', async () => {
    const owner = await user();
    const created = [];
    for (let index = 0; index < 5; index++) created.push(await trips.create(owner, sampleSaveBody()));
    await trips.setStatus(owner, created[1]!.id, { status: 'past' });
    const [newest, , middle] = created.toReversed();
    // As Pothos's `trips` connection asks: one more than the page, after a cursor, or before one (`last`).
    const pages: Pick<Prisma.TripFindManyArgs, 'cursor' | 'take' | 'skip'>[] = [
      { take: 3, skip: 0 },
      { take: 3, skip: 1, cursor: { id: newest!.id } },
      { take: 10, skip: 1, cursor: { id: middle!.id } },
      { take: -2, skip: 1, cursor: { id: middle!.id } },
    ];
    for (const status of [undefined, TripStatus.upcoming]) {
      for (const page of pages) {
        const asPrismaReads = await server.database.prisma.trip.findMany({
          ...page,
          where: { userId: owner, status },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        });
        expect(asPrismaReads.length, JSON.stringify(page)).toBeGreaterThan(0);
        expect(await trips.list(owner, { status }, page), JSON.stringify({ status, page })).toEqual(asPrismaReads);
      }
    }
  });

  it('moves between statuses as docs/product/trips.md says, and nothing leaves canceled', async () => {
    const owner = await user();
    const statuses = Object.values(TripStatus);
    const allowed = new Set(['upcoming>past', 'past>upcoming', 'upcoming>canceled', 'past>canceled']);
    for (const from of statuses) {
      for (const to of statuses) {
        const created = await trips.create(owner, sampleSaveBody());
        const trip = await server.database.prisma.trip.update({ where: { id: created.id }, data: { status: from } });
        const pair = `${from}>${to}`;
        if (allowed.has(pair)) {
          expect(await trips.setStatus(owner, trip.id, { status: to }), pair).toMatchObject({
            status: to,
            version: trip.version + 1,
          });
        } else if (from === to) {
          // Asking for the status it already has changes nothing (a double click is harmless).
          expect(await trips.setStatus(owner, trip.id, { status: to }), pair).toEqual(trip);
        } else {
          expect(await failure(trips.setStatus(owner, trip.id, { status: to })), pair).toMatchObject({
            code: 'CONFLICT',
            message: english(tripMessages.canceled),
          });
          expect(await stored(trip.id)).toEqual(trip);
        }
      }
    }
    const trip = await trips.create(owner, sampleSaveBody());
    expect(await failure(trips.setStatus(owner, trip.id, { status: 'done' }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Status must be upcoming, past or canceled',
    });
  });

  it('refuses every edit of a canceled trip', async () => {
    const owner = await user();
    const trip = await trips.create(owner, sampleSaveBody());
    const canceled = await trips.setStatus(owner, trip.id, { status: 'canceled' });
    for (const patch of [{ budget: 1000 }, { experienceItinerary: sampleItinerary('Late') }]) {
      expect(await failure(trips.update(owner, trip.id, patch))).toMatchObject({
        code: 'CONFLICT',
        message: english(tripMessages.canceled),
      });
      expect(
        await failure(trips.update(owner, trip.id, { ...patch, expectedVersion: canceled.version })),
      ).toMatchObject({ code: 'CONFLICT', message: english(tripMessages.canceled) });
    }
    expect(await stored(trip.id)).toEqual(canceled);
  });

  it('validates the create-trip dialog with the spec messages', async () => {
    const owner = await user();
    const dialog = {
      destinationCountry: 'Japan',
      originAirport: 'MNL',
      duration: 7,
      budget: 50000,
      currency: 'PHP',
      travelMonth: 12,
    };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ destinationCountry: 'J' }, 'destinationCountry', 'Destination is required'],
      [{ destinationCountry: undefined }, 'destinationCountry', 'Destination is required'],
      [{ originAirport: ' M ' }, 'originAirport', 'Origin airport is required'],
      [{ duration: 0 }, 'duration', 'Duration must be at least 1 day'],
      [{ duration: 31 }, 'duration', 'Duration must be at most 30 days'],
      [{ duration: 2.5 }, 'duration', 'Duration must be a whole number'],
      [{ budget: 50000.5 }, 'budget', 'Budget must be a whole number'],
      [{ budget: 0 }, 'budget', 'Budget must be greater than 0'],
      [{ budget: -5 }, 'budget', 'Budget must be greater than 0'],
      [{ currency: '' }, 'currency', 'Currency is required'],
      [{ currency: 'PESO' }, 'currency', 'Currency must be a three-letter code like PHP'],
      [{ travelMonth: 13 }, 'travelMonth', 'Travel month must be a month from 1 to 12'],
      [{ travelMonth: 0 }, 'travelMonth', 'Travel month must be a month from 1 to 12'],
      [{ startDate: '2026-02-30' }, 'startDate', 'Start date must be a date like 2026-12-01'],
      [{ startDate: 'tomorrow' }, 'startDate', 'Start date must be a date like 2026-12-01'],
      [
        { preferences: ['beaches'] },
        'preferences.0',
        'Preferences must be among: landmarks, food, shopping, adventure, culture, instagrammable',
      ],
      [{ destinationCountry: 'Ja\0pan' }, 'destinationCountry', 'Destination cannot contain control characters'],
      [{ budgetItinerary: sampleItinerary() }, '', english(tripMessages.bothItineraries)],
    ];
    for (const [change, field, message] of cases) {
      const error = await failure(trips.create(owner, { ...dialog, ...change }));
      expect(error, JSON.stringify(change)).toMatchObject({ code: 'BAD_USER_INPUT', message });
      expect(error.details.field ?? '').toBe(field);
    }
    expect(await trips.list(owner)).toEqual([]);
  });

  it('gives a dialog-created trip placeholder days to plan, in both itineraries', async () => {
    const owner = await user();
    const trip = await trips.create(owner, {
      destinationCountry: 'Japan',
      originAirport: 'MNL',
      duration: '3',
      budget: 45000,
      currency: 'jpy',
      travelMonth: '5',
      cities: ['Tokyo', 'Osaka', 'Tokyo'],
      startDate: '2026-05-10',
      preferences: null,
    });
    expect(trip).toMatchObject({
      status: 'upcoming',
      savedType: 'budget',
      duration: 3,
      travelMonth: 5,
      currency: 'JPY',
      cities: ['Tokyo', 'Osaka'],
      preferences: [],
      startDate: new Date('2026-05-10T00:00:00.000Z'),
    });
    const itinerary = itinerarySchema.parse(trip.budgetItinerary);
    expect(trip.experienceItinerary).toEqual(trip.budgetItinerary);
    expect(itinerary).toMatchObject({
      destination: 'Tokyo, Osaka, Japan',
      totalBudget: 45000,
      currency: 'JPY',
      duration: 3,
      startDate: '2026-05-10',
      overview: PLACEHOLDER_OVERVIEW,
      tips: [],
    });
    expect(itinerary.days.map((day) => [day.day, day.title, day.activities])).toEqual([
      [1, 'Day 1', [PLACEHOLDER_ACTIVITY]],
      [2, 'Day 2', [PLACEHOLDER_ACTIVITY]],
      [3, 'Day 3', [PLACEHOLDER_ACTIVITY]],
    ]);
  });

  it('validates itineraries on every write and leaves the trip untouched when one is refused', async () => {
    const owner = await user();
    const trip = await trips.create(owner, sampleSaveBody());
    const day = sampleItinerary().days[0]!;
    const withDay = (change: Record<string, unknown>) => ({ ...sampleItinerary('Bad'), days: [{ ...day, ...change }] });
    const cases: [unknown, string, string][] = [
      [
        withDay({ costs: { ...day.costs, meals: -1 } }),
        'budgetItinerary.days.0.costs.meals',
        'Costs cannot be negative',
      ],
      [withDay({ activities: [] }), 'budgetItinerary.days.0.activities', 'Add at least one activity'],
      [withDay({ day: 0 }), 'budgetItinerary.days.0.day', ''],
      [withDay({ day: 1.5 }), 'budgetItinerary.days.0.day', ''],
      [withDay({ title: '  ' }), 'budgetItinerary.days.0.title', 'Day title is required'],
      [withDay({ title: 'Nul\0' }), 'budgetItinerary', 'The budget itinerary cannot contain control characters'],
      [
        withDay({ title: 'Half \ud83d surrogate' }),
        'budgetItinerary',
        'The budget itinerary cannot contain control characters',
      ],
      [{ ...sampleItinerary(), currency: 'pesos' }, 'budgetItinerary.currency', 'Currency must be a three-letter code'],
      [{ ...sampleItinerary(), totalBudget: -1 }, 'budgetItinerary.totalBudget', 'Costs cannot be negative'],
      [
        { ...sampleItinerary(), extraCosts: [{ label: 'Tax', amount: -5 }] },
        'budgetItinerary.extraCosts.0.amount',
        'Costs cannot be negative',
      ],
      ['{"destination": "Tokyo", oops', 'budgetItinerary', 'The budget itinerary must be an itinerary object'],
      [[sampleItinerary()], 'budgetItinerary', 'The budget itinerary must be an itinerary object'],
      [42, 'budgetItinerary', 'The budget itinerary must be an itinerary object'],
    ];
    for (const [budgetItinerary, field, message] of cases) {
      for (const write of [
        () => trips.update(owner, trip.id, { budgetItinerary }),
        () => trips.create(owner, sampleSaveBody({ budgetItinerary })),
      ]) {
        const error = await failure(write());
        expect(error.code, JSON.stringify(budgetItinerary)).toBe('BAD_USER_INPUT');
        if (message) expect(error.message).toBe(message);
        expect(error.details.field ?? '').toBe(field);
      }
    }
    expect(await stored(trip.id)).toEqual(trip);
    expect(await trips.list(owner)).toHaveLength(1);
  });

  it('accepts an itinerary sent as a JSON string, and nulls where the schema has defaults', async () => {
    const owner = await user();
    const trip = await trips.create(owner, sampleSaveBody());
    const itinerary = { ...sampleItinerary('Text'), extraCosts: [{ label: 'Tax', amount: 1620, note: null }] };
    const updated = await trips.update(owner, trip.id, { experienceItinerary: JSON.stringify(itinerary) });
    expect(updated.experienceItinerary).toEqual({ ...itinerary, extraCosts: [{ label: 'Tax', amount: 1620 }] });
    expect(updated.budgetItinerary).toEqual(trip.budgetItinerary);
  });

  it('reads stored itineraries tolerantly: JSON strings parse, anything unreadable gives the fallback', async () => {
    const owner = await user();
    const { budgetItinerary, experienceItinerary, savedType: _savedType, ...details } = sampleSaveBody();
    const prisma = server.database.prisma;
    const asString = await prisma.trip.create({
      data: { ...details, userId: owner, budgetItinerary: JSON.stringify(budgetItinerary), experienceItinerary },
    });
    const junk = await prisma.trip.create({
      data: { ...details, userId: owner, budgetItinerary: 'not json {', experienceItinerary: { days: 'many' } },
    });
    const read = await trips.get(owner, asString.id);
    expect(tripItinerary(read, read.budgetItinerary)).toEqual(budgetItinerary);
    const broken = await trips.get(owner, junk.id);
    const fallback = {
      destination: 'JP',
      totalBudget: 0,
      currency: 'PHP',
      duration: 2,
      startDate: null,
      overview: 'No overview available',
      tips: [],
      days: [],
      extraCosts: [],
    };
    expect(tripItinerary(broken, broken.budgetItinerary)).toEqual(fallback);
    expect(tripItinerary(broken, broken.experienceItinerary)).toEqual(fallback);
  });

  it('keeps the marks of places not verified by Lakbay through saves and edits; older itineraries read as before', async () => {
    const owner = await user();
    const lunch = 'Lunch: Hoshizora Ramen Club';
    const base = sampleItinerary('Marked');
    const marked = {
      ...base,
      days: base.days.map((day) =>
        day.day === 1
          ? { ...day, meals: [...day.meals, lunch], unverifiedPlaces: [{ name: 'Hoshizora Ramen Club', line: lunch }] }
          : day,
      ),
      unverifiedPlaceCount: 1,
    };
    const trip = await trips.create(owner, sampleSaveBody({ budgetItinerary: marked }));
    expect(trips.itinerary(trip, 'budgetItinerary')).toEqual(marked);

    // The count is the server's: one sent wrong is counted again from the marks.
    const recounted = await trips.update(owner, trip.id, { budgetItinerary: { ...marked, unverifiedPlaceCount: 7 } });
    expect(trips.itinerary(recounted, 'budgetItinerary')).toEqual(marked);

    // An edit that removes the marked line takes the mark with it.
    const edited = {
      ...marked,
      days: marked.days.map((day) => ({ ...day, meals: day.meals.filter((m) => m !== lunch) })),
    };
    const updated = trips.itinerary(await trips.update(owner, trip.id, { budgetItinerary: edited }), 'budgetItinerary');
    expect(updated.unverifiedPlaceCount).toBe(0);
    expect(updated.days.map((day) => day.unverifiedPlaces)).toEqual([undefined, undefined]);

    // A trip saved before places were checked, stored as it was then, reads exactly as stored.
    const { budgetItinerary, experienceItinerary, savedType: _savedType, ...details } = sampleSaveBody();
    const older = await server.database.prisma.trip.create({
      data: { ...details, userId: owner, budgetItinerary, experienceItinerary },
    });
    const read = tripItinerary(older, (await trips.get(owner, older.id)).budgetItinerary);
    expect(read).toEqual(budgetItinerary);
    expect(read).not.toHaveProperty('unverifiedPlaceCount');
    expect(read.days.every((day) => !('unverifiedPlaces' in day))).toBe(true);
  });

  it('reads every edit back: the itinerary read cache follows the version', async () => {
    const owner = await user();
    const trip = await trips.create(owner, sampleSaveBody({ savedType: 'experience' }));
    const listed = async () => (await trips.list(owner))[0]!;
    expect(trips.itinerary(await listed(), 'budgetItinerary')).toEqual(sampleItinerary('Budget'));
    expect(trips.savedItinerary(await listed())).toEqual(sampleItinerary('Experience'));

    await trips.update(owner, trip.id, { budgetItinerary: sampleItinerary('Edited'), expectedVersion: 1 });
    await trips.update(owner, trip.id, { experienceItinerary: sampleItinerary('Second') });
    expect(trips.itinerary(await listed(), 'budgetItinerary')).toEqual(sampleItinerary('Edited'));
    expect(trips.savedItinerary(await listed())).toEqual(sampleItinerary('Second'));
    // A detail edit bumps the version too, so an unreadable itinerary's fallback follows the new details.
    await server.database.prisma.trip.update({ where: { id: trip.id }, data: { budgetItinerary: 'not json {' } });
    await trips.update(owner, trip.id, { currency: 'JPY' });
    expect(trips.itinerary(await listed(), 'budgetItinerary')).toMatchObject({ currency: 'JPY', days: [] });
  });

  it('edits details, clears the start date, and refuses an empty edit', async () => {
    const owner = await user();
    const trip = await trips.create(owner, sampleSaveBody({ startDate: '2026-12-01T09:30:00+08:00' }));
    expect(trip.startDate).toEqual(new Date('2026-12-01T00:00:00.000Z'));
    const edited = await trips.update(owner, trip.id, {
      destinationCountry: 'South Korea',
      originAirport: 'CEB',
      duration: 5,
      budget: '60000',
      currency: 'krw',
      travelMonth: 10,
      startDate: '',
      preferences: ['shopping'],
    });
    expect(edited).toMatchObject({
      destinationCountry: 'South Korea',
      originAirport: 'CEB',
      duration: 5,
      budget: 60000,
      currency: 'KRW',
      travelMonth: 10,
      startDate: null,
      preferences: trip.preferences,
      budgetItinerary: trip.budgetItinerary,
      version: 2,
    });
    const untouched = await trips.update(owner, trip.id, { budget: null, startDate: '2027-01-15' });
    expect(untouched).toMatchObject({ budget: 60000, startDate: new Date('2027-01-15T00:00:00.000Z'), version: 3 });
    for (const empty of [{}, { budget: null }, { status: 'past' }]) {
      expect(await failure(trips.update(owner, trip.id, empty))).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: english(tripMessages.nothingToUpdate),
      });
    }
    expect(await stored(trip.id)).toEqual(untouched);
  });

  it('refuses a write based on a stale version instead of losing the other edit', async () => {
    const owner = await user();
    const trip = await trips.create(owner, sampleSaveBody());
    // Two tabs read version 1; the first saves its day edit.
    const first = await trips.update(owner, trip.id, {
      budgetItinerary: sampleItinerary('Tab one'),
      expectedVersion: trip.version,
    });
    expect(first.version).toBe(trip.version + 1);
    for (const patch of [{ budgetItinerary: sampleItinerary('Tab two') }, { budget: 1234 }]) {
      expect(await failure(trips.update(owner, trip.id, { ...patch, expectedVersion: trip.version }))).toMatchObject({
        code: 'CONFLICT',
        message: english(tripMessages.stale),
      });
    }
    expect(await stored(trip.id)).toEqual(first);
    // After reloading, the second tab's edit goes through.
    const second = await trips.update(owner, trip.id, {
      budgetItinerary: sampleItinerary('Tab two'),
      expectedVersion: first.version,
    });
    expect(second).toMatchObject({ version: first.version + 1, budgetItinerary: sampleItinerary('Tab two') });
  });

  it('without expectedVersion, concurrent writes each replace only their own column and all bump the version', async () => {
    const owner = await user();
    const trip = await trips.create(owner, sampleSaveBody());
    const budget = sampleItinerary('New budget', 3);
    const experience = sampleItinerary('New experience', 1);
    await Promise.all([
      trips.update(owner, trip.id, { budgetItinerary: budget }),
      trips.update(owner, trip.id, { experienceItinerary: experience }),
      ...Array.from({ length: 8 }, (_, index) => trips.update(owner, trip.id, { budget: 1000 + index })),
    ]);
    const after = await stored(trip.id);
    expect(after.budgetItinerary).toEqual(budget);
    expect(after.experienceItinerary).toEqual(experience);
    expect(after.version).toBe(trip.version + 10);
  });

  it('deletes only the owner’s trip, with its diary entries, and a second delete is NOT_FOUND', async () => {
    const owner = await user();
    const trip = await trips.create(owner, sampleSaveBody());
    const kept = await trips.create(owner, sampleSaveBody());
    await trips.setStatus(owner, kept.id, { status: 'canceled' });
    const { prisma } = server.database;
    await prisma.tripDiary.create({
      data: { tripId: trip.id, title: 'Day 1', content: 'Arrived', date: new Date('2026-12-01T00:00:00Z') },
    });
    expect(await trips.deleteTrip(owner, String(trip.id))).toBe(true);
    expect(await prisma.trip.count({ where: { id: trip.id } })).toBe(0);
    expect(await prisma.tripDiary.count({ where: { tripId: trip.id } })).toBe(0);
    expect(await failure(trips.deleteTrip(owner, trip.id))).toMatchObject({ code: 'NOT_FOUND' });
    // A canceled trip can be deleted too, and the counts follow.
    expect(await trips.counts(owner)).toEqual({ upcoming: 0, past: 0, canceled: 1 });
    await trips.deleteTrip(owner, kept.id);
    expect(await trips.list(owner)).toEqual([]);
  });

  it('exports the saved itinerary as one all-day event per day, from the start date', async () => {
    const owner = await user();
    const experience = sampleItinerary('Experience', 3);
    experience.destination = 'Tokyo, Japan';
    experience.days[0]!.title = 'Shibuya; Shinjuku \\ more';
    experience.days[0]!.activities = ['Walk, eat', `Line one\nline two ${'é'.repeat(60)}`];
    const trip = await trips.create(
      owner,
      sampleSaveBody({
        savedType: 'experience',
        startDate: '2026-12-30',
        duration: 3,
        experienceItinerary: experience,
      }),
    );
    const { events } = parseCalendar(await trips.calendar(owner, trip.id));
    // Day 3 runs into the new year: dates are counted in calendar days.
    expect(events.map(({ uid, start, end, allDay }) => ({ uid, start, end, allDay }))).toEqual([
      { uid: `trip-${trip.id}-day-1@lakbay`, start: '2026-12-30', end: '2026-12-31', allDay: true },
      { uid: `trip-${trip.id}-day-2@lakbay`, start: '2026-12-31', end: '2027-01-01', allDay: true },
      { uid: `trip-${trip.id}-day-3@lakbay`, start: '2027-01-01', end: '2027-01-02', allDay: true },
    ]);
    // Text that needs escaping and folding comes back whole.
    expect(events[0]!.summary).toBe('Day 1: Shibuya; Shinjuku \\ more — Tokyo, Japan');
    expect(events[0]!.description).toBe(
      `- Walk, eat\n- Line one\nline two ${'é'.repeat(60)}\nStay: ${experience.days[0]!.accommodation}`,
    );
    expect(events[1]!.summary).toBe('Day 2: Experience day 2 — Tokyo, Japan');
    expect(events.every((event) => event.transparent)).toBe(true);
    expect(events.some((event) => event.summary.includes('Budget day'))).toBe(false);

    const undated = await trips.create(owner, sampleSaveBody());
    expect(await failure(trips.calendar(owner, undated.id))).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Set a start date to export this trip to your calendar.',
    });
  });

  it('treats ids that are not positive whole numbers as missing trips', async () => {
    const owner = await user();
    for (const id of ['abc', '1.5', '-1', '0', '99999999999', '', '1e3', ' 1', null, 2 ** 31]) {
      expect(await failure(trips.get(owner, id)), String(id)).toMatchObject({ code: 'NOT_FOUND' });
    }
    const trip: Trip = await trips.create(owner, sampleSaveBody());
    expect((await trips.get(owner, String(trip.id))).id).toBe(trip.id);
  });
});
