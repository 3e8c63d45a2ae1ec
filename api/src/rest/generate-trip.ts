// POST /api/generate-trip and POST /api/change-day (docs/product/trip-planning.md), thin over the planner service.
//
// Plain JSON (the REST contract, docs/api.md): `{ budgetItinerary, experienceItinerary }`,
// or an error status with `{ message }`.
//
// Progress (the Gemini planner can take up to 60 s): a request that sends
// `Accept: application/x-ndjson` gets one JSON object per line as work goes on:
//   {"stage":"budget-started"}
//   {"stage":"experience-started"}
//   {"plan":"budget","index":0,"day":{…}}   (each day as soon as it is planned, docs/decisions/035)
//   {"plan":"experience","index":0,"day":{…}}
//   …
//   {"stage":"experience-done"}        (the two finish in either order)
//   {"stage":"budget-done"}
//   {"result":{"budgetItinerary":{…},"experienceItinerary":{…}}}
// Anything refused before the first line (signed out, unverified, bad input,
// rate limited, busy) still answers with its status and `{ message }`. A
// failure after the first line ends the stream with
//   {"error":{"message":"…","code":"SERVICE_UNAVAILABLE","reason":"unavailable"}}
// on the 200 response already under way: the error's code, and its details (a planner
// failure's `reason`), as a refusal's body carries them.
//
// The itineraries' fixed phrases, and the messages, are in the request's
// language (http/locale.ts).
import { Router, type Request } from 'express';
import { toAppError } from '../http/errors.js';
import { localeOf } from '../http/locale.js';
import { sessionUserId } from '../http/session.js';
import { errorText } from '../lib/errors.js';
import { abortWhenClosed, type PlannedDay, type PlannerStage } from '../planners/planner.js';
import type { Services } from '../services/services.js';

export const NDJSON = 'application/x-ndjson';

const wantsProgress = (req: Request) => req.accepts(['application/json', NDJSON]) === NDJSON;

export function generateTripRoutes(services: Services): Router {
  const { planner } = services;
  const router = Router();

  router.post('/generate-trip', async (req, res) => {
    const signal = abortWhenClosed(res);
    const locale = await localeOf(req);
    if (!wantsProgress(req)) {
      res.json(await planner.generate(sessionUserId(req), req.body, { signal, locale }));
      return;
    }
    const send = (
      line:
        | { stage: PlannerStage }
        | PlannedDay
        | { result: unknown }
        | { error: { message: string; code: string; [detail: string]: unknown } },
    ) => {
      if (!res.headersSent) res.status(200).type(NDJSON);
      res.write(`${JSON.stringify(line)}\n`);
    };
    try {
      const result = await planner.generate(sessionUserId(req), req.body, {
        signal,
        locale,
        onProgress: (stage) => send({ stage }),
        onDay: send,
      });
      send({ result });
    } catch (error) {
      if (!res.headersSent) throw error;
      const appError = toAppError(error);
      if (!appError) req.log.error({ err: error }, 'trip generation failed');
      send({
        error: { message: errorText(locale, appError), code: appError?.code ?? 'INTERNAL', ...appError?.details },
      });
    }
    res.end();
  });

  // Body: { request, itinerary, kind, day, instruction } — one day of an unsaved plan planned again
  // (docs/product/trip-planning.md, "Changing one day"); answers { day, itinerary }.
  router.post('/change-day', async (req, res) => {
    const context = { signal: abortWhenClosed(res), locale: await localeOf(req) };
    res.json(await planner.changeDay(sessionUserId(req), req.body, context));
  });

  return router;
}
