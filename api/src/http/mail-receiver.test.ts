// Forwarded confirmations end to end (issue 31): the owner gives a trip its address, nodemailer
// sends a Cebu Pacific confirmation to the SMTP receiver, and the flights appear on the trip.
// A guessed, forged, renewed or closed address is refused at RCPT TO; a message with no booking
// bounces with why; an oversized one 552; a flood 451; nothing lands on another trip.
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.js';
import { sampleSaveBody, signedInClient } from '../test/trips.js';
import type { TestClient } from '../test/http-client.js';
import { forwardedSample, startTestMailReceiver } from '../test/forwarding.js';
import type { MailReceiver } from './mail-receiver.js';

const DOMAIN = 'trips.lakbay.example.ph';
const RENEW = `mutation ($tripId: Int!) { renewBookingMailbox(tripId: $tripId) { address createdAt } }`;
const CLOSE = `mutation ($tripId: Int!) { closeBookingMailbox(tripId: $tripId) }`;
const BOOKINGS = `query ($id: Int!) { trip(id: $id) { bookingMailbox { address } bookings { id flight { flightNumber } } } }`;

describe('forwarding confirmations to a trip', () => {
  let server: TestServer;
  let receiver: MailReceiver;

  beforeAll(async () => {
    server = await startTestServer({
      MAIL_RECEIVER_PORT: '0',
      MAIL_RECEIVER_DOMAIN: DOMAIN,
      RATE_LIMIT_MULTIPLIER: '1',
    });
    receiver = await startTestMailReceiver(server, DOMAIN);
  });
  afterAll(async () => {
    await receiver?.stop();
    await server?.stop();
  });

  const transport = () =>
    nodemailer.createTransport({ host: '127.0.0.1', port: receiver.port, secure: false, ignoreTLS: true });

  /** Sends a message; answers the server's reply, or the refusal's code and text. */
  async function send(message: SendMailOptions) {
    try {
      const info = await transport().sendMail(message);
      return { ok: true as const, response: info.response };
    } catch (error) {
      const failure = error as { responseCode?: number; response?: string };
      return { ok: false as const, code: failure.responseCode, response: failure.response ?? '' };
    }
  }

  async function tripWithAddress(browser: TestClient) {
    const saved = await browser.post<{ id: number }>(
      '/api/trips',
      sampleSaveBody({ startDate: '2026-12-01', duration: 8 }),
    );
    const renewed = await browser.graphql<{ renewBookingMailbox: { address: string } }>(RENEW, {
      tripId: saved.body.id,
    });
    expect(renewed.errors).toBeUndefined();
    return { tripId: saved.body.id, address: renewed.data!.renewBookingMailbox.address };
  }

  const bookingsOf = async (browser: TestClient, id: number) =>
    (
      await browser.graphql<{ trip: { bookings: { flight: { flightNumber: string } | null }[] } }>(BOOKINGS, { id })
    ).data!.trip.bookings.map((booking) => booking.flight?.flightNumber);

  it('adds the flights of a forwarded confirmation to the trip', async () => {
    const { browser } = await signedInClient(server);
    const { tripId, address } = await tripWithAddress(browser);
    expect(address).toMatch(new RegExp(`^trip\\+[0-9a-f]{24}\\.[0-9a-f]{24}@${DOMAIN.replaceAll('.', '\\.')}$`));
    const sent = await send(forwardedSample('cebu-pacific', address));
    expect(sent).toMatchObject({ ok: true });
    expect(await bookingsOf(browser, tripId)).toEqual(['5J 5054', '5J 5055']);
    // A mail server that writes the address in capitals still reaches the trip.
    expect(await send(forwardedSample('klook', address.toUpperCase()))).toMatchObject({ ok: true });
    expect(await bookingsOf(browser, tripId)).toHaveLength(3);
  });

  it('refuses a guessed, forged, renewed or closed address before any data, and keeps trips apart', async () => {
    const owner = await signedInClient(server);
    const other = await signedInClient(server);
    const { tripId, address } = await tripWithAddress(owner.browser);
    const theirs = await tripWithAddress(other.browser);
    const local = address.slice(0, address.indexOf('@'));
    const flipped = (text: string) => text.slice(0, -1) + (text.endsWith('0') ? '1' : '0');
    for (const to of [
      `${flipped(local)}@${DOMAIN}`,
      `trip+${'0'.repeat(24)}.${'0'.repeat(24)}@${DOMAIN}`,
      `${local}@another.example.ph`,
      `hello@${DOMAIN}`,
    ]) {
      expect(await send(forwardedSample('klook', to)), to).toMatchObject({ ok: false, code: 550 });
    }
    const renewed = await owner.browser.graphql<{ renewBookingMailbox: { address: string } }>(RENEW, { tripId });
    expect(await send(forwardedSample('klook', address))).toMatchObject({ ok: false, code: 550 });
    expect(await send(forwardedSample('klook', renewed.data!.renewBookingMailbox.address))).toMatchObject({ ok: true });
    expect((await owner.browser.graphql(CLOSE, { tripId })).data).toEqual({ closeBookingMailbox: true });
    expect(await send(forwardedSample('klook', renewed.data!.renewBookingMailbox.address))).toMatchObject({
      ok: false,
      code: 550,
    });
    expect(await bookingsOf(other.browser, theirs.tripId)).toEqual([]);
    // Only the owner sees or makes the address.
    expect((await other.browser.graphql(RENEW, { tripId })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });

  it('bounces a message with no booking with why, an oversized one, and a flood', async () => {
    const { browser } = await signedInClient(server);
    const { tripId, address } = await tripWithAddress(browser);
    const none = await send({ from: 'friend@example.ph', to: address, subject: 'Beach', text: 'See you Saturday!' });
    expect(none).toMatchObject({ ok: false, code: 550 });
    expect(none.response).toContain('No booking found');
    const big = await send({ ...forwardedSample('klook', address), text: 'x'.repeat(2 * 1024 * 1024 + 10) });
    expect(big).toMatchObject({ ok: false, code: 552 });
    // The trip's address takes 20 messages an hour (the bounced one counted too).
    const codes: (number | undefined)[] = [];
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const sent = await send(forwardedSample('klook', address));
      codes.push(sent.ok ? 250 : sent.code);
    }
    expect(codes.slice(0, 19).every((code) => code === 250)).toBe(true);
    expect(codes[19]).toBe(451);
    expect(await bookingsOf(browser, tripId)).toHaveLength(19);
  });
});
