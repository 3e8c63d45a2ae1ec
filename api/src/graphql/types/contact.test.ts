// `submitContactRequest` and `subscribeNewsletter` over real HTTP: the same
// service as POST /api/contact and /api/newsletter, with BAD_USER_INPUT and the
// form's messages for bad input; the request's two e-mails over real SMTP, and a
// request kept when the mail server is down.
import { english } from '../../lib/messages.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../services/contact/contact.js';
import { TestClient } from '../../test/http-client.js';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp-server.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

const SUBMIT = `mutation ($input: ContactRequestInput!) { submitContactRequest(input: $input) { id message } }`;
const SUBSCRIBE = `mutation ($email: String!) { subscribeNewsletter(email: $email) { email message } }`;

const valid = {
  fullName: 'Jose Rizal',
  email: 'jose@example.ph',
  phone: '(02) 8123 4567',
  travelDetails: 'Two weeks in Spain and Italy next autumn, museums and food.',
};

describe('contact and newsletter over GraphQL', () => {
  let server: TestServer;
  const client = () => TestClient.for(server);

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  it('stores a quote request from a signed-out visitor', async () => {
    const result = await client().graphql<{ submitContactRequest: { id: number; message: string } }>(SUBMIT, {
      input: valid,
    });
    expect(result.errors).toBeUndefined();
    const { id, message } = result.data!.submitContactRequest;
    expect(message).toBe(english(contactMessages.submitted));
    expect(await server.database.prisma.contactSubmission.findUnique({ where: { id } })).toMatchObject(valid);
  });

  it('answers bad input with BAD_USER_INPUT and the form message', async () => {
    const result = await client().graphql(SUBMIT, { input: { ...valid, travelDetails: 'Spain' } });
    expect(result.errors?.[0]).toMatchObject({
      message: 'Please provide more details about your dream trip.',
      extensions: { code: 'BAD_USER_INPUT', field: 'travelDetails' },
    });
    const missing = await client().post('/graphql', { query: SUBMIT, variables: { input: { fullName: 'Jo' } } });
    expect(missing.status).toBe(400);
  });

  it('subscribes an address once, also when the same sign-up arrives several times at once', async () => {
    const answers = await Promise.all(
      ['Ana@Example.ph', 'ana@example.ph', ' ANA@EXAMPLE.PH', 'ana@example.ph'].map((email) =>
        client().graphql<{ subscribeNewsletter: { email: string; message: string } }>(SUBSCRIBE, { email }),
      ),
    );
    for (const answer of answers) {
      expect(answer).toEqual({
        data: { subscribeNewsletter: { email: 'ana@example.ph', message: english(contactMessages.subscribed) } },
      });
    }
    const rows = await server.database.prisma.newsletterSubscription.findMany();
    expect(rows).toEqual([{ id: expect.any(Number), email: 'ana@example.ph', createdAt: expect.any(Date) }]);

    const bad = await client().graphql(SUBSCRIBE, { email: 'ana at example' });
    expect(bad.errors?.[0]).toMatchObject({
      message: 'Please enter a valid email address.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('a quote request’s e-mails over SMTP', () => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  const team = 'quotes@lakbay.example.ph';

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    server = await startTestServer({ SMTP_URL: smtp.url, CONTACT_NOTIFY_EMAIL: team });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });

  it('stores the trip types and mails the team and the traveler, escaping their words in HTML', async () => {
    const input = {
      ...valid,
      fullName: 'Ana <script>alert(1)</script>',
      email: 'ana.reyes@example.ph',
      tripTypes: ['couple', 'solo'],
    };
    const result = await TestClient.for(server).graphql<{ submitContactRequest: { id: number } }>(SUBMIT, { input });
    expect(result.errors).toBeUndefined();
    const { id } = result.data!.submitContactRequest;
    expect(await server.database.prisma.contactSubmission.findUnique({ where: { id } })).toMatchObject({
      email: 'ana.reyes@example.ph',
      tripTypes: ['solo', 'couple'],
    });

    await server.app.services.contact.idle();
    const notification = smtp.inbox.find((received) => received.to.includes(team));
    expect(notification?.from).toBe('no-reply@lakbay.local');
    expect(notification?.mail.headers.get('subject')).toBe(
      `New contact request #${id} from Ana <script>alert(1)</script>`,
    );
    expect(notification?.mail.text).toContain('Phone: (02) 8123 4567');
    expect(notification?.mail.text).toContain('Trip types: solo, couple');
    expect(notification?.mail.text).toContain(valid.travelDetails);
    expect(notification?.mail.html).toContain('Ana &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(notification?.mail.html).not.toContain('<script');

    const acknowledgement = smtp.inbox.find((received) => received.to.includes('ana.reyes@example.ph'));
    expect(acknowledgement?.mail.headers.get('subject')).toBe('We received your Lakbay travel inquiry');
    expect(acknowledgement?.mail.text).toMatch(/^Hello,\r?\n/);
    expect(acknowledgement?.mail.text).toContain('Trip types: solo, couple');
    for (const body of [acknowledgement!.mail.text, acknowledgement!.mail.html]) {
      expect(body).not.toMatch(/Ana|script|8123/);
      expect(body).not.toContain(valid.travelDetails);
    }
    expect(smtp.inbox).toHaveLength(2);
  });

  it('refuses a trip type the form does not offer, before storing anything', async () => {
    const before = await server.database.prisma.contactSubmission.count();
    const response = await TestClient.for(server).post<{ errors: { message: string }[] }>('/graphql', {
      query: SUBMIT,
      variables: { input: { ...valid, tripTypes: ['honeymoon'] } },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors[0]?.message).toMatch(/Value "honeymoon" does not exist in "ContactTripType" enum/);
    expect(await server.database.prisma.contactSubmission.count()).toBe(before);
  });

  it('keeps the request when the mail server is down', async () => {
    const down = await startTestSmtpServer();
    await down.stop();
    const offline = await startTestServer(
      { SMTP_URL: down.url, CONTACT_NOTIFY_EMAIL: team },
      { shareDatabaseWith: server },
    );
    try {
      const result = await TestClient.for(offline).graphql<{ submitContactRequest: { id: number; message: string } }>(
        SUBMIT,
        { input: { ...valid, tripTypes: ['business'] } },
      );
      expect(result.errors).toBeUndefined();
      expect(result.data!.submitContactRequest.message).toBe(english(contactMessages.submitted));
      // Both sends fail (and are logged); the request stays stored.
      await offline.app.services.contact.idle();
      expect(
        await server.database.prisma.contactSubmission.findUnique({
          where: { id: result.data!.submitContactRequest.id },
        }),
      ).toMatchObject({ ...valid, tripTypes: ['business'] });
    } finally {
      await offline.stop();
    }
  });
});
