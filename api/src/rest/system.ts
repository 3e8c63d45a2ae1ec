// REST twin of the GraphQL `health` query: same service, same answer.
import { Router } from 'express';
import type { Services } from '../services/services.js';

export function systemRoutes(services: Services): Router {
  const router = Router();
  router.get('/health', async (_req, res) => {
    res.json(await services.system.health());
  });
  return router;
}
