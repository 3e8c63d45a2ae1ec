// The spec's trip endpoints (§7), thin over the trip service: the session says
// who is asking, the service does the rest. Trips are answered with the spec's
// entity fields (itineraries read tolerantly, startDate as an ISO string) plus
// `version`, which a PATCH body may send back as `expectedVersion`.
import { Router } from 'express';
import type { Trip } from '../generated/prisma/client.js';
import { sessionUserId } from '../http/session.js';
import type { Services } from '../services/services.js';
import type { TripService } from '../services/trips/trips.js';

/** A trip as the spec's client reads it (§3). */
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

  router.get('/trips', async (req, res) => {
    res.json((await trips.list(sessionUserId(req))).map(answer));
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
