// The profile page's operations over real HTTP: full name, password change
// (other sessions signed out), e-mail change (verified again by mail) and
// account deletion (trips, tokens and sessions go with it).
import { english } from '../../lib/messages.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../services/auth/auth.js';
import { latestToken, newAccount, outboxFor, PASSWORD } from '../../test/accounts.js';
import { TestClient } from '../../test/http-client.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { sampleSaveBody, signedInClient } from '../../test/trips.js';

const ME = `{ me { username email fullName isVerified } }`;
const UPDATE_PROFILE = `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { fullName } }`;
const CHANGE_PASSWORD = `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { message } }`;
const CHANGE_EMAIL = `mutation ($input: ChangeEmailInput!) { changeEmail(input: $input) { email isVerified } }`;
const DELETE_ACCOUNT = `mutation ($password: String!) { deleteAccount(password: $password) }`;
const NEW_PASSWORD = 'Bagong-Lihim-2027';

/** A verified account signed in on two browsers. */
async function twoBrowsers(server: TestServer) {
  const account = newAccount('profile');
  const laptop = TestClient.for(server);
  const { status } = await laptop.post('/api/register', account);
  expect(status).toBe(201);
  await laptop.get(`/api/verify-email?token=${await latestToken(server, account.email, '/verify-email')}`);
  const phone = TestClient.for(server);
  expect((await phone.post('/api/login', { username: account.username, password: PASSWORD })).status).toBe(200);
  return { account, laptop, phone };
}

describe('the profile over GraphQL', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('changes and clears the full name', async () => {
    const { browser } = await signedInClient(server);
    expect((await browser.graphql(UPDATE_PROFILE, { input: { fullName: '  Maria Clara  ' } })).data).toEqual({
      updateProfile: { fullName: 'Maria Clara' },
    });
    expect((await browser.graphql(UPDATE_PROFILE, { input: { fullName: '' } })).data).toEqual({
      updateProfile: { fullName: null },
    });
    expect((await browser.graphql(UPDATE_PROFILE, { input: { fullName: 'x'.repeat(101) } })).errors?.[0]).toMatchObject(
      {
        message: 'Full name must be at most 100 characters',
        extensions: { code: 'BAD_USER_INPUT' },
      },
    );
    expect(
      (await TestClient.for(server).graphql(UPDATE_PROFILE, { input: { fullName: 'x' } })).errors?.[0],
    ).toMatchObject({
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('changes the password with the current one and signs out the other sessions', async () => {
    const { account, laptop, phone } = await twoBrowsers(server);
    const wrong = await laptop.graphql(CHANGE_PASSWORD, {
      input: { currentPassword: 'not-it', newPassword: NEW_PASSWORD },
    });
    expect(wrong.errors?.[0]).toMatchObject({
      message: english(messages.wrongPassword),
      extensions: { code: 'BAD_USER_INPUT', field: 'currentPassword' },
    });
    const weak = await laptop.graphql(CHANGE_PASSWORD, { input: { currentPassword: PASSWORD, newPassword: 'short' } });
    expect(weak.errors?.[0]).toMatchObject({ message: 'Password must be at least 8 characters long' });
    const common = await laptop.graphql(CHANGE_PASSWORD, {
      input: { currentPassword: PASSWORD, newPassword: 'Sunshine1' },
    });
    expect(common.errors?.[0]).toMatchObject({
      message: english(messages.commonPassword),
      extensions: { code: 'BAD_USER_INPUT', field: 'newPassword' },
    });

    const changed = await laptop.graphql(CHANGE_PASSWORD, {
      input: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(changed).toEqual({ data: { changePassword: { message: english(messages.passwordChanged) } } });
    expect((await laptop.graphql(ME)).data).toMatchObject({ me: { username: account.username } });
    expect((await phone.graphql(ME)).data).toEqual({ me: null });

    const again = TestClient.for(server);
    expect((await again.post('/api/login', { username: account.username, password: PASSWORD })).status).toBe(401);
    expect((await again.post('/api/login', { username: account.username, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('changes the e-mail address, which must then be verified again', async () => {
    const { account, laptop } = await twoBrowsers(server);
    const { browser: other } = await signedInClient(server);
    const otherEmail = (await other.graphql<{ me: { email: string } }>(ME)).data!.me.email;
    expect(
      (await laptop.graphql(CHANGE_EMAIL, { input: { email: otherEmail, password: PASSWORD } })).errors?.[0],
    ).toMatchObject({
      message: english(messages.emailTaken),
      extensions: { code: 'CONFLICT' },
    });
    expect(
      (await laptop.graphql(CHANGE_EMAIL, { input: { email: account.email, password: PASSWORD } })).errors?.[0],
    ).toMatchObject({ message: english(messages.sameEmail) });
    expect(
      (await laptop.graphql(CHANGE_EMAIL, { input: { email: 'new@example.ph', password: 'wrong' } })).errors?.[0],
    ).toMatchObject({ message: english(messages.wrongPassword) });

    const newEmail = `NEW.${account.email}`;
    const changed = await laptop.graphql(CHANGE_EMAIL, { input: { email: newEmail, password: PASSWORD } });
    expect(changed).toEqual({ data: { changeEmail: { email: newEmail.toLowerCase(), isVerified: false } } });
    expect((await laptop.graphql('{ tripCounts { upcoming } }')).errors?.[0]).toMatchObject({
      extensions: { code: 'FORBIDDEN', requiresVerification: true },
    });
    const [mail] = await outboxFor(server, newEmail.toLowerCase());
    expect(mail?.subject).toBe('Verify your new Lakbay email address');
    await laptop.get(`/api/verify-email?token=${await latestToken(server, newEmail.toLowerCase(), '/verify-email')}`);
    expect((await laptop.graphql(ME)).data).toMatchObject({ me: { isVerified: true, email: newEmail.toLowerCase() } });
  });

  it('deletes the account with its trips, tokens and every session', async () => {
    const { account, laptop, phone } = await twoBrowsers(server);
    await laptop.post('/api/trips', sampleSaveBody());
    await laptop.graphql(`mutation { createApiToken(input: { name: "x", scopes: [TRIPS_READ] }) { token } }`);
    const user = await server.database.prisma.user.findUniqueOrThrow({ where: { email: account.email } });

    expect((await laptop.graphql(DELETE_ACCOUNT, { password: 'wrong' })).errors?.[0]).toMatchObject({
      message: english(messages.wrongPassword),
    });
    expect(await laptop.graphql(DELETE_ACCOUNT, { password: PASSWORD })).toEqual({ data: { deleteAccount: true } });
    expect(laptop.sessionId).toBeUndefined();
    expect((await phone.graphql(ME)).data).toEqual({ me: null });
    const { prisma } = server.database;
    expect(await prisma.user.count({ where: { id: user.id } })).toBe(0);
    expect(await prisma.trip.count({ where: { userId: user.id } })).toBe(0);
    expect(await prisma.apiToken.count({ where: { userId: user.id } })).toBe(0);
    expect(await prisma.session.count({ where: { sess: { path: ['userId'], equals: user.id } } })).toBe(0);
    expect(
      (await TestClient.for(server).post('/api/login', { username: account.username, password: PASSWORD })).status,
    ).toBe(401);
  });
});
