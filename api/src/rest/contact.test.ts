// POST /api/contact and POST /api/newsletter over real HTTP: public, 201 with
// the confirmation, the row stored with its trip types, the team
// notification and the acknowledgement in the development outbox, the form's
// validation messages, limits per client and per recipient address, and a 4xx
// (never a 5xx) for any malformed body.
import { english } from '../lib/messages.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/env.js';
import { contactMessages, contactNotifyAddress } from '../services/contact/contact.js';
import { TestClient } from '../test/http-client.js';
import { startTestServer, type TestServer } from '../test/test-server.js';

const valid = {
  fullName: 'Maria Santos',
  email: 'Maria.Santos@Example.ph',
  phone: '+63 917 123 4567',
  travelDetails: 'Family of four to Tokyo in April, about 5 days, mid-range hotels.',
};

describe('the contact form over REST', () => {
  let server: TestServer;
  const client = () => TestClient.for(server);
  const rows = () => server.database.prisma.contactSubmission.findMany({ orderBy: { id: 'asc' } });

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  it('stores a request from a signed-out visitor and answers 201 with the spec message', async () => {
    const response = await client().post('/api/contact', {
      ...valid,
      agreeToTerms: true,
      tripTypes: ['friends', 'family', 'friends'],
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.any(Number), message: english(contactMessages.submitted) });
    expect(response.body.message).toBe(
      "Your inquiry has been submitted successfully! We'll contact you within 24 hours.",
    );
    const stored = await server.database.prisma.contactSubmission.findUniqueOrThrow({
      where: { id: response.body.id as number },
    });
    // Extra fields are dropped; the e-mail is trimmed and lower-cased; trip types are kept once each, in the form's order.
    expect(stored).toEqual({
      id: response.body.id,
      fullName: 'Maria Santos',
      email: 'maria.santos@example.ph',
      phone: '+63 917 123 4567',
      travelDetails: valid.travelDetails,
      tripTypes: ['family', 'friends'],
      createdAt: expect.any(Date),
    });
  });

  it('mails the request to the team (the MAIL_FROM address when CONTACT_NOTIFY_EMAIL is unset) and thanks the sender in fixed words', async () => {
    const response = await client().post('/api/contact', {
      ...valid,
      fullName: '<script>alert("x")</script> & Co',
      email: 'script@example.ph',
      travelDetails: 'Boracay <b>beach</b> week,\nfour friends.',
      tripTypes: ['friends'],
    });
    expect(response.status).toBe(201);
    await server.app.services.contact.idle();
    const mails = await server.database.prisma.outboxEmail.findMany({ orderBy: { id: 'asc' } });
    const notification = mails.find(
      (mail) => mail.subject === `New contact request #${response.body.id} from <script>alert("x")</script> & Co`,
    );
    expect(notification?.to).toBe('no-reply@lakbay.local');
    expect(notification?.text).toContain('Email: script@example.ph');
    expect(notification?.text).toContain('Trip types: friends');
    expect(notification?.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(notification?.html).toContain('Boracay &lt;b&gt;beach&lt;/b&gt; week,<br>four friends.');
    expect(notification?.html).not.toMatch(/<script|<b>/);

    // Anyone can type any address into the form: the acknowledgement carries none of the sender's own words,
    // so the form cannot relay a message to a stranger.
    const acknowledgement = mails.find((mail) => mail.to === 'script@example.ph');
    expect(acknowledgement?.subject).toBe('We received your Lakbay travel inquiry');
    expect(acknowledgement?.text).toContain("we'll contact you within 24 hours");
    expect(acknowledgement?.text).toContain('Trip types: friends');
    for (const body of [acknowledgement!.text, acknowledgement!.html]) {
      expect(body).not.toMatch(/script|Co,|Boracay|beach|four friends/);
    }
  });

  it.each([
    ['an unknown trip type', ['solo', 'honeymoon'], 'tripTypes.1'],
    ['trip types in capitals', ['Solo'], 'tripTypes.0'],
    ['trip types as text', 'solo', 'tripTypes'],
    ['too many trip types', Array(11).fill('solo'), 'tripTypes'],
  ])('refuses %s with a 400 and stores nothing', async (_label, tripTypes, field) => {
    const before = (await rows()).length;
    const response = await client().post('/api/contact', { ...valid, tripTypes });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: english('validation:contact.tripTypes'), field });
    expect(response.body.message).toBe('Trip types must be a list of: solo, couple, family, friends, business.');
    expect((await rows()).length).toBe(before);
  });

  it('keeps to the spec’s contract: without trip types (or with null) the request is stored with none', async () => {
    for (const body of [valid, { ...valid, tripTypes: null }, { ...valid, tripTypes: [] }]) {
      const response = await client().post('/api/contact', body);
      expect(response.status).toBe(201);
      expect((await rows()).at(-1)).toMatchObject({ id: response.body.id, tripTypes: [] });
    }
  });

  it.each([
    ['a 1-letter name', 'fullName', 'M', 'Name must be at least 2 characters.'],
    ['a 1-letter name in spaces', 'fullName', '  M  ', 'Name must be at least 2 characters.'],
    ['a 101-letter name', 'fullName', 'x'.repeat(101), 'Name must be at most 100 characters.'],
    ['an e-mail without a domain', 'email', 'maria@', 'Please enter a valid email address.'],
    ['a 261-character e-mail', 'email', `${'m'.repeat(250)}@example.ph`, 'Please enter a valid email address.'],
    ['a 5-digit phone', 'phone', '12345', 'Please provide a valid phone number.'],
    ['a phone in words', 'phone', 'call me', 'Please provide a valid phone number.'],
    ['a phone without digits', 'phone', '+(63)--', 'Please provide a valid phone number.'],
    ['a 31-digit phone', 'phone', '1'.repeat(31), 'Please provide a valid phone number.'],
    ['5-letter trip details', 'travelDetails', 'Tokyo', 'Please provide more details about your dream trip.'],
    [
      '5,001-letter trip details',
      'travelDetails',
      'x'.repeat(5001),
      'Please keep your trip details under 5,000 characters.',
    ],
  ])('refuses %s with the form message', async (_label, field, value, message) => {
    const before = (await rows()).length;
    const response = await client().post('/api/contact', { ...valid, [field]: value });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message, field });
    expect((await rows()).length).toBe(before);
  });

  it('accepts the shortest valid values and drops control characters', async () => {
    const response = await client().post('/api/contact', {
      fullName: 'Al\u0000',
      email: 'al@example.ph',
      phone: '123456',
      travelDetails: 'Cebu trip\u0007!\nTwo nights.',
    });
    expect(response.status).toBe(201);
    const stored = (await rows()).at(-1)!;
    expect(stored).toMatchObject({ fullName: 'Al', phone: '123456', travelDetails: 'Cebu trip!\nTwo nights.' });
  });

  it('answers every malformed body with a 4xx and a message, never a 5xx (fuzz)', async () => {
    const junk: unknown[] = [
      null,
      true,
      0,
      -1.5,
      1e308,
      '',
      ' ',
      '\u0000',
      '\ud800\udfff\ud800',
      'x'.repeat(60_000),
      [],
      ['Maria Santos'],
      {},
      { $gt: '' },
      { toString: 'x' },
    ];
    const statuses: number[] = [];
    for (const field of Object.keys(valid)) {
      for (const value of junk) {
        const response = await client().post('/api/contact', { ...valid, [field]: value });
        const label = `${field} = ${JSON.stringify(value)?.slice(0, 60)}`;
        // Some junk is a fine value (a name of odd characters): stored, 201.
        expect([201, 400], label).toContain(response.status);
        if (response.status === 400) expect(typeof response.body.message, label).toBe('string');
        statuses.push(response.status);
      }
      const missing = Object.fromEntries(Object.entries(valid).filter(([key]) => key !== field));
      expect((await client().post('/api/contact', missing)).status).toBe(400);
    }
    for (const raw of ['not json', '[1, 2]', 'null', '"text"', '42', '{"__proto__": {"x": 1}}', '{"a":'.repeat(5)]) {
      const response = await client().post('/api/contact', raw);
      expect(response.status, raw).toBeGreaterThanOrEqual(400);
      expect(response.status, raw).toBeLessThan(500);
    }
    const before = (await rows()).length;
    const tooLarge = await client().post('/api/contact', { ...valid, travelDetails: 'x'.repeat(200_000) });
    expect(tooLarge.status).toBe(413);
    const text = await client().fetch('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify(valid),
    });
    expect(text.status).toBe(415);
    expect((await rows()).length).toBe(before);
    expect(statuses.filter((status) => status === 400).length).toBeGreaterThan(50);
  }, 60_000);

  it('signs an address up for the newsletter once, with the same answer every time', async () => {
    const first = await client().post('/api/newsletter', { email: ' Juan@Example.PH ' });
    expect(first).toMatchObject({
      status: 200,
      body: { email: 'juan@example.ph', message: english(contactMessages.subscribed) },
    });
    const again = await client().post('/api/newsletter', { email: 'juan@example.ph' });
    expect(again.body).toEqual(first.body);
    expect(await server.database.prisma.newsletterSubscription.count({ where: { email: 'juan@example.ph' } })).toBe(1);
    const bad = await client().post('/api/newsletter', { email: 'juan' });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Please enter a valid email address.' } });
  });
});

