// Reading user accounts and editing the profile's plain details. Sign-up,
// sign-in, passwords, e-mail changes and deletion live in the auth service.
import { z } from 'zod';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.js';
import { LOCALES } from '../../lib/i18n.js';
import { parseInput } from '../../lib/validation.js';
import { registerSchema, type AuthService } from '../auth/auth.js';

/** Pothos passes the fields a GraphQL query selects; services spread it into Prisma calls. */
type UserSelection = Omit<Prisma.UserFindUniqueArgs, 'where'>;

const profileSchema = registerSchema.pick({ fullName: true });

const localeSchema = z.enum(LOCALES, { error: 'errors:localeUnknown' });

export function createUserService(deps: { prisma: PrismaClient; auth: Pick<AuthService, 'requireSignedIn'> }) {
  return {
    findById(id: number, selection: UserSelection = {}) {
      return deps.prisma.user.findUnique({ ...selection, where: { id } });
    },
    /** For a user that must exist, e.g. the one who just signed in. */
    getById(id: number, selection: UserSelection = {}) {
      return deps.prisma.user.findUniqueOrThrow({ ...selection, where: { id } });
    },
    /** The profile page's "Full name": empty clears it. */
    async updateProfile(userId: number | null, input: unknown, selection: UserSelection = {}) {
      const { fullName } = parseInput(profileSchema, input);
      const user = await deps.auth.requireSignedIn(userId);
      return deps.prisma.user.update({ ...selection, where: { id: user.id }, data: { fullName } });
    },
    /** The language of the user's e-mails and of the API's messages to them. */
    async updateLocale(userId: number | null, locale: unknown, selection: UserSelection = {}) {
      const user = await deps.auth.requireSignedIn(userId);
      return deps.prisma.user.update({
        ...selection,
        where: { id: user.id },
        data: { locale: parseInput(localeSchema, locale) },
      });
    },
    /** For http/locale.ts: the user's saved language, or null. */
    async localeOf(userId: number): Promise<string | null> {
      const user = await deps.prisma.user.findUnique({ where: { id: userId }, select: { locale: true } });
      return user?.locale ?? null;
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
