// Service health and version: the footer's version line and the health probes.
import type { PrismaClient } from '../../generated/prisma/client.js';

export interface SystemHealth {
  status: 'ok' | 'degraded';
  version: string;
  databaseReachable: boolean;
}

export function createSystemService(deps: { prisma: PrismaClient; version: string }) {
  async function isDatabaseReachable(): Promise<boolean> {
    try {
      await deps.prisma.$queryRaw`SELECT 1`;
      return true;
    } catch {
      return false;
    }
  }

  return {
    isDatabaseReachable,
    async health(): Promise<SystemHealth> {
      const databaseReachable = await isDatabaseReachable();
      return { status: databaseReachable ? 'ok' : 'degraded', version: deps.version, databaseReachable };
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
