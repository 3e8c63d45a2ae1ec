// REST twins of `submitContactRequest` and `subscribeNewsletter` (spec §7
// POST /api/contact), over the same contact service. Public: no sign-in needed.
import { Router, type Request } from 'express';
import type { RequestMeta } from '../services/auth/auth.js';
import type { Services } from '../services/services.js';

const meta = (req: Request): RequestMeta => ({ ip: req.ip ?? 'unknown' });

export function contactRoutes(services: Services): Router {
  const router = Router();

  // Extra fields (the quote form's agreeToTerms) are ignored.
  router.post('/contact', async (req, res) => {
    res.status(201).json(await services.contact.submit(req.body, meta(req)));
  });

  router.post('/newsletter', async (req, res) => {
    res.json(await services.contact.subscribeNewsletter(req.body, meta(req)));
  });

  return router;
}
