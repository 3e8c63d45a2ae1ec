// Accounts: sign-up, sign-in, e-mail verification, password reset, and the
// guards every protected operation calls. GraphQL (graphql/types/auth.ts) and
// REST (rest/auth.ts) are thin adapters over this service; they own only the
// session cookie (http/session.ts).
//
// Unverified users CAN sign in. Login answers 200 with `isVerified: false` and
// creates a session, exactly like registration does; the web app confines such
// a user to /verify-email, and the server refuses them every protected
// operation through `requireVerifiedUser` (403 FORBIDDEN with
// `requiresVerification: true`, the field the web client looks for). We
// chose this over "403 on login, no session" because:
//   - registration already signs the new, unverified user in, so both ways into
//     an unverified session behave the same;
//   - /verify-email can then show the signed-in views: "resend" knows the
//     user's address and "Already Verified" knows who is asking;
//   - the verification link itself needs no session (the token is enough), so it
//     still works when opened signed out or in another browser.
import { createHash, randomBytes } from 'node:crypto';
import { hash as argon2Hash, verify as argon2Verify, type Algorithm } from '@node-rs/argon2';
import * as fields from '@lakbay/validation/accounts';
import { dictionary } from '@zxcvbn-ts/language-common';
import type pg from 'pg';
import { z } from 'zod';
import { Prisma, type PrismaClient, type User } from '../../generated/prisma/client.js';
import { AppError, badInput } from '../../lib/errors.js';
import type { Locale } from '../../lib/i18n.js';
import { parseInput } from '../../lib/validation.js';
import type { Logger } from '../../lib/logger.js';
import { createBackgroundMail } from '../../lib/background-mail.js';
import type { MailMessage, Mailer } from '../../lib/mailer.js';
import { emailChangeVerificationEmail, passwordResetEmail, verificationEmail } from './emails.js';
import { createAuthLimiters, type AuthRateLimits } from './rate-limits.js';
import type { MessageKey } from '../../lib/i18n.js';

// ---------------------------------------------------------------------------
// Messages (docs/product/accounts.md lists them)

export const messages = {
  invalidCredentials: 'auth:invalidCredentials',
  usernameTaken: 'auth:usernameTaken',
  emailTaken: 'auth:emailTaken',
  accountTaken: 'auth:accountTaken',
  signedOut: 'auth:signedOut',
  verifyFirst: 'auth:verifyFirst',
  verified: 'auth:verified',
  alreadyVerified: 'auth:alreadyVerified',
  invalidVerificationLink: 'auth:invalidVerificationLink',
  verificationSent: 'auth:verificationSent',
  resetRequested: 'auth:resetRequested',
  invalidResetLink: 'auth:invalidResetLink',
  passwordReset: 'auth:passwordReset',
  wrongPassword: 'auth:wrongPassword',
  commonPassword: 'auth:validation.passwordCommon',
  passwordChanged: 'auth:passwordChanged',
  sameEmail: 'auth:sameEmail',
  loggedOut: 'auth:loggedOut',
} as const;

// ---------------------------------------------------------------------------
// Input rules: the account forms' fields (validation/src/accounts.ts), and what
// only the server can check.

const body = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: 'errors:notObject' });

/**
 * zxcvbn-ts's maintained list of the most common passwords (about 49,000, from
 * breach corpora, lower-case), kept to those long enough to pass the length rule.
 * Too heavy for the browser, so only the server refuses them (ASVS 6.2.4).
 */
const commonPasswords = new Set(
  dictionary['passwords-common'].filter((password) => password.length >= fields.MIN_PASSWORD_LENGTH),
);

const notCommon = <T extends z.ZodString>(password: T) =>
  password.refine((value) => !commonPasswords.has(value.toLowerCase()), messages.commonPassword);

export const registerSchema = body({
  username: fields.username,
  email: fields.email,
  fullName: fields.fullName,
  password: notCommon(fields.signUpPassword),
});

