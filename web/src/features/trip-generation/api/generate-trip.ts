// POST /api/generate-trip (docs/product/trip-planning.md) with its NDJSON progress stream: the
// answer can take up to about 60 seconds with the AI planner, so the request
// asks for one line per stage (`{"stage":"budget-started"}`, …) and per day as
// soon as it is planned (`{"plan":"budget","index":0,"day":{…}}`), and reads the
// result from the last line (`{"result":{…}}`, or `{"error":{…}}` when the
// planner fails after the first line). REST rather than the GraphQL
// subscription: the page needs no GraphQL stream client for it (decision 035).
import type { TripRequest } from '@/features/trip-generation/utils/trip-form-rules';
import { apiFetch } from '@/lib/api-fetch';
import { ApiError, readFailure } from '@/lib/failure';
import { i18n } from '@/lib/i18n';

// The plan's types are the contract both sides import (docs/decisions/039).
import type { Day, Itinerary } from '@lakbay/validation/itinerary';

export type ItineraryKind = 'budget' | 'experience';

export interface GeneratedTrip {
  budgetItinerary: Itinerary;
  experienceItinerary: Itinerary;
}

export type PlannerStage = `${ItineraryKind}-${'started' | 'done'}`;

/** A day planned before the rest of its itinerary: a preview, the result is what counts. */
export interface PlannedDay {
  plan: ItineraryKind;
  /** Where it goes among the itinerary's days, from 0. */
  index: number;
  day: Day;
}

const NDJSON = 'application/x-ndjson';

type StreamLine =
  | { stage: PlannerStage }
  | PlannedDay
  | { result: GeneratedTrip }
  | { error: { message: string; code: string; reason?: string } };

/** The stream's lines as they arrive; a line split across chunks is kept until its newline. */
async function* lines(body: ReadableStream<Uint8Array>): AsyncGenerator<StreamLine> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    buffered += decoder.decode(value, { stream: !done });
    const complete = buffered.split('\n');
    buffered = done ? '' : (complete.pop() ?? '');
    for (const line of complete) if (line.trim()) yield JSON.parse(line) as StreamLine;
    if (done) return;
  }
}

export async function generateTrip(
  request: TripRequest,
  {
    onStage,
    onDay,
    signal,
  }: { onStage: (stage: PlannerStage) => void; onDay: (day: PlannedDay) => void; signal: AbortSignal },
): Promise<GeneratedTrip> {
  // A refusal before the first line (signed out, bad input, busy) rejects with apiFetch's ApiError.
  const response = await apiFetch('/api/generate-trip', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: NDJSON },
    body: JSON.stringify(request),
    signal,
  });
  // A server (or proxy) that ignores the Accept header answers plain JSON: same result, no stages.
  if (!response.headers.get('content-type')?.startsWith(NDJSON) || !response.body) {
    return (await response.json()) as GeneratedTrip;
  }
  for await (const line of lines(response.body)) {
    if ('stage' in line) onStage(line.stage);
    else if ('day' in line) onDay(line);
    else if ('result' in line) return line.result;
    // A failure after the first line: the same fields as a refusal's body, read the same way.
    else if ('error' in line) throw new ApiError(response.status, JSON.stringify(line.error));
    // Any other line is from a newer server: nothing this page shows.
  }
  // The connection closed before the result line: no answer, as when it never opened.
  throw new TypeError('The connection closed before the result line.');
}

// docs/product/trip-planning.md: the planner failure's `reason` (api/src/planners/planner.ts), and the toast text it gets.
const plannerFailures: Readonly<Record<string, 'apiKey' | 'invalidResponse' | 'unavailable'>> = {
  apiKey: 'apiKey',
  invalidResponse: 'invalidResponse',
  unavailable: 'unavailable',
  deadline: 'unavailable',
  busy: 'unavailable',
  noData: 'unavailable',
};

/** The generation toast's text; any other message (the server localizes its own) is shown as it came. */
export function generationErrorMessage(error: unknown): string {
  const { message, details } = readFailure(error);
  const known = typeof details.reason === 'string' ? plannerFailures[details.reason] : undefined;
  if (known) return i18n.t(`generation:generate.${known}`);
  return message ?? i18n.t('generation:generate.failed');
}
