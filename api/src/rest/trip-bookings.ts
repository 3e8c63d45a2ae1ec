// Uploading a confirmation file to a trip (docs/product/bookings.md): the file comes as JSON,
// `{ fileName, content }` with the bytes in base64, so /api stays JSON only (its CSRF rule); its
// own body limit fits a 2 MB file. The answer is the file's text, `{ text }`, for the paste box:
// previewing and saving it are `previewBookings` and `addBookings`, as for a paste.
import express, { Router } from 'express';
import { sessionUserId } from '../http/session.js';
import type { Services } from '../services/services.js';

/** 2 MB in base64, with room for the JSON around it. */
const FILE_BODY_LIMIT = '3mb';

export function tripBookingFileRoutes(services: Services): Router {
  const router = Router();
  router.post('/trips/:id/booking-file', express.json({ limit: FILE_BODY_LIMIT, strict: true }), async (req, res) => {
    res.json(await services.tripBookings.fileText(sessionUserId(req), req.params.id, req.body));
  });
  return router;
}
