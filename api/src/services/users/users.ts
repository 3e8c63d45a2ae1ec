// Reading user accounts. Sign-up, sign-in and tokens live in the auth service.
import type { Prisma, PrismaClient } from '../../generated/prisma/client.js';

/** Pothos passes the fields a GraphQL query selects; services spread it into Prisma calls. */
type UserSelection = Omit<Prisma.UserFindUniqueArgs, 'where'>;

export function createUserService(deps: { prisma: PrismaClient }) {
  return {
    findById(id: number, selection: UserSelection = {}) {
      return deps.prisma.user.findUnique({ ...selection, where: { id } });
    },
    /** For a user that must exist, e.g. the one who just signed in. */
    getById(id: number, selection: UserSelection = {}) {
      return deps.prisma.user.findUniqueOrThrow({ ...selection, where: { id } });
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
