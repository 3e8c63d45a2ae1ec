// REST twin of the GraphQL `localSecrets` query (POST /api/local-secrets, docs/product/local-secrets.md):
// the same service; the answer is the list of places alone. Public.
// Whether live OpenStreetMap places are in it travels in a header, so the
// body keeps that shape: X-Live-Places: included | unavailable | off.
import { Router } from 'express';
import type { Services } from '../services/services.js';

export function localSecretsRoutes(services: Services): Router {
  const router = Router();
  router.post('/local-secrets', async (req, res) => {
    const { places, livePlaces } = await services.localSecrets.find(req.body, { ip: req.ip ?? 'unknown' });
    res.set('X-Live-Places', livePlaces).json(places);
  });
  return router;
}
