// Rate limits, with the production numbers, across two app instances ("server
// processes") over one database. Each test speaks from its own client
// addresses (X-Forwarded-For behind one trusted proxy).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, PASSWORD } from '../../test/accounts.js';
import { TestClient } from '../../test/http-client.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { defaultAuthRateLimits } from './rate-limits.js';

const env = { RATE_LIMIT_MULTIPLIER: '1', TRUST_PROXY: '1' };
let ipCounter = 0;
/** A fresh address of the benchmarking range 198.18.0.0/15 (enough for the ceiling test's hundred). */
const newIp = () => `198.18.${++ipCounter >> 8}.${ipCounter & 255}`;

describe('rate limits shared by every server process', () => {
  let first: TestServer;
  let second: TestServer;
  /** Alternates between the two servers. */
  let turn = 0;
  const from = (ip: string) => TestClient.for(turn++ % 2 ? second : first, { 'x-forwarded-for': ip });

  beforeAll(async () => {
    first = await startTestServer(env);
    second = await startTestServer(env, { shareDatabaseWith: first });
  });
  afterAll(async () => {
    await second?.stop();
    await first?.stop();
  });

  function expectLimited(response: { status: number; headers: Headers; body: unknown }, windowSeconds: number) {
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    expect(response.body).toEqual({
      message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes?\.$/),
      retryAfterSeconds: retryAfter,
    });
  }

  it('stops 5 failed sign-ins on a username from one address, and only that address', async () => {
    const account = newAccount();
    expect((await from(newIp()).post('/api/register', account)).status).toBe(201);
    const attacker = newIp();
    const { points, durationSeconds } = defaultAuthRateLimits.loginFailuresPerUsernameAndIp;
    expect(points).toBe(5);
    for (let i = 0; i < points; i++) {
      const attempt = await from(attacker).post('/api/login', { username: account.username, password: `wrong-${i}` });
      expect(attempt.status).toBe(401);
    }
    // From that address even the right password waits...
    const right = { username: account.username.toUpperCase(), password: PASSWORD };
    expectLimited(await from(attacker).post('/api/login', right), durationSeconds);
    // ...while the owner, anywhere else, signs in as usual: a stranger cannot lock them out.
    expect((await from(newIp()).post('/api/login', right)).status).toBe(200);
  });

  it('stops guessing on one username from many addresses at a looser ceiling, which sign-ins do not spend', async () => {
    const account = newAccount();
    expect((await from(newIp()).post('/api/register', account)).status).toBe(201);
    const { points, durationSeconds } = defaultAuthRateLimits.loginFailuresPerUsername;
    expect(points).toBe(100);
    const signIn = async () =>
      expect((await from(newIp()).post('/api/login', { username: account.username, password: PASSWORD })).status).toBe(
        200,
      );
    for (let i = 0; i < points; i++) {
      const attempt = await from(newIp()).post('/api/login', { username: account.username, password: `wrong-${i}` });
      expect(attempt.status).toBe(401);
      if (i % 25 === 0) await signIn();
    }
    expectLimited(
      await from(newIp()).post('/api/login', { username: account.username, password: PASSWORD }),
      durationSeconds,
    );
  });

  it('forgets the failures from an address after a successful sign-in from it', async () => {
    const account = newAccount();
    const ip = newIp();
    expect((await from(ip).post('/api/register', account)).status).toBe(201);
    const fail = () => from(ip).post('/api/login', { username: account.username, password: 'wrong' });
    for (let i = 0; i < 4; i++) expect((await fail()).status).toBe(401);
    expect((await from(ip).post('/api/login', { username: account.username, password: PASSWORD })).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await fail()).status).toBe(401);
  });

  it('limits sign-in attempts per client address', async () => {
    const ip = newIp();
    const { points, durationSeconds } = defaultAuthRateLimits.loginPerIp;
    for (let i = 0; i < points; i++) {
      const attempt = await from(ip).post('/api/login', { username: `user_${i}`, password: 'whatever' });
      expect(attempt.status).toBe(401);
    }
    expectLimited(await from(ip).post('/api/login', { username: 'another', password: 'whatever' }), durationSeconds);
    expect((await from(newIp()).post('/api/login', { username: 'another', password: 'whatever' })).status).toBe(401);
  });

  it('counts the address the proxy saw, whatever the client forged into X-Forwarded-For', async () => {
    const ip = newIp();
    const { points, durationSeconds } = defaultAuthRateLimits.registerPerIp;
    // The proxy appends the address it saw to the header the client sent; the client changes its part every time.
    const forging = (i: number) => from(`203.0.113.${i}, ${ip}`);
    for (let i = 0; i < points; i++) expect((await forging(i).post('/api/register', newAccount())).status).toBe(201);
    expectLimited(await forging(points).post('/api/register', newAccount()), durationSeconds);
  });

  it('limits sign-ups per client address', async () => {
    const ip = newIp();
    const { points, durationSeconds } = defaultAuthRateLimits.registerPerIp;
    for (let i = 0; i < points; i++) expect((await from(ip).post('/api/register', newAccount())).status).toBe(201);
    expectLimited(await from(ip).post('/api/register', newAccount()), durationSeconds);
    expect((await from(newIp()).post('/api/register', newAccount())).status).toBe(201);
  });

  for (const path of ['/api/forgot-password', '/api/resend-verification']) {
    it(`limits ${path} per address, the same way whether or not it has an account`, async () => {
      const account = newAccount();
      await from(newIp()).post('/api/register', account);
      const rule =
        path === '/api/forgot-password'
          ? defaultAuthRateLimits.forgotPasswordPerEmail
          : defaultAuthRateLimits.resendVerificationPerEmail;
      for (const email of [account.email, `nobody.${randomBytes(3).toString('hex')}@example.ph`]) {
        for (let i = 0; i < rule.points; i++) expect((await from(newIp()).post(path, { email })).status).toBe(200);
        expectLimited(await from(newIp()).post(path, { email: email.toUpperCase() }), rule.durationSeconds);
      }
    });

    it(`limits ${path} per client address`, async () => {
      const ip = newIp();
      const rule =
        path === '/api/forgot-password'
          ? defaultAuthRateLimits.forgotPasswordPerIp
          : defaultAuthRateLimits.resendVerificationPerIp;
      const email = () => `someone.${randomBytes(4).toString('hex')}@example.ph`;
      for (let i = 0; i < rule.points; i++) expect((await from(ip).post(path, { email: email() })).status).toBe(200);
      expectLimited(await from(ip).post(path, { email: email() }), rule.durationSeconds);
    });
  }

  it('reports RATE_LIMITED with retryAfterSeconds over GraphQL', async () => {
    const email = `graph.${randomBytes(4).toString('hex')}@example.ph`;
    const forgot = 'mutation ($email: String!) { forgotPassword(email: $email) { message } }';
    for (let i = 0; i < 3; i++) expect((await from(newIp()).graphql(forgot, { email })).errors).toBeUndefined();
    const limited = await from(newIp()).graphql(forgot, { email });
    expect(limited.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Too many attempts/),
      extensions: { code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) },
    });
  });

  it('keeps its counters in the migrated rate_limits table, with hashed keys', async () => {
    const account = newAccount();
    const ip = newIp();
    await from(ip).post('/api/forgot-password', { email: account.email });
    const rows = await first.database.prisma.rateLimit.findMany();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.key).toMatch(/^\w+:[0-9a-f]{64}$/);
      expect(row.key).not.toContain(ip);
      expect(row.expire).toBeGreaterThan(BigInt(Date.now()));
    }
    expect(rows.some((row) => row.key.startsWith('forgotPasswordPerEmail:'))).toBe(true);
  });
});
