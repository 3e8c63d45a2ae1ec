// The account mutations over GraphQL: same service and session as REST, errors
// as `extensions.code`.
import { english } from '../../lib/messages.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../services/auth/auth.js';
import { latestToken, newAccount, PASSWORD } from '../../test/accounts.js';
import { TestClient } from '../../test/http-client.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

const USER_FIELDS = 'id username email fullName isVerified';
const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { ${USER_FIELDS} } }`;
const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { ${USER_FIELDS} } }`;
const ME = `{ me { ${USER_FIELDS} } }`;

describe('account mutations over GraphQL', () => {
  let server: TestServer;
  const client = () => TestClient.for(server);

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  it('registers, reads `me`, logs out and logs back in, sharing the session with REST', async () => {
    const browser = client();
    const account = newAccount('Graph');
    const registered = await browser.graphql(REGISTER, { input: account });
    expect(registered.errors).toBeUndefined();
    const user = registered.data!.register;
    expect(user).toEqual({
      id: expect.any(Number),
      username: account.username,
      email: account.email.toLowerCase(),
      fullName: account.fullName,
      isVerified: false,
    });
    expect(browser.sessionId).toBeDefined();
    expect((await browser.graphql(ME)).data).toEqual({ me: user });
    expect((await browser.get('/api/user')).body).toEqual(user);

    const first = browser.sessionId;
    expect((await browser.graphql('mutation { logout }')).data).toEqual({ logout: true });
    expect((await browser.graphql(ME)).data).toEqual({ me: null });
    expect((await browser.get('/api/user')).status).toBe(401);

    const login = await browser.graphql(LOGIN, {
      input: { username: account.username.toUpperCase(), password: PASSWORD },
    });
    expect(login.data).toEqual({ login: user });
    expect(browser.sessionId).toBeDefined();
    expect(browser.sessionId).not.toBe(first);
    expect((await browser.get('/api/user')).body).toEqual(user);
  });

  it('reports failures with codes and the spec messages', async () => {
    const account = newAccount();
    await client().graphql(REGISTER, { input: account });
    const cases: [string, Record<string, unknown>, string, string][] = [
      [
        LOGIN,
        { input: { username: account.username, password: 'wrong-password' } },
        'UNAUTHENTICATED',
        'Invalid username or password',
      ],
      [
        LOGIN,
        { input: { username: 'no_such_user', password: PASSWORD } },
        'UNAUTHENTICATED',
        'Invalid username or password',
      ],
      [LOGIN, { input: { username: '', password: PASSWORD } }, 'BAD_USER_INPUT', 'Username is required'],
      [LOGIN, { input: { username: 'juan', password: '' } }, 'BAD_USER_INPUT', 'Password is required'],
      [
        REGISTER,
        { input: { ...newAccount(), username: account.username.toUpperCase() } },
        'CONFLICT',
        'Username already exists',
      ],
      [
        REGISTER,
        { input: { ...newAccount(), email: account.email.toUpperCase() } },
        'CONFLICT',
        'Email already registered',
      ],
      [
        REGISTER,
        { input: { ...newAccount(), password: 'short' } },
        'BAD_USER_INPUT',
        'Password must be at least 8 characters',
      ],
      [REGISTER, { input: { ...newAccount(), email: 'nope' } }, 'BAD_USER_INPUT', 'Please enter a valid email address'],
      [
        'mutation ($email: String!) { forgotPassword(email: $email) { message } }',
        { email: 'bad@' },
        'BAD_USER_INPUT',
        'Please enter a valid email address',
      ],
      [
        'mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { message } }',
        { input: { token: 'whatever', password: 'baseball' } },
        'BAD_USER_INPUT',
        english(messages.commonPassword),
      ],
      [
        'mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { message } }',
        { input: { token: 'whatever', password: 'Valid-Password-1' } },
        'BAD_USER_INPUT',
        english(messages.invalidResetLink),
      ],
      [
        'mutation ($token: String!) { verifyEmail(token: $token) { message alreadyVerified } }',
        { token: 'not-a-real-token' },
        'BAD_USER_INPUT',
        english(messages.invalidVerificationLink),
      ],
    ];
    for (const [query, variables, code, message] of cases) {
      const result = await client().graphql(query, variables);
      expect(result.errors?.[0], JSON.stringify(variables)).toMatchObject({ message, extensions: { code } });
    }
  });

  it('verifies the e-mail address and resets the password', async () => {
    const browser = client();
    const account = newAccount();
    await browser.graphql(REGISTER, { input: account });

    const same = 'mutation ($email: String!) { resendVerification(email: $email) { message } }';
    const known = await client().graphql(same, { email: account.email });
    const unknown = await client().graphql(same, { email: 'ghost@example.ph' });
    expect(known).toEqual(unknown);
    expect(known.data).toEqual({ resendVerification: { message: english(messages.verificationSent) } });

    const token = await latestToken(server, account.email, '/verify-email');
    const verify = 'mutation ($token: String!) { verifyEmail(token: $token) { message alreadyVerified } }';
    expect((await client().graphql(verify, { token })).data).toEqual({
      verifyEmail: { message: english(messages.verified), alreadyVerified: false },
    });
    expect((await browser.graphql(ME)).data).toMatchObject({ me: { isVerified: true } });
    expect((await browser.graphql(verify, { token })).data).toEqual({
      verifyEmail: { message: english(messages.alreadyVerified), alreadyVerified: true },
    });

    const forgot = 'mutation ($email: String!) { forgotPassword(email: $email) { message } }';
    expect((await client().graphql(forgot, { email: account.email })).data).toEqual(
      (await client().graphql(forgot, { email: 'ghost@example.ph' })).data,
    );
    const resetToken = await latestToken(server, account.email, '/reset-password');
    const reset = 'mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { message } }';
    const result = await client().graphql(reset, { input: { token: resetToken, password: 'Bagong-Password-7' } });
    expect(result.data).toEqual({ resetPassword: { message: english(messages.passwordReset) } });
    // The other session (the browser that registered) is signed out.
    expect((await browser.graphql(ME)).data).toEqual({ me: null });
    const login = await client().graphql(LOGIN, {
      input: { username: account.username, password: 'Bagong-Password-7' },
    });
    expect(login.data?.login).toMatchObject({ username: account.username, isVerified: true });
  });
});
