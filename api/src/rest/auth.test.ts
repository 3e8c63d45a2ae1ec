// The account endpoints (docs/product/accounts.md) over real HTTP, a real database and the
// development outbox (no SMTP_URL).
import { english } from '../lib/messages.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../http/session.js';
import { hashToken, messages } from '../services/auth/auth.js';
import { latestToken, newAccount, outboxFor, PASSWORD } from '../test/accounts.js';
import { TestClient } from '../test/http-client.js';
import { startTestServer, type TestServer } from '../test/test-server.js';

type Body = Record<string, unknown>;

describe('accounts over REST', () => {
  let server: TestServer;
  const client = () => TestClient.for(server);

  async function signedUp(account = newAccount()) {
    const browser = client();
    const response = await browser.post('/api/register', account);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return { browser, account, user: response.body as Body };
  }

  async function sessionCount(userId: unknown) {
    const rows = await server.database.prisma.$queryRaw<{ count: bigint }[]>`
      SELECT count(*) AS count FROM "session" WHERE sess->>'userId' = ${String(userId)}`;
    return Number(rows[0]!.count);
  }

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  it('signs up, reads the user, signs out and signs back in', async () => {
    const browser = client();
    const signedOut = await browser.get('/api/user');
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toEqual({ message: english(messages.signedOut) });

    const account = { ...newAccount('Maria'), email: 'Maria.Santos@Example.PH  ' };
    const registered = await browser.post('/api/register', account);
    expect(registered.status).toBe(201);
    const user = {
      id: expect.any(Number),
      username: account.username,
      email: 'maria.santos@example.ph',
      fullName: 'Juan dela Cruz',
      isVerified: false,
    };
    expect(registered.body).toEqual(user);
    expect(browser.sessionId).toBeDefined();
    expect((await browser.get('/api/user')).body).toEqual(registered.body);

    const loggedOut = await browser.post('/api/logout');
    expect(loggedOut.status).toBe(200);
    expect(browser.lastSetCookie.join()).toMatch(new RegExp(`${SESSION_COOKIE}=;.*Expires=Thu, 01 Jan 1970`));
    expect((await browser.get('/api/user')).status).toBe(401);

    // Unverified users sign in (200, isVerified false): the client confines them to /verify-email.
    const login = await browser.post('/api/login', { username: account.username.toUpperCase(), password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body).toEqual(registered.body);
    expect((await browser.get('/api/user')).body).toEqual(registered.body);
  });

  it('gives a new session id at every sign-in and destroys the session at sign-out', async () => {
    const { browser, account, user } = await signedUp();
    const first = browser.sessionId!;
    const login = await browser.post('/api/login', { username: account.username, password: PASSWORD });
    expect(login.status).toBe(200);
    const second = browser.sessionId!;
    expect(second).not.toBe(first);

    // The pre-login id is worth nothing now (no session fixation).
    const stale = client();
    stale.cookies.set(SESSION_COOKIE, first);
    expect((await stale.get('/api/user')).status).toBe(401);

    const copy = client();
    copy.cookies.set(SESSION_COOKIE, second);
    expect((await copy.get('/api/user')).status).toBe(200);
    expect(await sessionCount(user.id)).toBe(1);

    await browser.post('/api/logout');
    expect(await sessionCount(user.id)).toBe(0);
    expect((await copy.get('/api/user')).status).toBe(401);
  });

  it('sets the session cookie HttpOnly and SameSite=Lax, and Secure with the __Host- prefix only in production', async () => {
    const { browser } = await signedUp();
    const cookie = browser.lastSetCookie.find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Secure/);

    const production = await startTestServer({
      NODE_ENV: 'production',
      SESSION_SECRET: 'p'.repeat(40),
      MAIL_OUTBOX_IN_PRODUCTION: 'true',
      TRUST_PROXY: '1',
    });
    try {
      const behindTls = TestClient.for(production, { 'x-forwarded-proto': 'https' });
      expect((await behindTls.post('/api/register', newAccount())).status).toBe(201);
      const secureCookie = behindTls.lastSetCookie.find((c) => c.startsWith(`__Host-${SESSION_COOKIE}=`))!;
      expect(secureCookie).toMatch(/; Secure/);
      expect(secureCookie).toMatch(/; HttpOnly/);
      expect(secureCookie).toMatch(/; SameSite=Lax/);
      // What browsers require of a __Host- cookie: Secure, Path=/ and no Domain.
      expect(secureCookie).toMatch(/; Path=\/(;|$)/);
      expect(secureCookie).not.toMatch(/Domain=/i);
      expect((await behindTls.get('/api/user')).status).toBe(200);
      expect((await behindTls.post('/api/logout')).status).toBe(200);
      expect(behindTls.lastSetCookie.join()).toMatch(/^__Host-lakbay\.sid=;.*Expires=Thu, 01 Jan 1970/);
      // The development outbox does not exist in production.
      const outbox = await fetch(`${production.baseUrl}/dev/outbox`, { headers: { accept: 'text/html' } });
      expect(outbox.status).toBe(404);
      expect((await fetch(`${production.baseUrl}/dev/outbox/1`)).status).toBe(404);
    } finally {
      await production.stop();
    }
  });

  it('keeps usernames and e-mail addresses unique regardless of case', async () => {
    const { account } = await signedUp(newAccount('Pedro'));
    const sameName = await client().post('/api/register', {
      ...newAccount(),
      username: account.username.toUpperCase(),
    });
    expect(sameName.status).toBe(409);
    expect(sameName.body).toMatchObject({ message: 'Username already exists' });

    const sameEmail = await client().post('/api/register', { ...newAccount(), email: account.email.toUpperCase() });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body).toMatchObject({ message: 'Email already registered' });
  });

  it('lets only one of two simultaneous sign-ups with the same name through', async () => {
    const base = newAccount('Sabay');
    const results = await Promise.all([
      client().post('/api/register', { ...base, email: `a.${base.email}` }),
      client().post('/api/register', { ...base, username: base.username.toUpperCase(), email: `b.${base.email}` }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body).toMatchObject({ message: 'Username already exists' });
  });

  it('answers a wrong password and an unknown username with the same 401', async () => {
    const { account } = await signedUp();
    const wrongPassword = await client().post('/api/login', { username: account.username, password: 'Not-it-123' });
    const unknownUser = await client().post('/api/login', { username: 'nobody_here', password: PASSWORD });
    for (const response of [wrongPassword, unknownUser]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Invalid username or password' });
    }
  });

  it('answers validation failures with the spec messages', async () => {
    const cases: [string, unknown, string][] = [
      ['/api/login', {}, 'Username is required'],
      ['/api/login', { username: '   ', password: 'x' }, 'Username is required'],
      ['/api/login', { username: 'juan' }, 'Password is required'],
      ['/api/login', { username: 'juan', password: '' }, 'Password is required'],
      ['/api/register', { ...newAccount(), password: 'short' }, 'Password must be at least 8 characters'],
      ['/api/register', { ...newAccount(), email: 'not-an-email' }, 'Please enter a valid email address'],
      ['/api/register', { ...newAccount(), username: undefined }, 'Username is required'],
      ['/api/forgot-password', { email: 'juan@' }, 'Please enter a valid email address'],
      ['/api/forgot-password', {}, 'Please enter a valid email address'],
      ['/api/resend-verification', { email: 42 }, 'Please enter a valid email address'],
      ['/api/reset-password', { token: 'abc', password: 'Ab1' }, 'Password must be at least 8 characters long'],
      ['/api/reset-password', { token: 'abc', password: 'x'.repeat(257) }, 'Password must be at most 256 characters'],
      ['/api/register', { ...newAccount(), password: 'x'.repeat(257) }, 'Password must be at most 256 characters'],
      // The most common passwords are refused on every path, whatever their case (ASVS 6.2.4).
      ['/api/register', { ...newAccount(), password: 'password1' }, english(messages.commonPassword)],
      ['/api/register', { ...newAccount(), password: 'Iloveyou123' }, english(messages.commonPassword)],
      ['/api/reset-password', { token: 'abc', password: 'QWERTYUIOP' }, english(messages.commonPassword)],
      // No composition rule (ASVS 6.2.5): any 8 characters that are not common pass, and only the link is wrong.
      ['/api/reset-password', { token: 'abc', password: 'lowercase only words' }, english(messages.invalidResetLink)],
      ['/api/reset-password', { token: 'abc', password: 'NO-LOWER-CASE-OR-DIGIT' }, english(messages.invalidResetLink)],
    ];
    for (const [path, body, message] of cases) {
      const response = await client().post(path, body);
      expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect((response.body as Body).message, `${path} ${JSON.stringify(body)}`).toBe(message);
    }
  });

  it('does not reveal which e-mail addresses have accounts', async () => {
    const { account } = await signedUp();
    const unknown = 'nobody.at.all@example.ph';
    for (const path of ['/api/forgot-password', '/api/resend-verification']) {
      const known = await client().post(path, { email: account.email });
      const missing = await client().post(path, { email: unknown });
      expect(known.status).toBe(200);
      expect(missing.status).toBe(200);
      expect(known.body).toEqual(missing.body);
      expect(Object.keys(known.body)).toEqual(['message']);
    }
    expect((await client().post('/api/forgot-password', { email: unknown })).body).toEqual({
      message: 'If your email address is registered with us, you will receive a password reset link shortly',
    });
    expect(await outboxFor(server, unknown)).toEqual([]);
    // Known address: the verification mail, a reset mail and a second verification mail.
    expect((await outboxFor(server, account.email)).map((m) => m.subject)).toEqual([
      'Verify your Lakbay email address',
      'Reset your Lakbay password',
      'Verify your Lakbay email address',
    ]);
  });

  it('verifies an e-mail address once, with a hashed, expiring token', async () => {
    const { browser, account, user } = await signedUp();
    const token = await latestToken(server, account.email, '/verify-email');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
    const stored = await server.database.prisma.user.findUniqueOrThrow({ where: { id: user.id as number } });
    expect(stored.verificationToken).toBe(hashToken(token));
    expect(stored.verificationToken).not.toContain(token);
    const ttl = stored.verificationTokenExpiresAt!.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(23.9 * 3600_000);
    expect(ttl).toBeLessThanOrEqual(24 * 3600_000);

    // The link works signed out: the token is enough.
    const verified = await client().get(`/api/verify-email?token=${token}`);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ message: english(messages.verified) });
    expect((await browser.get('/api/user')).body).toMatchObject({ isVerified: true });
    const after = await server.database.prisma.user.findUniqueOrThrow({ where: { id: user.id as number } });
    expect(after.verificationToken).toBeNull();

    // Single use: a second click signed out is an error, signed in it is "already verified".
    const again = await client().get(`/api/verify-email?token=${token}`);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ message: english(messages.invalidVerificationLink) });
    const signedIn = await browser.get(`/api/verify-email?token=${token}`);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toEqual({ message: english(messages.alreadyVerified), alreadyVerified: true });

    // A verified user asking for another link gets the same answer and no e-mail.
    const before = (await outboxFor(server, account.email)).length;
    expect((await client().post('/api/resend-verification', { email: account.email })).status).toBe(200);
    expect(await outboxFor(server, account.email)).toHaveLength(before);

    expect((await client().get('/api/verify-email')).status).toBe(400);
    expect((await client().get('/api/verify-email?token=a&token=b')).status).toBe(400);
  });

  it('replaces the verification link on resend and rejects an expired one', async () => {
    const { account, user } = await signedUp();
    const first = await latestToken(server, account.email, '/verify-email');
    expect((await client().post('/api/resend-verification', { email: account.email.toUpperCase() })).status).toBe(200);
    const second = await latestToken(server, account.email, '/verify-email');
    expect(second).not.toBe(first);
    expect((await client().get(`/api/verify-email?token=${first}`)).status).toBe(400);

    await server.database.prisma.user.update({
      where: { id: user.id as number },
      data: { verificationTokenExpiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await client().get(`/api/verify-email?token=${second}`);
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject({ message: english(messages.invalidVerificationLink) });
    expect((await server.database.prisma.user.findUniqueOrThrow({ where: { id: user.id as number } })).isVerified).toBe(
      false,
    );
  });

  it('resets a password once, with the newest link only, and signs the account out elsewhere', async () => {
    const { browser: laptop, account, user } = await signedUp();
    const phone = client();
    expect((await phone.post('/api/login', { username: account.username, password: PASSWORD })).status).toBe(200);
    expect(await sessionCount(user.id)).toBe(2);

    const stranger = client();
    await stranger.post('/api/forgot-password', { email: account.email });
    const old = await latestToken(server, account.email, '/reset-password');
    await stranger.post('/api/forgot-password', { email: account.email });
    const token = await latestToken(server, account.email, '/reset-password');
    expect(token).not.toBe(old);
    const stored = await server.database.prisma.user.findUniqueOrThrow({ where: { id: user.id as number } });
    expect(stored.passwordResetToken).toBe(hashToken(token));
    const ttl = stored.passwordResetTokenExpiresAt!.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000);

    const newPassword = 'Bagong-Password-7';
    const replaced = await stranger.post('/api/reset-password', { token: old, password: newPassword });
    expect(replaced.status).toBe(400);
    expect(replaced.body).toEqual({ message: english(messages.invalidResetLink) });

    const reset = await stranger.post('/api/reset-password', { token, password: newPassword });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ message: english(messages.passwordReset) });
    expect(await sessionCount(user.id)).toBe(0);
    expect((await laptop.get('/api/user')).status).toBe(401);
    expect((await phone.get('/api/user')).status).toBe(401);
    const cleared = await server.database.prisma.user.findUniqueOrThrow({ where: { id: user.id as number } });
    expect(cleared.passwordResetToken).toBeNull();

    expect((await stranger.post('/api/reset-password', { token, password: 'Third-Password-9' })).status).toBe(400);
    expect((await client().post('/api/login', { username: account.username, password: PASSWORD })).status).toBe(401);
    expect((await client().post('/api/login', { username: account.username, password: newPassword })).status).toBe(200);
  });

  it('keeps the session of the browser that resets the password', async () => {
    const { browser, account, user } = await signedUp();
    const other = client();
    await other.post('/api/login', { username: account.username, password: PASSWORD });
    await browser.post('/api/forgot-password', { email: account.email });
    const token = await latestToken(server, account.email, '/reset-password');
    expect((await browser.post('/api/reset-password', { token, password: 'Bagong-Password-7' })).status).toBe(200);
    expect((await browser.get('/api/user')).status).toBe(200);
    expect((await other.get('/api/user')).status).toBe(401);
    expect(await sessionCount(user.id)).toBe(1);
  });

  it('rejects an expired reset link', async () => {
    const { account, user } = await signedUp();
    await client().post('/api/forgot-password', { email: account.email });
    const token = await latestToken(server, account.email, '/reset-password');
    await server.database.prisma.user.update({
      where: { id: user.id as number },
      data: { passwordResetTokenExpiresAt: new Date(Date.now() - 1000) },
    });
    const response = await client().post('/api/reset-password', { token, password: 'Bagong-Password-7' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: english(messages.invalidResetLink) });
  });

  it('shows kept e-mail at /dev/outbox, newest first, with clickable links', async () => {
    const { account } = await signedUp({ ...newAccount(), fullName: '<b>Bold</b> & "quoted"' });
    // The name greets only a verified address (issue #33 S6): the reset mail after verifying has it.
    const verifyToken = await latestToken(server, account.email, '/verify-email');
    expect((await client().get(`/api/verify-email?token=${verifyToken}`)).status).toBe(200);
    await client().post('/api/forgot-password', { email: account.email });
    const [reset, verification] = await outboxFor(server, account.email);
    expect(reset!.html).toContain('&lt;b&gt;Bold&lt;/b&gt; &amp; &quot;quoted&quot;');
    expect(reset!.html).not.toContain('<b>Bold</b>');
    expect(verification!.html).not.toContain('Bold');

    const list = await fetch(`${server.baseUrl}/dev/outbox`);
    expect(list.status).toBe(200);
    expect(list.headers.get('content-type')).toMatch(/text\/html/);
    const html = await list.text();
    const resetAt = html.indexOf(`/dev/outbox/${reset!.id}"`);
    const verificationAt = html.indexOf(`/dev/outbox/${verification!.id}"`);
    expect(resetAt).toBeGreaterThan(-1);
    expect(verificationAt).toBeGreaterThan(resetAt);
    const resetToken = await latestToken(server, account.email, '/reset-password');
    expect(html).toContain(`<a href="${server.config.publicUrl}/reset-password?token=${resetToken}">`);

    const one = await fetch(`${server.baseUrl}/dev/outbox/${verification!.id}`);
    expect(one.status).toBe(200);
    const page = await one.text();
    expect(page).toContain('Verify your Lakbay email address');
    expect(page).toMatch(/<a href="http:\/\/localhost:\d+\/verify-email\?token=[\w-]+">/);
    expect(page).not.toContain('<b>Bold</b>');
    expect((await fetch(`${server.baseUrl}/dev/outbox/999999`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/dev/outbox/abc`)).status).toBe(404);
  });

  it('answers malformed, mistyped, missing and huge fields with a 4xx, never a 5xx', async () => {
    const { account } = await signedUp();
    const huge = 'x'.repeat(90_000);
    const values: unknown[] = [
      null,
      true,
      0,
      -1,
      1e308,
      '',
      ' ',
      huge,
      [],
      ['a'],
      {},
      { $ne: null },
      '\u0000',
      '😀'.repeat(500),
    ];
    const endpoints: [string, string[]][] = [
      ['/api/login', ['username', 'password']],
      ['/api/register', ['username', 'email', 'fullName', 'password']],
      ['/api/forgot-password', ['email']],
      ['/api/resend-verification', ['email']],
      ['/api/reset-password', ['token', 'password']],
    ];
    const valid: Record<string, unknown> = {
      username: account.username,
      email: account.email,
      fullName: 'Juan',
      password: 'Valid-Password-1',
      token: 'x'.repeat(43),
    };
    const wholeBodies = ['null', '[]', '"text"', '42', 'true', '{"a":', '{}', JSON.stringify([valid])];
    let requests = 0;
    for (const [path, fields] of endpoints) {
      for (const raw of wholeBodies) {
        const response = await client().post(path, raw);
        requests++;
        expect(response.status, `${path} ${raw}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${path} ${raw}`).toBeLessThan(500);
      }
      for (const field of fields) {
        for (const value of values) {
          const body = { ...Object.fromEntries(fields.map((f) => [f, valid[f]])), [field]: value };
          const response = await client().post(path, body);
          requests++;
          const label = `${path} ${field}=${JSON.stringify(value)?.slice(0, 40)}`;
          expect(response.status, label).toBeLessThan(500);
          expect(typeof (response.body as Body).message, label).toBe('string');
          // fullName is optional: an empty or missing one is fine; everything else here is wrong.
          if (!(field === 'fullName' && (value === null || value === '' || value === ' '))) {
            expect(response.status, label).toBeGreaterThanOrEqual(400);
          }
        }
        const without = Object.fromEntries(fields.filter((f) => f !== field).map((f) => [f, valid[f]]));
        const response = await client().post(path, without);
        requests++;
        if (field !== 'fullName') expect(response.status, `${path} without ${field}`).toBe(400);
        expect(response.status).toBeLessThan(500);
      }
    }
    for (const query of ['token=', `token=${huge.slice(0, 5000)}`, 'token[a]=1', 'token=%00']) {
      const response = await client().get(`/api/verify-email?${query}`);
      requests++;
      expect(response.status, query).toBe(400);
    }
    expect(requests).toBeGreaterThan(180);
  });
});
