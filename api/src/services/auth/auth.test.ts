// The auth service on a real database, called directly: the guard future
// trip, generation and dashboard operations call, password hashing, and the
// unique-index race.
import { english } from '../../lib/messages.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { createLogger } from '../../lib/logger.js';
import { createMailer } from '../../lib/mailer.js';
import { newAccount, PASSWORD } from '../../test/accounts.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { argon2Hasher, createAuthService, messages, publicUser, type PasswordHasher } from './auth.js';

const meta = { ip: '203.0.113.7', locale: 'en' as const };

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('the auth service', () => {
  let server: TestServer;

  function service(passwords: PasswordHasher = argon2Hasher) {
    const logger = createLogger('silent');
    const { prisma, pool } = server.database;
    return createAuthService({
      prisma,
      pool,
      logger,
      mailer: createMailer({ config: server.config, logger, prisma }),
      publicUrl: server.config.publicUrl,
      rateLimitMultiplier: 1000,
      passwords,
    });
  }

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  describe('requireVerifiedUser, the guard for protected operations', () => {
    it('refuses a signed-out caller with UNAUTHENTICATED (401)', async () => {
      const auth = service();
      for (const userId of [null, 987_654]) {
        const error = await rejection(auth.requireVerifiedUser(userId));
        expect(error.code).toBe('UNAUTHENTICATED');
        expect(error.status).toBe(401);
        expect(error.message).toBe(english(messages.signedOut));
      }
    });

    it('refuses an unverified user with FORBIDDEN (403) and requiresVerification', async () => {
      const auth = service();
      const user = await auth.register(newAccount(), meta);
      const error = await rejection(auth.requireVerifiedUser(user.id));
      expect(error.code).toBe('FORBIDDEN');
      expect(error.status).toBe(403);
      expect(error.message).toBe('Please verify your email address first.');
      expect(error.details).toEqual({ requiresVerification: true });
      // Signed in is enough for requireSignedIn.
      expect((await auth.requireSignedIn(user.id)).id).toBe(user.id);
    });

    it('lets a verified user through', async () => {
      const auth = service();
      const user = await auth.register(newAccount(), meta);
      await server.database.prisma.user.update({ where: { id: user.id }, data: { isVerified: true } });
      expect(publicUser(await auth.requireVerifiedUser(user.id))).toEqual({ ...publicUser(user), isVerified: true });
    });
  });

  it('stores passwords as argon2id (19 MiB, 2 passes, 1 lane), never as given', async () => {
    const auth = service();
    const user = await auth.register(newAccount(), meta);
    expect(user.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user.password).not.toContain(PASSWORD);
    expect(await argon2Hasher.verify(user.password, PASSWORD)).toBe(true);
    expect(publicUser(user)).not.toHaveProperty('password');
  });

  it('verifies a password hash even for an unknown username, so timing does not tell', async () => {
    const verified: string[] = [];
    const counting: PasswordHasher = {
      hash: argon2Hasher.hash,
      verify: async (hashed, password) => {
        verified.push(hashed);
        return argon2Hasher.verify(hashed, password);
      },
    };
    const auth = service(counting);
    const account = newAccount();
    await auth.register(account, meta);

    const unknown = await rejection(auth.login({ username: 'nobody_by_that_name', password: PASSWORD }, meta));
    const wrong = await rejection(auth.login({ username: account.username, password: 'Wrong-Password-1' }, meta));
    for (const error of [unknown, wrong]) {
      expect(error.code).toBe('UNAUTHENTICATED');
      expect(error.message).toBe('Invalid username or password');
    }
    expect(verified).toHaveLength(2);
    // The stand-in hash costs what a real one does.
    expect(verified[0]).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('maps a unique-index race (P2002) to the same 409 as the early check', async () => {
    // Both sign-ups pass the duplicate check before either inserts: the hasher
    // holds each one until the other has arrived too.
    function barrierHasher() {
      let release!: () => void;
      const bothArrived = new Promise<void>((resolve) => (release = resolve));
      const hasher = {
        arrived: 0,
        hash: async (password: string) => {
          if (++hasher.arrived === 2) release();
          await Promise.race([bothArrived, new Promise((resolve) => setTimeout(resolve, 5000))]);
          return argon2Hasher.hash(password);
        },
        verify: argon2Hasher.verify,
      };
      return hasher;
    }

    for (const [field, message] of [
      ['username', english(messages.usernameTaken)],
      ['email', english(messages.emailTaken)],
    ] as const) {
      const barrier = barrierHasher();
      const auth = service(barrier);
      const first = newAccount();
      const second = newAccount();
      if (field === 'username') second.username = first.username.toUpperCase();
      else second.email = first.email.toUpperCase();
      const results = await Promise.allSettled([auth.register(first, meta), auth.register(second, meta)]);
      expect(barrier.arrived).toBe(2);
      expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')!.reason;
      expect(failure).toBeInstanceOf(AppError);
      expect(failure).toMatchObject({ code: 'CONFLICT', message });
    }
  });
});
