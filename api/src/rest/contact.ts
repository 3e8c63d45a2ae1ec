// REST twins of `submitContactRequest` and `subscribeNewsletter` (POST /api/contact,
// docs/product/deals-and-quotes.md), over the same contact service. Public: no sign-in needed.
import { Router } from 'express';
import { requestMeta, withLocalizedMessage } from '../http/locale.js';
import type { Services } from '../services/services.js';

export function contactRoutes(services: Services): Router {
  const router = Router();

  // Extra fields (the quote form's agreeToTerms) are ignored.
  router.post('/contact', async (req, res) => {
    res
      .status(201)
      .json(await withLocalizedMessage(req, await services.contact.submit(req.body, await requestMeta(req))));
  });

  router.post('/newsletter', async (req, res) => {
    res.json(
      await withLocalizedMessage(req, await services.contact.subscribeNewsletter(req.body, await requestMeta(req))),
    );
  });

  return router;
}
