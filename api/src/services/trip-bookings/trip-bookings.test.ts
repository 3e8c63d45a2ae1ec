// Bookings on a trip over GraphQL on a real database: a pasted confirmation is previewed, then
// saved on confirmation and shown on its days and in the trip's calendar; a message with no
// booking saves nothing and says why; viewers read, strangers see nothing, canceled trips are
// final, and the limits hold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { english, message } from '../../lib/messages.js';
import {
  ADD_BOOKINGS as ADD,
  PREVIEW_BOOKINGS as PREVIEW,
  bookingSample as sample,
  TRIP_BOOKINGS as BOOKINGS,
} from '../../test/bookings.js';
import { TestClient } from '../../test/http-client.js';
import { parseCalendar } from '../../test/icalendar.js';
import { textPdf } from '../../test/pdf.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { addCoTraveler, sampleSaveBody, signedInClient } from '../../test/trips.js';
import { bookingMessages } from './trip-bookings.js';
import { partnerClient } from '../../test/api-tokens.js';

const REMOVE = `mutation ($tripId: Int!, $bookingId: Int!) { removeBooking(tripId: $tripId, bookingId: $bookingId) }`;

interface Found {
  kind: string;
  day: number | null;
  onDays: { day: number; role: string }[];
  flight: { flightNumber: string } | null;
  stay: { name: string } | null;
}

