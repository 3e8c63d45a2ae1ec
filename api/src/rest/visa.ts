// REST twin of the GraphQL `visaRequirements` query (docs/product/visa.md): same service,
// same answer, in the request's language. Public: no sign-in needed.
import { Router } from 'express';
import { localeOf } from '../http/locale.js';
import type { Services } from '../services/services.js';

export function visaRoutes(services: Services): Router {
  const router = Router();
  router.post('/visa-check', async (req, res) => {
    res.json(services.visa.check(req.body, await localeOf(req)));
  });
  return router;
}