export const loginSchema = body({
  username: fields.signInName
    .max(100, messages.invalidCredentials)
    // PostgreSQL text cannot hold NUL; such a name cannot exist anyway.
    .refine((name) => !name.includes('\0'), messages.invalidCredentials),
  password: fields.password.max(1024, messages.invalidCredentials),
});

export const emailSchema = body({ email: fields.email });

const tokenField = (message: MessageKey) => z.string({ error: message }).min(1, message).max(128, message);

const changedPasswordField = notCommon(fields.changedPassword);

export const resetPasswordSchema = body({
  token: tokenField('auth:validation.noResetToken'),
  password: changedPasswordField,
});

const currentPasswordField = fields.currentPassword.max(1024, messages.wrongPassword);

export const changePasswordSchema = body({ currentPassword: currentPasswordField, newPassword: changedPasswordField });
export const changeEmailSchema = body({ email: fields.email, password: currentPasswordField });
export const deleteAccountSchema = body({
  password: fields.deleteAccountForm.shape.password.max(1024, messages.wrongPassword),
});

const verificationTokenSchema = tokenField('auth:validation.noVerificationToken');

// ---------------------------------------------------------------------------
// Passwords and tokens

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
}

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
export const ARGON2_OPTIONS = {
  algorithm: 2 as Algorithm, // Argon2id (an ambient const enum, so spelled as its value)
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export const argon2Hasher: PasswordHasher = {
  hash: (password) => argon2Hash(password, ARGON2_OPTIONS),
  verify: (hashed, password) => argon2Verify(hashed, password),
};

export const VERIFICATION_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** What goes into the database: never the token itself. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function newToken(ttlMs: number) {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token), expiresAt: new Date(Date.now() + ttlMs) };
}

/** The field a unique-constraint violation (Prisma P2002) was about, or null for any other error. */
function uniqueViolation(error: unknown): 'username' | 'email' | 'unknown' | null {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError) || error.code !== 'P2002') return null;
  // Prisma 7's driver adapters moved the field list around in `meta` (prisma/orm#28953); read all of it.
  const described = `${JSON.stringify(error.meta ?? {})} ${error.message}`;
  if (/username/i.test(described)) return 'username';
  if (/email/i.test(described)) return 'email';
  return 'unknown';
}

function conflict(field: 'username' | 'email' | 'unknown'): AppError {
  if (field === 'username') return new AppError('CONFLICT', messages.usernameTaken, { field: 'username' });
  if (field === 'email') return new AppError('CONFLICT', messages.emailTaken, { field: 'email' });
  return new AppError('CONFLICT', messages.accountTaken);
}

// ---------------------------------------------------------------------------

export interface PublicUser {
  id: number;
  username: string;
  email: string;
  fullName: string | null;
  isVerified: boolean;
}

/** The user as the client sees it (docs/product/accounts.md): no password, no tokens. */
export const publicUser = (user: User): PublicUser => ({
  id: user.id,
  username: user.username,
  email: user.email,
  fullName: user.fullName,
  isVerified: user.isVerified,
});

/** Who is asking: the rate limits count per client address. */
export interface RequestMeta {
  ip: string;
}

/** For what is written in the asker's language: a new account's e-mails, a contact acknowledgement. */
export interface LocalizedRequestMeta extends RequestMeta {
  locale: Locale;
}

export interface AuthServiceDeps {
  prisma: PrismaClient;
  pool: pg.Pool;
  logger: Logger;
  mailer: Mailer;
  /** Where users reach the web app; e-mail links start with it. */
  publicUrl: string;
  rateLimits?: Partial<AuthRateLimits>;
  rateLimitMultiplier?: number;
  passwords?: PasswordHasher;
}

