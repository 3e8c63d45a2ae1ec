// `submitContactRequest` and `subscribeNewsletter` over real HTTP: the same
// service as POST /api/contact and /api/newsletter, with BAD_USER_INPUT and the
// form's messages for bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../services/contact/contact.js';
import { TestClient } from '../../test/http-client.js';
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
    expect(message).toBe(contactMessages.submitted);
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
        data: { subscribeNewsletter: { email: 'ana@example.ph', message: contactMessages.subscribed } },
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
