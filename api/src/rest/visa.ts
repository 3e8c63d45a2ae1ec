// REST twin of the GraphQL `visaRequirements` query (spec §7): same service,
// same answer. Public: no sign-in needed.
import { Router } from 'express';
import type { Services } from '../services/services.js';

export function visaRoutes(services: Services): Router {
  const router = Router();
  router.post('/visa-check', (req, res) => {
    res.json(services.visa.check(req.body));
  });
  return router;
}