export function createAuthService(deps: AuthServiceDeps) {
  const { prisma, logger, mailer } = deps;
  const passwords = deps.passwords ?? argon2Hasher;
  const limits = createAuthLimiters(deps.pool, deps.rateLimits, deps.rateLimitMultiplier);

  // Sign-in with an unknown username still verifies a password against this
  // hash, so the answer takes as long as for a known one.
  let dummyHash: Promise<string> | undefined;
  const getDummyHash = () => (dummyHash ??= passwords.hash(randomBytes(18).toString('base64')));

  // E-mail goes out in the background: the answer to "forgot password" must
  // not wait for the mail server only when the address exists.
  const mail = createBackgroundMail(mailer, logger);
  const deliver = (message: MailMessage) => mail.deliver(message);

  const link = (path: string, token: string) => `${deps.publicUrl}${path}?token=${encodeURIComponent(token)}`;

  async function findUser(userId: number | null): Promise<User | null> {
    return userId === null ? null : prisma.user.findUnique({ where: { id: userId } });
  }

  async function requireSignedIn(userId: number | null): Promise<User> {
    const user = await findUser(userId);
    if (!user) throw new AppError('UNAUTHENTICATED', messages.signedOut);
    return user;
  }

  /**
   * After a new password: signs out every session of the user except
   * `keepSessionId` and revokes every API token and connected app (OAuth), so
   * nothing set up by someone who knew the old password outlives the account's recovery.
   */
  async function endOtherAccess(userId: number, keepSessionId: string | null) {
    const time = new Date();
    await prisma.$transaction([
      prisma.$executeRaw`DELETE FROM "session" WHERE sess->>'userId' = ${String(userId)} AND sid <> ${keepSessionId ?? ''}`,
      prisma.apiToken.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: time } }),
      prisma.oAuthGrant.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: time } }),
      prisma.oAuthRefreshToken.deleteMany({ where: { grant: { userId } } }),
    ]);
  }

  /**
   * Counts a password attempt on `usernameKey` before the password is checked,
   * so that concurrent guesses cannot slip past the limits (they hold across
   * processes in PostgreSQL). The per-address budget is the tight one; the
   * per-username ceiling is looser, so a stranger cannot lock the owner out.
   */
  async function countPasswordAttempt(usernameKey: string, ip: string) {
    await limits.loginFailuresPerUsernameAndIp.consume(`${usernameKey}\n${ip}`);
    await limits.loginFailuresPerUsername.consume(usernameKey);
  }

  /** The right password after all: its attempt was no failure. */
  async function forgivePasswordAttempt(usernameKey: string, ip: string) {
    await limits.loginFailuresPerUsernameAndIp.reset(`${usernameKey}\n${ip}`);
    await limits.loginFailuresPerUsername.reward(usernameKey);
  }

  /**
   * The profile page's re-authentication: the signed-in user's current
   * password. Attempts count against the same budgets as sign-in, so a stolen
   * session cannot guess the password faster than a stranger.
   */
  async function requirePassword(userId: number | null, password: string, meta: RequestMeta): Promise<User> {
    const user = await requireSignedIn(userId);
    await countPasswordAttempt(user.usernameKey, meta.ip);
    if (!(await passwords.verify(user.password, password))) {
      throw new AppError('BAD_USER_INPUT', messages.wrongPassword, { field: 'currentPassword' });
    }
    await forgivePasswordAttempt(user.usernameKey, meta.ip);
    return user;
  }

  return {
    /** The signed-in user, or null (also when the session names a deleted user). */
    currentUser: findUser,

    /** Throws UNAUTHENTICATED (401) when signed out. */
    requireSignedIn,

    /**
     * The guard for trip planning, booking and the dashboard (docs/product/accounts.md):
     * UNAUTHENTICATED (401) when signed out, FORBIDDEN (403, `requiresVerification`)
     * until the e-mail address is verified.
     */
    async requireVerifiedUser(userId: number | null): Promise<User> {
      const user = await requireSignedIn(userId);
      if (!user.isVerified) throw new AppError('FORBIDDEN', messages.verifyFirst, { requiresVerification: true });
      return user;
    },

    /**
     * Creates the account in the request's language and sends the
     * verification e-mail; the adapter then signs the user in.
     */
    async register(input: unknown, meta: LocalizedRequestMeta): Promise<User> {
      const data = parseInput(registerSchema, input);
      await limits.registerPerIp.consume(meta.ip);
      const usernameKey = data.username.toLowerCase();
      const existing = await prisma.user.findFirst({
        where: { OR: [{ usernameKey }, { email: data.email }] },
        select: { usernameKey: true },
      });
      if (existing) throw conflict(existing.usernameKey === usernameKey ? 'username' : 'email');

      const verification = newToken(VERIFICATION_TOKEN_TTL_MS);
      let user: User;
      try {
        user = await prisma.user.create({
          data: {
            username: data.username,
            usernameKey,
            email: data.email,
            fullName: data.fullName,
            locale: meta.locale,
            password: await passwords.hash(data.password),
            verificationToken: verification.hash,
            verificationTokenExpiresAt: verification.expiresAt,
          },
        });
      } catch (error) {
        // Two sign-ups with the same name at once: the second loses at the unique index.
        const field = uniqueViolation(error);
        if (field) throw conflict(field);
        throw error;
      }
      deliver(verificationEmail(user, link('/verify-email', verification.token)));
      return user;
    },

    /** Checks the credentials; the adapter then signs the user in. Unverified users may sign in (see top). */
    async login(input: unknown, meta: RequestMeta): Promise<User> {
      const { username, password } = parseInput(loginSchema, input);
      const usernameKey = username.toLowerCase();
      await limits.loginPerIp.consume(meta.ip);
      await countPasswordAttempt(usernameKey, meta.ip);
      const user = await prisma.user.findUnique({ where: { usernameKey } });
      const matches = await passwords.verify(user?.password ?? (await getDummyHash()), password);
      if (!user || !matches) throw new AppError('UNAUTHENTICATED', messages.invalidCredentials);
      await forgivePasswordAttempt(usernameKey, meta.ip);
      return user;
    },

    /** Single use: the token is cleared as the address is marked verified. */
    async verifyEmail(token: unknown, currentUserId: number | null) {
      const hashed = hashToken(parseInput(verificationTokenSchema, token));
      const { count } = await prisma.user.updateMany({
        where: { verificationToken: hashed, verificationTokenExpiresAt: { gt: new Date() } },
        data: { isVerified: true, verificationToken: null, verificationTokenExpiresAt: null },
      });
      if (count === 1) return { message: messages.verified, alreadyVerified: false };
      // A second click on the link, in the browser that is signed in: nothing is wrong.
      const current = await findUser(currentUserId);
      if (current?.isVerified) return { message: messages.alreadyVerified, alreadyVerified: true };
      throw badInput(messages.invalidVerificationLink);
    },

    /** The same answer whether or not the address has an account, or is already verified. */
    async resendVerification(input: unknown, meta: RequestMeta) {
      const { email } = parseInput(emailSchema, input);
      await limits.resendVerificationPerIp.consume(meta.ip);
      await limits.resendVerificationPerEmail.consume(email);
      const user = await prisma.user.findUnique({ where: { email } });
      if (user && !user.isVerified) {
        const verification = newToken(VERIFICATION_TOKEN_TTL_MS);
        await prisma.user.update({
          where: { id: user.id },
          data: { verificationToken: verification.hash, verificationTokenExpiresAt: verification.expiresAt },
        });
        deliver(verificationEmail(user, link('/verify-email', verification.token)));
      }
      return { message: messages.verificationSent };
    },

    /** The same answer whether or not the address has an account. A new request replaces the previous link. */
    async forgotPassword(input: unknown, meta: RequestMeta) {
      const { email } = parseInput(emailSchema, input);
      await limits.forgotPasswordPerIp.consume(meta.ip);
      await limits.forgotPasswordPerEmail.consume(email);
      const user = await prisma.user.findUnique({ where: { email } });
      if (user) {
        const reset = newToken(RESET_TOKEN_TTL_MS);
        await prisma.user.update({
          where: { id: user.id },
          data: { passwordResetToken: reset.hash, passwordResetTokenExpiresAt: reset.expiresAt },
        });
        deliver(passwordResetEmail(user, link('/reset-password', reset.token)));
      }
      return { message: messages.resetRequested };
    },

    /**
     * Sets the new password, spends the token, signs the account out everywhere
     * except `currentSessionId` (the browser that followed the link) and revokes its API tokens.
     */
    async resetPassword(input: unknown, currentSessionId: string | null) {
      const { token, password } = parseInput(resetPasswordSchema, input);
      const hashed = hashToken(token);
      const now = new Date();
      const user = await prisma.user.findUnique({
        where: { passwordResetToken: hashed },
        select: { id: true, usernameKey: true, passwordResetTokenExpiresAt: true },
      });
      if (!user?.passwordResetTokenExpiresAt || user.passwordResetTokenExpiresAt <= now) {
        throw badInput(messages.invalidResetLink);
      }
      const passwordHash = await passwords.hash(password);
      // Conditional on the token still being there: of two concurrent uses, one wins.
      const { count } = await prisma.user.updateMany({
        where: { id: user.id, passwordResetToken: hashed, passwordResetTokenExpiresAt: { gt: now } },
        data: { password: passwordHash, passwordResetToken: null, passwordResetTokenExpiresAt: null },
      });
      if (count !== 1) throw badInput(messages.invalidResetLink);
      await endOtherAccess(user.id, currentSessionId);
      await limits.loginFailuresPerUsername.reset(user.usernameKey);
      return { message: messages.passwordReset };
    },

    /** The profile page: needs the current password; every other session is signed out and every API token revoked. */
    async changePassword(userId: number | null, input: unknown, currentSessionId: string | null, meta: RequestMeta) {
      const { currentPassword, newPassword } = parseInput(changePasswordSchema, input);
      const user = await requirePassword(userId, currentPassword, meta);
      await prisma.user.update({ where: { id: user.id }, data: { password: await passwords.hash(newPassword) } });
      await endOtherAccess(user.id, currentSessionId);
      return { message: messages.passwordChanged };
    },

    /**
     * The profile page: moves the account to a new address, which must be
     * verified again (until then protected operations answer FORBIDDEN).
     */
    async changeEmail(userId: number | null, input: unknown, meta: RequestMeta): Promise<User> {
      const { email, password } = parseInput(changeEmailSchema, input);
      const user = await requirePassword(userId, password, meta);
      if (email === user.email) throw badInput(messages.sameEmail, { field: 'email' });
      // Each change mails an address nobody has shown they own: counted per account and per address.
      await limits.changeEmailPerUser.consume(String(user.id));
      await limits.changeEmailPerEmail.consume(email);
      const verification = newToken(VERIFICATION_TOKEN_TTL_MS);
      let updated: User;
      try {
        updated = await prisma.user.update({
          where: { id: user.id },
          data: {
            email,
            isVerified: false,
            verificationToken: verification.hash,
            verificationTokenExpiresAt: verification.expiresAt,
          },
        });
      } catch (error) {
        if (uniqueViolation(error)) throw conflict('email');
        throw error;
      }
      deliver(emailChangeVerificationEmail(updated, link('/verify-email', verification.token)));
      return updated;
    },

    /** The profile page: deletes the account with its trips, API tokens and every session. */
    async deleteAccount(userId: number | null, input: unknown, meta: RequestMeta): Promise<true> {
      const { password } = parseInput(deleteAccountSchema, input);
      const user = await requirePassword(userId, password, meta);
      // Trips, diaries and API tokens go by ON DELETE CASCADE; sessions are not linked by a key.
      await prisma.$transaction([
        prisma.user.delete({ where: { id: user.id } }),
        prisma.$executeRaw`DELETE FROM "session" WHERE sess->>'userId' = ${String(user.id)}`,
      ]);
      await limits.loginFailuresPerUsername.reset(user.usernameKey);
      return true;
    },

    /** Resolves once every e-mail handed to the mailer has been sent or has failed. */
    async idle(): Promise<void> {
      await mail.idle();
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
