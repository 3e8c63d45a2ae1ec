// The trip endpoints (docs/product/trips.md), thin over the trip service: the session says
// who is asking, the service does the rest. Trips are answered with the trip's
// fields (itineraries read tolerantly, startDate as an ISO string) plus
// `version`, which a PATCH body may send back as `expectedVersion`.
import { Router } from 'express';
import type { Trip } from '../generated/prisma/client.js';
import { localeOf } from '../http/locale.js';
import { sessionUserId } from '../http/session.js';
import { abortWhenClosed } from '../planners/planner.js';
import type { Services } from '../services/services.js';
import type { TripService } from '../services/trips/trips.js';

/** A trip as the REST client reads it (docs/product/trips.md). */
export const publicTrip = (trips: Pick<TripService, 'itinerary'>, trip: Trip) => ({
  id: trip.id,
  userId: trip.userId,
  originAirport: trip.originAirport,
  destinationCountry: trip.destinationCountry,
  cities: trip.cities,
  travelMonth: trip.travelMonth,
  currency: trip.currency,
  duration: trip.duration,
  budget: trip.budget,
  preferences: trip.preferences,
  budgetItinerary: trips.itinerary(trip, 'budgetItinerary'),
  experienceItinerary: trips.itinerary(trip, 'experienceItinerary'),
  savedType: trip.savedType,
  status: trip.status,
  startDate: trip.startDate?.toISOString() ?? null,
  createdAt: trip.createdAt.toISOString(),
  version: trip.version,
});

export function tripRoutes(services: Services): Router {
  const { trips } = services;
  const router = Router();
  const answer = (trip: Trip) => publicTrip(trips, trip);

  // Every trip (the spec's list), or with `limit` / `after` one page; a `Link: <…>; rel="next"` header
  // names the next page while there is one.
  router.get('/trips', async (req, res) => {
    const { status, limit, after } = req.query;
    const page = await trips.page(sessionUserId(req), { status, limit, after });
    if (page.nextAfter !== null) {
      const next = new URLSearchParams({
        ...(typeof status === 'string' ? { status } : {}),
        ...(typeof limit === 'string' ? { limit } : {}),
        after: String(page.nextAfter),
      });
      res.links({ next: `/api/trips?${next}` });
    }
    res.json(page.trips.map(answer));
  });

  router.get('/trips/:id', async (req, res) => {
    res.json(answer(await trips.get(sessionUserId(req), req.params.id)));
  });

  // `userId` and `status` in the body are ignored: the session owns the trip, and it starts upcoming.
  router.post('/trips', async (req, res) => {
    res.status(201).json(answer(await trips.create(sessionUserId(req), req.body)));
  });

  router.patch('/trips/:id', async (req, res) => {
    res.json(answer(await trips.update(sessionUserId(req), req.params.id, req.body)));
  });

  router.patch('/trips/:id/status', async (req, res) => {
    res.json(answer(await trips.setStatus(sessionUserId(req), req.params.id, req.body)));
  });

  // Body: { placeId, day, expectedVersion? } — a place from GET /api/local-secrets, appended to that day.
  router.post('/trips/:id/places', async (req, res) => {
    res.json(answer(await services.tripPlaces.add(sessionUserId(req), req.params.id, req.body)));
  });

  // Body: { day, instruction, expectedVersion? } — the day planned again as asked, and saved.
  router.post('/trips/:id/change-day', async (req, res) => {
    const context = { signal: abortWhenClosed(res), locale: await localeOf(req) };
    res.json(answer(await services.tripDayChange.change(sessionUserId(req), req.params.id, req.body, context)));
  });

  router.delete('/trips/:id', async (req, res) => {
    await trips.deleteTrip(sessionUserId(req), req.params.id);
    res.status(204).end();
  });

  router.get('/trips/:id/calendar.ics', async (req, res) => {
    const calendar = await trips.calendar(sessionUserId(req), req.params.id);
    res.type('text/calendar; charset=utf-8').attachment(`lakbay-trip-${req.params.id}.ics`).send(calendar);
  });

  return router;
}
