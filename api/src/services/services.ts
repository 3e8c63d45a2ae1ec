// Every service, wired once per app. GraphQL resolvers and REST routes both
// reach business logic only through these.
import type { PrismaClient } from '../generated/prisma/client.js';
import { createSystemService } from './system/system.js';
import { createUserService } from './users/users.js';

export interface ServiceDeps {
  prisma: PrismaClient;
  version: string;
}

export function createServices(deps: ServiceDeps) {
  return {
    system: createSystemService(deps),
    users: createUserService(deps),
  };
}

export type Services = ReturnType<typeof createServices>;
