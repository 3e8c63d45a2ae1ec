// The development outbox: e-mail kept in the database when no SMTP_URL is set.
import type { PrismaClient } from '../../generated/prisma/client.js';

export function createOutboxService(deps: { prisma: PrismaClient }) {
  return {
    /** The latest messages, newest first. */
    list(limit = 100) {
      return deps.prisma.outboxEmail.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: limit });
    },
    get(id: number) {
      return deps.prisma.outboxEmail.findUnique({ where: { id } });
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
