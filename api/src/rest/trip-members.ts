// Travel together over REST (issue #17, docs/api.md): thin over the trip
// member service, like rest/trips.ts over the trip service. Mounted before the
// trip routes, so /trips/shared is not read as a trip id.
import { Router } from 'express';
import type { Trip } from '../generated/prisma/client.js';
import { sessionUserId } from '../http/session.js';
import type { Services } from '../services/services.js';
import { publicTrip } from './trips.js';

export function tripMemberRoutes(services: Services): Router {
  const { trips, tripMembers } = services;
  const router = Router();
  const answer = (trip: Trip) => publicTrip(trips, trip);

  // Other people's trips the user is a member of, newest first.
  router.get('/trips/shared', async (req, res) => {
    res.json((await trips.sharedWith(sessionUserId(req))).map(answer));
  });

  // Every member sees the others and the owner (names and roles); the owner also sees the open invitations.
  router.get('/trips/:id/members', async (req, res) => {
    res.json(await tripMembers.travelers(sessionUserId(req), req.params.id));
  });

  // Body: { email, role }. The answer is the same whether or not the address has an account.
  router.post('/trips/:id/invitations', async (req, res) => {
    res.status(201).json(await tripMembers.invite(sessionUserId(req), req.params.id, req.body));
  });

  router.delete('/trips/:id/invitations/:invitationId', async (req, res) => {
    await tripMembers.revokeInvitation(sessionUserId(req), req.params.id, req.params.invitationId);
    res.status(204).end();
  });

  // Body: { role }.
  router.patch('/trips/:id/members/:userId', async (req, res) => {
    res.json(await tripMembers.setRole(sessionUserId(req), req.params.id, req.params.userId, req.body));
  });

  router.delete('/trips/:id/members/:userId', async (req, res) => {
    await tripMembers.remove(sessionUserId(req), req.params.id, req.params.userId);
    res.status(204).end();
  });

  // A member leaves.
  router.delete('/trips/:id/membership', async (req, res) => {
    await tripMembers.leave(sessionUserId(req), req.params.id);
    res.status(204).end();
  });

  // What a link is for, for anyone holding it; then accepting it (signed in, with the invited address).
  router.get('/trip-invitations/:token', async (req, res) => {
    res.json(await tripMembers.preview(req.params.token));
  });

  router.post('/trip-invitations/:token/accept', async (req, res) => {
    const tripId = await tripMembers.accept(sessionUserId(req), req.params.token);
    res.json(answer(await trips.get(sessionUserId(req), tripId)));
  });

  return router;
}
