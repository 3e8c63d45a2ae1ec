// What every resolver receives: the signed-in user (if any) and the services.
import type { Request, Response } from 'express';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { Services } from '../services/services.js';

export interface GraphQLContext {
  /** The session lives on `req`; sign-in and sign-out go through http/session.ts. */
  req: Request;
  res: Response;
  userId: number | null;
  prisma: PrismaClient;
  services: Services;
}
