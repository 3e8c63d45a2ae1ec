// REST twin of the `exportAccountData` mutation: the same file, as a download.
// A GET, like the calendar file: it changes nothing but the export's rate limit.
import { Router } from 'express';
import { sessionUserId } from '../http/session.js';
import type { Services } from '../services/services.js';

export function privacyRoutes(services: Services): Router {
  const router = Router();

  router.get('/user/export', async (req, res) => {
    const { fileName, data } = await services.privacy.exportAccountData(sessionUserId(req));
    res
      .type('application/json; charset=utf-8')
      .attachment(fileName)
      .send(JSON.stringify(data, null, 2));
  });

  return router;
}