describe('bookings on a trip', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function tripOf(browser: TestClient, overrides: Record<string, unknown> = {}) {
    const saved = await browser.post<{ id: number }>(
      '/api/trips',
      sampleSaveBody({ startDate: '2026-12-01', duration: 8, ...overrides }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    return saved.body.id;
  }

  const codeOf = (result: { errors?: { extensions: { code: string } }[] }) => result.errors?.[0]?.extensions.code;

  it('previews a confirmation, saves it on confirmation, and shows it on its days and in the calendar', async () => {
    const { browser } = await signedInClient(server);
    const tripId = await tripOf(browser);
    const preview = await browser.graphql<{ previewBookings: { source: string; bookings: Found[] } }>(PREVIEW, {
      tripId,
      text: sample('philippine-airlines'),
    });
    expect(preview.errors).toBeUndefined();
    expect(preview.data!.previewBookings.source).toBe('philippine_airlines');
    expect(preview.data!.previewBookings.bookings.map((found) => [found.flight?.flightNumber, found.day])).toEqual([
      ['PR 428', 1],
      ['PR 427', 8],
    ]);
    // A preview saves nothing.
    expect((await browser.graphql<{ trip: { bookings: [] } }>(BOOKINGS, { id: tripId })).data!.trip.bookings).toEqual(
      [],
    );

    await browser.graphql(ADD, { tripId, text: sample('philippine-airlines') });
    const added = await browser.graphql<{ addBookings: (Found & { id: number })[] }>(ADD, {
      tripId,
      text: sample('agoda'),
    });
    expect(added.errors).toBeUndefined();
    const saved = (await browser.graphql<{ trip: { bookings: (Found & { id: number })[] } }>(BOOKINGS, { id: tripId }))
      .data!.trip.bookings;
    expect(saved).toEqual(added.data!.addBookings);
    expect(
      saved.map((booking) => [booking.kind, booking.day, booking.flight?.flightNumber ?? booking.stay?.name]),
    ).toEqual([
      ['flight', 1, 'PR 428'],
      ['flight', 8, 'PR 427'],
      ['stay', 1, 'Sample Shinjuku Hotel'],
    ]);

    // Each on every day it touches: the flight on its day, the stay on its nights and its check-out.
    expect(saved.map((booking) => booking.onDays)).toEqual([
      [{ day: 1, role: 'flight' }],
      [{ day: 8, role: 'flight' }],
      [
        { day: 1, role: 'check_in' },
        ...[2, 3, 4, 5, 6, 7].map((day) => ({ day, role: 'night' })),
        { day: 8, role: 'check_out' },
      ],
    ]);

    // The trip's calendar file: the flight at its instant (08:05 in Manila is 00:05 UTC), the stay across its nights.
    const calendar = parseCalendar(await (await browser.fetch(`/api/trips/${tripId}/calendar.ics`)).text());
    const flight = calendar.events.find((event) => event.summary === '✈ PR 428 MNL → NRT')!;
    expect(flight).toMatchObject({
      uid: `booking-${saved[0]!.id}@lakbay`,
      start: '2026-12-01T00:05:00Z',
      allDay: false,
    });
    expect(flight.end).toBe('2026-12-01T04:30:00Z');
    expect(calendar.events.find((event) => event.summary === 'Stay: Sample Shinjuku Hotel')).toMatchObject({
      start: '2026-12-01',
      end: '2026-12-08',
      allDay: true,
    });

    // Departure readiness reads them: the flight out sets eTravel's window, the flight home and the stay are at hand.
    const readiness = await browser.graphql<{
      tripReadiness: { items: { id: string; status: string; dueDate: string }[] };
    }>(`query ($tripId: Int!) { tripReadiness(tripId: $tripId) { items { id status dueDate } } }`, { tripId });
    const items = Object.fromEntries(readiness.data!.tripReadiness.items.map((item) => [item.id, item]));
    expect(items['etravel']).toMatchObject({ status: 'todo', dueDate: '2026-11-28' });
    expect(items['return-ticket']!.status).toBe('done');
    expect(items['accommodation']!.status).toBe('done');

    expect((await browser.graphql(REMOVE, { tripId, bookingId: saved[2]!.id })).data).toEqual({ removeBooking: true });
    expect(codeOf(await browser.graphql(REMOVE, { tripId, bookingId: saved[2]!.id }))).toBe('NOT_FOUND');
  });

  it('saves nothing from a message with no booking, and says what it recognized', async () => {
    const { browser } = await signedInClient(server);
    const tripId = await tripOf(browser);
    // Without Gemini only the six formats are read, and the answer names them.
    expect((await browser.graphql('{ bookingsReadAnyFormat }')).data).toEqual({ bookingsReadAnyFormat: false });
    const stranger = await browser.graphql(ADD, { tripId, text: 'Hi! See you at the beach on Saturday.' });
    expect(stranger.errors?.[0]).toMatchObject({
      message: english(bookingMessages.noneFound),
      extensions: { code: 'BAD_USER_INPUT', recognized: [] },
    });
    const damaged = await browser.graphql(ADD, {
      tripId,
      text: sample('cebu-pacific').replace(/Departs.*\n/g, ''),
    });
    expect(damaged.errors?.[0]).toMatchObject({
      message: english(message(bookingMessages.recognizedOnly, { what: 'Cebu Pacific, K9D3WZ' })),
      extensions: { code: 'BAD_USER_INPUT', recognized: ['Cebu Pacific', 'K9D3WZ'] },
    });
    const preview = await browser.graphql<{ previewBookings: { recognized: string[]; bookings: [] } }>(PREVIEW, {
      tripId,
      text: sample('cebu-pacific').replace(/Departs.*\n/g, ''),
    });
    expect(preview.data!.previewBookings).toEqual({
      source: 'cebu_pacific',
      recognized: ['Cebu Pacific', 'K9D3WZ'],
      bookings: [],
    });
    for (const text of ['', '   ', 'x'.repeat(50_001)]) {
      expect(codeOf(await browser.graphql(PREVIEW, { tripId, text })), `${text.length}`).toBe('BAD_USER_INPUT');
    }
    expect((await browser.graphql<{ trip: { bookings: [] } }>(BOOKINGS, { id: tripId })).data!.trip.bookings).toEqual(
      [],
    );
  });

  it('lets editors add, viewers only read, and strangers see nothing', async () => {
    const owner = await signedInClient(server);
    const editor = await signedInClient(server);
    const viewer = await signedInClient(server);
    const stranger = await signedInClient(server);
    const tripId = await tripOf(owner.browser);
    await addCoTraveler(server, owner, tripId, editor, 'editor');
    await addCoTraveler(server, owner, tripId, viewer, 'viewer');

    const added = await editor.browser.graphql<{ addBookings: { id: number }[] }>(ADD, {
      tripId,
      text: sample('klook'),
    });
    expect(added.errors).toBeUndefined();
    const bookingId = added.data!.addBookings[0]!.id;
    for (const member of [owner, viewer]) {
      const read = await member.browser.graphql<{ trip: { bookings: { kind: string; day: number }[] } }>(BOOKINGS, {
        id: tripId,
      });
      expect(read.data!.trip.bookings.map(({ kind, day }) => [kind, day])).toEqual([['activity', 3]]);
    }
    expect(codeOf(await viewer.browser.graphql(PREVIEW, { tripId, text: sample('klook') }))).toBe('FORBIDDEN');
    expect(codeOf(await viewer.browser.graphql(ADD, { tripId, text: sample('klook') }))).toBe('FORBIDDEN');
    expect(codeOf(await viewer.browser.graphql(REMOVE, { tripId, bookingId }))).toBe('FORBIDDEN');

    expect(codeOf(await stranger.browser.graphql(PREVIEW, { tripId, text: sample('klook') }))).toBe('NOT_FOUND');
    expect(codeOf(await stranger.browser.graphql(ADD, { tripId, text: sample('klook') }))).toBe('NOT_FOUND');
    expect(codeOf(await stranger.browser.graphql(REMOVE, { tripId, bookingId }))).toBe('NOT_FOUND');
    expect(codeOf(await stranger.browser.graphql(BOOKINGS, { id: tripId }))).toBe('NOT_FOUND');
    // A booking id from another trip is not found on the stranger's own trip either.
    const ownTrip = await tripOf(stranger.browser);
    expect(codeOf(await stranger.browser.graphql(REMOVE, { tripId: ownTrip, bookingId }))).toBe('NOT_FOUND');
    expect(
      (await owner.browser.graphql<{ trip: { bookings: [] } }>(BOOKINGS, { id: tripId })).data!.trip.bookings,
    ).toHaveLength(1);

    // An API token reads bookings with its trip, but adding them is for the web session.
    const token = await partnerClient(server, owner.browser, ['TRIPS_READ', 'TRIPS_WRITE']);
    expect(codeOf(await token.graphql(ADD, { tripId, text: sample('klook') }))).toBe('FORBIDDEN');
  });

  it('takes the text out of an uploaded .eml or PDF for the paste box, and refuses what it cannot read', async () => {
    const owner = await signedInClient(server);
    const viewer = await signedInClient(server);
    const stranger = await signedInClient(server);
    const tripId = await tripOf(owner.browser);
    await addCoTraveler(server, owner, tripId, viewer, 'viewer');
    const upload = (client: TestClient, fileName: string, bytes: Buffer | string) =>
      client.post<{ text?: string; message?: string }>(`/api/trips/${tripId}/booking-file`, {
        fileName,
        content: Buffer.from(bytes).toString('base64'),
      });

    const pdf = await upload(owner.browser, 'booking.pdf', textPdf(sample('agoda').split('\n')));
    expect(pdf.status, JSON.stringify(pdf.body)).toBe(200);
    const preview = await owner.browser.graphql<{ previewBookings: { bookings: Found[] } }>(PREVIEW, {
      tripId,
      text: pdf.body.text,
    });
    expect(preview.data!.previewBookings.bookings.map((found) => found.stay?.name)).toEqual(['Sample Shinjuku Hotel']);
    const eml = await upload(owner.browser, 'itinerary.eml', sample('klook'));
    expect(eml.body.text).toContain('Tokyo Disneyland 1-Day Passport');

    expect(await upload(owner.browser, 'booking.docx', 'PK\u0003\u0004')).toMatchObject({
      status: 400,
      body: { message: english(bookingMessages.fileKind) },
    });
    expect(await upload(owner.browser, 'booking.pdf', '%PDF-1.4 broken')).toMatchObject({
      status: 400,
      body: { message: english(bookingMessages.fileUnreadable) },
    });
    expect(await upload(owner.browser, 'big.pdf', Buffer.alloc(2 * 1024 * 1024 + 1, 32))).toMatchObject({
      status: 400,
      body: { message: english(bookingMessages.fileTooLarge) },
    });
    expect((await upload(owner.browser, 'huge.pdf', Buffer.alloc(3 * 1024 * 1024, 32))).status).toBe(413);
    expect((await owner.browser.post(`/api/trips/${tripId}/booking-file`, { fileName: 7 })).status).toBe(400);
    expect((await upload(viewer.browser, 'itinerary.eml', sample('klook'))).status).toBe(403);
    expect((await upload(stranger.browser, 'itinerary.eml', sample('klook'))).status).toBe(404);
    expect((await upload(TestClient.for(server), 'itinerary.eml', sample('klook'))).status).toBe(401);
  });

  it('keeps a canceled trip’s bookings final and a trip to 50 bookings', async () => {
    const { browser } = await signedInClient(server);
    const canceled = await tripOf(browser);
    expect((await browser.request('PATCH', `/api/trips/${canceled}/status`, { status: 'canceled' })).status).toBe(200);
    expect(codeOf(await browser.graphql(ADD, { tripId: canceled, text: sample('klook') }))).toBe('CONFLICT');

    const tripId = await tripOf(browser);
    for (let added = 0; added < 25; added += 1) {
      expect((await browser.graphql(ADD, { tripId, text: sample('philippine-airlines') })).errors).toBeUndefined();
    }
    const full = await browser.graphql(ADD, { tripId, text: sample('klook') });
    expect(full.errors?.[0]).toMatchObject({
      message: 'A trip can hold at most 50 bookings. Remove one first.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
