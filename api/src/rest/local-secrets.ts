// REST twin of the GraphQL `localSecrets` query (spec §7 POST /api/local-secrets):
// the same service; the answer is the list of places the spec names. Public.
import { Router } from 'express';
import type { Services } from '../services/services.js';

export function localSecretsRoutes(services: Services): Router {
  const router = Router();
  router.post('/local-secrets', async (req, res) => {
    res.json((await services.localSecrets.find(req.body)).places);
  });
  return router;
}
