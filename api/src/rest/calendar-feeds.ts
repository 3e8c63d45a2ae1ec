// The calendar feed that calendar apps subscribe to (services/calendar-feeds): no session,
// the address is the key. Turning it on, renewing and turning it off are GraphQL mutations
// of the profile page (graphql/types/calendar-feed.ts).
import { Router } from 'express';
import type { Services } from '../services/services.js';

export function calendarFeedRoutes(services: Services): Router {
  const router = Router();

  router.get('/calendar-feeds/:file', async (req, res) => {
    const { file } = req.params;
    const token = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : null;
    const calendar = await services.calendarFeeds.read(token, { ip: req.ip ?? 'unknown' });
    res.type('text/calendar; charset=utf-8').send(calendar);
  });

  return router;
}
