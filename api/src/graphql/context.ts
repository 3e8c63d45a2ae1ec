// What every resolver receives: the signed-in user (if any) and the services.
import type { Request } from 'express';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { Services } from '../services/services.js';

export interface GraphQLContext {
  req: Request;
  userId: number | null;
  prisma: PrismaClient;
  services: Services;
}
