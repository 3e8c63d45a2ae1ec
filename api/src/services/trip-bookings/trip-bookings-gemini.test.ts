// Bookings read by Gemini (GEMINI_API_KEY set), over GraphQL and the SMTP receiver on a real database,
// with the real SDK against the Gemini stand-in: a travel agency's confirmation that no offline format
// reads is previewed and saved (source gemini, the save finding what the preview showed); the six
// offline formats never reach Gemini; every way Gemini fails is "No booking found", saving nothing.
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { english, message } from '../../lib/messages.js';
import {
  apiError,
  bookingsFromPrompt,
  modelAnswer,
  startGeminiStandIn,
  type GeminiCall,
  type GeminiReply,
  type GeminiStandIn,
} from '../../planners/gemini-stand-in.js';
import {
  ADD_BOOKINGS as ADD,
  PREVIEW_BOOKINGS as PREVIEW,
  BOOKING_SAMPLES,
  bookingSample as sample,
  TRIP_BOOKINGS as BOOKINGS,
} from '../../test/bookings.js';
import { forwardedSample, startTestMailReceiver } from '../../test/forwarding.js';
import type { TestClient } from '../../test/http-client.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { sampleSaveBody, signedInClient } from '../../test/trips.js';
import type { MailReceiver } from '../../http/mail-receiver.js';
import { bookingMessages } from './trip-bookings.js';

const DOMAIN = 'trips.lakbay.example.ph';
/** The travel agency's confirmation with another agency reference: a text Gemini has not read yet. */
let agencyMessages = 0;
const freshAgencyText = () =>
  sample('travel-agency').replace('BKT-2026-04417', `BKT-2026-${String((agencyMessages += 1)).padStart(5, '0')}`);

const RENEW = `mutation ($tripId: Int!) { renewBookingMailbox(tripId: $tripId) { address } }`;

interface Found {
  kind: string;
  day: number | null;
  reference: string | null;
  flight: { flightNumber: string; from: { airport: string; zone: string | null } } | null;
  stay: { name: string } | null;
  activity: { name: string } | null;
}
const summary = (found: Found[]) =>
  found.map((booking) => [
    booking.kind,
    booking.day,
    booking.flight?.flightNumber ?? booking.stay?.name ?? booking.activity?.name,
    booking.reference,
  ]);

const AGENCY_BOOKINGS = [
  ['flight', 1, 'SQ 917', '6QH2ZL'],
  ['flight', 5, 'SQ 916', '6QH2ZL'],
  ['stay', 1, 'Sample Bugis Boutique Hotel', 'HB-77120'],
  ['activity', 3, 'Gardens by the Bay and Cloud Forest (half day)', 'GBT-5521'],
];

/** What a well-behaved model answers. */
const wellBehaved = (call: GeminiCall) => modelAnswer(bookingsFromPrompt(call));