describe('the contact form rate limit', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_MULTIPLIER: '1', TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await server.stop();
  });

  const fromAddress = (ip: string) => TestClient.for(server, { 'x-forwarded-for': ip });
  const traveler = (i: number) => ({ ...valid, email: `traveler.${i}@example.ph` });

  it('takes 5 requests an hour from one client address, then answers 429 without storing', async () => {
    const client = fromAddress('198.51.100.1');
    // Invalid requests do not count against the limit.
    for (let i = 0; i < 3; i++) expect((await client.post('/api/contact', { ...valid, phone: '1' })).status).toBe(400);
    for (let i = 0; i < 5; i++) expect((await client.post('/api/contact', traveler(i))).status).toBe(201);
    const limited = await client.post('/api/contact', traveler(5));
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Too many attempts. Please try again in 60 minutes.');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(await server.database.prisma.contactSubmission.count()).toBe(5);
    // GraphQL shares the same budget.
    const graph = await client.graphql(
      'mutation ($input: ContactRequestInput!) { submitContactRequest(input: $input) { id } }',
      { input: traveler(6) },
    );
    expect(graph.errors?.[0]?.extensions.code).toBe('RATE_LIMITED');
  });

  it('takes 3 requests an hour for one recipient address, from any client address, then answers 429', async () => {
    const recipient = { ...valid, email: 'someone.else@example.ph' };
    const before = await server.database.prisma.contactSubmission.count();
    for (let i = 0; i < 3; i++) {
      expect((await fromAddress(`203.0.113.${i}`).post('/api/contact', recipient)).status).toBe(201);
    }
    const limited = await fromAddress('203.0.113.99').post('/api/contact', {
      ...recipient,
      email: 'Someone.Else@Example.ph',
    });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Too many attempts. Please try again in 60 minutes.');
    await server.app.services.contact.idle();
    expect(await server.database.prisma.contactSubmission.count()).toBe(before + 3);
    expect(await server.database.prisma.outboxEmail.count({ where: { to: 'someone.else@example.ph' } })).toBe(3);
  });
});

describe('the team address for contact requests', () => {
  it('is CONTACT_NOTIFY_EMAIL, else the address in MAIL_FROM', () => {
    const address = (env: Record<string, string>) => contactNotifyAddress(loadConfig({ NODE_ENV: 'test', ...env }));
    expect(address({})).toBe('no-reply@lakbay.local');
    expect(address({ MAIL_FROM: 'Lakbay Team <team@lakbay.example.ph>' })).toBe('team@lakbay.example.ph');
    expect(address({ MAIL_FROM: 'team@lakbay.example.ph' })).toBe('team@lakbay.example.ph');
    expect(address({ CONTACT_NOTIFY_EMAIL: 'quotes@lakbay.example.ph', MAIL_FROM: 'x <y@z.ph>' })).toBe(
      'quotes@lakbay.example.ph',
    );
    expect(() => loadConfig({ CONTACT_NOTIFY_EMAIL: 'quotes at lakbay' })).toThrow(ConfigError);
    expect(() => loadConfig({ CONTACT_NOTIFY_EMAIL: 'quotes at lakbay' })).toThrow(
      'CONTACT_NOTIFY_EMAIL: must be an e-mail address',
    );
  });
});
