// Reading user accounts and editing the profile's plain details. Sign-up,
// sign-in, passwords, e-mail changes and deletion live in the auth service.
import type { Prisma, PrismaClient } from '../../generated/prisma/client.js';
import { parseInput } from '../../lib/validation.js';
import { registerSchema, type AuthService } from '../auth/auth.js';

/** Pothos passes the fields a GraphQL query selects; services spread it into Prisma calls. */
type UserSelection = Omit<Prisma.UserFindUniqueArgs, 'where'>;

const profileSchema = registerSchema.pick({ fullName: true });

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
  };
}

export type UserService = ReturnType<typeof createUserService>;