describe('bookings read by Gemini', () => {
  let server: TestServer;
  let standIn: GeminiStandIn;
  let receiver: MailReceiver;
  let reply: (call: GeminiCall) => GeminiReply = wellBehaved;

  beforeAll(async () => {
    standIn = await startGeminiStandIn((call) => reply(call));
    server = await startTestServer(
      {
        GEMINI_API_KEY: 'test-key',
        GEMINI_BASE_URL: standIn.baseUrl,
        MAIL_RECEIVER_PORT: '0',
        MAIL_RECEIVER_DOMAIN: DOMAIN,
      },
      {
        overrides: { geminiBookings: { deadlineMs: 500, retry: { attempts: 2, initialDelay: 0.01, maxDelay: 0.05 } } },
      },
    );
    receiver = await startTestMailReceiver(server, DOMAIN);
  });
  afterAll(async () => {
    await receiver?.stop();
    await server?.stop();
    await standIn?.stop();
  });
  beforeEach(() => {
    reply = wellBehaved;
  });

  async function tripOf(browser: TestClient) {
    const saved = await browser.post<{ id: number }>(
      '/api/trips',
      sampleSaveBody({ startDate: '2026-12-01', duration: 8 }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    return saved.body.id;
  }

  const savedOn = async (browser: TestClient, id: number) =>
    (await browser.graphql<{ trip: { bookings: (Found & { source: string })[] } }>(BOOKINGS, { id })).data!.trip
      .bookings;

  it('previews a confirmation no offline format reads, and saves what the preview showed', async () => {
    const { browser } = await signedInClient(server);
    const tripId = await tripOf(browser);
    const text = sample('travel-agency');
    const asked = standIn.calls.length;

    const preview = await browser.graphql<{
      previewBookings: { source: string; recognized: string[]; bookings: Found[] };
    }>(PREVIEW, { tripId, text });
    expect(preview.errors).toBeUndefined();
    expect(preview.data!.previewBookings.source).toBe('gemini');
    expect(preview.data!.previewBookings.recognized).toEqual([]);
    expect(summary(preview.data!.previewBookings.bookings)).toEqual(AGENCY_BOOKINGS);
    // The airports' zones are Lakbay's own, from api/data/airports.json.
    expect(preview.data!.previewBookings.bookings[0]!.flight!.from).toMatchObject({
      airport: 'MNL',
      zone: 'Asia/Manila',
    });
    expect(standIn.calls).toHaveLength(asked + 1);
    expect(await savedOn(browser, tripId)).toEqual([]);

    // Saving reads the text again and finds the answer the preview showed, even if Gemini now fails.
    reply = () => apiError(503, 'The model is overloaded.');
    const added = await browser.graphql<{ addBookings: (Found & { source: string })[] }>(ADD, { tripId, text });
    expect(added.errors).toBeUndefined();
    expect(summary(added.data!.addBookings)).toEqual(AGENCY_BOOKINGS);
    expect(added.data!.addBookings.map((booking) => booking.source)).toEqual(Array(4).fill('gemini'));
    expect(standIn.calls).toHaveLength(asked + 1);
    expect(await savedOn(browser, tripId)).toEqual(added.data!.addBookings);

    // The calendar file shows them like any others.
    const calendar = await (await browser.fetch(`/api/trips/${tripId}/calendar.ics`)).text();
    expect(calendar).toContain('✈ SQ 917 MNL → SIN');
    expect(calendar).toContain('Stay: Sample Bugis Boutique Hotel');
  });

  it('never asks Gemini about the six formats read offline', async () => {
    const { browser } = await signedInClient(server);
    const tripId = await tripOf(browser);
    reply = () => apiError(500, 'Gemini was asked about an offline format');
    const asked = standIn.calls.length;
    for (const name of BOOKING_SAMPLES) {
      const preview = await browser.graphql<{ previewBookings: { source: string; bookings: Found[] } }>(PREVIEW, {
        tripId,
        text: sample(name),
      });
      expect(preview.data!.previewBookings.source, name).toBe(name.replaceAll('-', '_'));
      expect(preview.data!.previewBookings.bookings.length, name).toBeGreaterThan(0);
    }
    expect(standIn.calls).toHaveLength(asked);
  });

  const failures: [string, (call: GeminiCall) => GeminiReply][] = [
    ['an error', () => apiError(500, 'Internal error')],
    ['429 past the retries', () => apiError(429, 'Resource has been exhausted (e.g. check quota).')],
    ['no answer before the deadline', () => 'hang'],
    ['nonsense', () => modelAnswer('I found a flight on SQ 917! <b>Enjoy</b>')],
    [
      'an answer the schema refuses',
      (call) => {
        const answer = bookingsFromPrompt(call);
        return modelAnswer({ ...answer, flights: [{ ...answer.flights[0]!, flightNumber: 'Singapore Airlines 917' }] });
      },
    ],
    [
      'markup in an answer',
      (call) => {
        const answer = bookingsFromPrompt(call);
        return modelAnswer({
          ...answer,
          stays: [{ ...answer.stays[0]!, name: '<a href="https://evil.example">Hotel</a>' }],
        });
      },
    ],
  ];
  it('tells the web that any format may be read', async () => {
    const { browser } = await signedInClient(server);
    expect((await browser.graphql('{ bookingsReadAnyFormat }')).data).toEqual({ bookingsReadAnyFormat: true });
  });

  for (const [what, failing] of failures) {
    it(`answers "No booking found" and saves nothing when Gemini gives ${what}`, async () => {
      const { browser } = await signedInClient(server);
      const tripId = await tripOf(browser);
      reply = failing;
      const text = freshAgencyText();
      const preview = await browser.graphql<{ previewBookings: unknown }>(PREVIEW, { tripId, text });
      expect(preview.errors).toBeUndefined();
      expect(preview.data!.previewBookings).toEqual({ source: null, recognized: [], bookings: [] });
      const added = await browser.graphql(ADD, { tripId, text });
      // Not the offline list of formats: with Gemini, any confirmation may be read.
      expect(added.errors?.[0]).toMatchObject({
        message: english(bookingMessages.noneFoundAnyFormat),
        extensions: { code: 'BAD_USER_INPUT', recognized: [] },
      });
      expect(await savedOn(browser, tripId)).toEqual([]);
    });
  }

  it('asks Gemini about a known sender’s message it could not read, and says what it recognized when Gemini finds nothing', async () => {
    const { browser } = await signedInClient(server);
    const tripId = await tripOf(browser);
    const asked = standIn.calls.length;
    const damaged = sample('cebu-pacific').replace(/Departs.*\n/g, '');
    const added = await browser.graphql(ADD, { tripId, text: damaged });
    expect(added.errors?.[0]).toMatchObject({
      message: english(message(bookingMessages.recognizedOnly, { what: 'Cebu Pacific, K9D3WZ' })),
      extensions: { code: 'BAD_USER_INPUT', recognized: ['Cebu Pacific', 'K9D3WZ'] },
    });
    expect(standIn.calls).toHaveLength(asked + 1);
    expect(await savedOn(browser, tripId)).toEqual([]);
  });

  it('reads a forwarded confirmation with Gemini too, and bounces it when Gemini finds nothing', async () => {
    const { browser } = await signedInClient(server);
    const tripId = await tripOf(browser);
    const renewed = await browser.graphql<{ renewBookingMailbox: { address: string } }>(RENEW, { tripId });
    const address = renewed.data!.renewBookingMailbox.address;
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: receiver.port,
      secure: false,
      ignoreTLS: true,
    });

    await transport.sendMail(forwardedSample('travel-agency', address));
    const saved = await savedOn(browser, tripId);
    expect(summary(saved)).toEqual(AGENCY_BOOKINGS);
    expect(saved.map((booking) => booking.source)).toEqual(Array(4).fill('gemini'));

    reply = () => 'hang';
    const bounced = await transport
      .sendMail({ ...forwardedSample('travel-agency', address), subject: 'Another one', text: freshAgencyText() })
      .then(
        () => null,
        (error: { responseCode?: number; response?: string }) => error,
      );
    expect(bounced).toMatchObject({ responseCode: 550 });
    expect(bounced!.response).toContain('No booking found');
    expect(await savedOn(browser, tripId)).toHaveLength(4);
  });
});
