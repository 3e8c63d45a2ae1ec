// Mounts every /api/* route (the REST contract of docs/api.md) behind the shared
// body parsing, CSRF checks and JSON error handling.
import express, { Router } from 'express';
import { apiNotFound, jsonErrorHandler } from '../http/errors.js';
import { localeMiddleware } from '../http/locale.js';
import { requireSameOriginJson } from '../http/security.js';
import type { Services } from '../services/services.js';
import { authRoutes } from './auth.js';
import { calendarFeedRoutes } from './calendar-feeds.js';
import { contactRoutes } from './contact.js';
import { generateTripRoutes } from './generate-trip.js';
import { localSecretsRoutes } from './local-secrets.js';
import { privacyRoutes } from './privacy.js';
import { systemRoutes } from './system.js';
import { tripBookingFileRoutes } from './trip-bookings.js';
import { tripExpenseRoutes } from './trip-expenses.js';
import { tripMemberRoutes } from './trip-members.js';
import { tripRoutes } from './trips.js';
import { visaRoutes } from './visa.js';

export const JSON_BODY_LIMIT = '100kb';

export function createApiRouter(services: Services): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  router.use(localeMiddleware(services.users));
  router.use(requireSameOriginJson);
  // Before the general body limit: a confirmation file is larger than any other body.
  router.use(tripBookingFileRoutes(services));
  router.use(express.json({ limit: JSON_BODY_LIMIT, strict: true }));
  router.use(systemRoutes(services));
  router.use(authRoutes(services));
  router.use(generateTripRoutes(services));
  router.use(tripMemberRoutes(services));
  router.use(tripExpenseRoutes(services));
  router.use(tripRoutes(services));
  router.use(visaRoutes(services));
  router.use(contactRoutes(services));
  router.use(localSecretsRoutes(services));
  router.use(privacyRoutes(services));
  router.use(calendarFeedRoutes(services));
  router.use(apiNotFound);
  router.use(jsonErrorHandler);
  return router;
}
