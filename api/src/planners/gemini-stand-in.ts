// Tests only: a stand-in for the Gemini REST API on 127.0.0.1, speaking
// `POST /v1beta/models/{model}:generateContent` and its streaming twin
// `:streamGenerateContent?alt=sse` (Server-Sent Events, one `data:` line per
// chunk) as the real service does, so the real SDK runs against it unchanged.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { addDays, findDate, toClock } from '../domain/bookings/confirmation-text.js';

export interface GeminiCall {
  /** 0 for the first request the stand-in received. */
  index: number;
  model: string;
  apiKey: string | undefined;
  body: {
    contents: { parts: { text: string }[] }[];
    systemInstruction?: unknown;
    generationConfig?: { responseMimeType?: string; responseJsonSchema?: unknown };
  };
  /** The prompt text. */
  prompt: string;
}

/**
 * Streaming mode: the answer's text in parts, the first at once and then one every `delayMs`.
 * `cutAfter` parts the connection drops (a network cut). Asked without streaming, the stand-in
 * answers the whole text once the last part would have been written.
 */
export interface StreamedReply {
  parts: string[];
  delayMs: number;
  cutAfter?: number;
}

export type GeminiReply = { status: number; body: unknown } | StreamedReply | 'hang';

export interface GeminiStandIn {
  baseUrl: string;
  calls: GeminiCall[];
  /** The most requests that were waiting for an answer at the same time. */
  maxInFlight: number;
  /** Each streamed part as it was written: the call's index, the part's, and performance.now(). */
  writes: { call: number; part: number; at: number }[];
  stop(): Promise<void>;
}

/** A successful generateContent answer whose text is `text` (JSON-encoded unless already a string). */
export function modelAnswer(text: unknown): { status: number; body: unknown } {
  const part = typeof text === 'string' ? text : JSON.stringify(text);
  return {
    status: 200,
    body: {
      candidates: [{ content: { role: 'model', parts: [{ text: part }] }, finishReason: 'STOP', index: 0 }],
      usageMetadata: { promptTokenCount: 1, candidatesTokenCount: 1, totalTokenCount: 2 },
      modelVersion: 'stand-in',
    },
  };
}

/**
 * Streaming mode for a plan: one part a day (the first also carries the overview and tips, the last
 * closes the JSON), one every `delayMs` (a second, as a model writes). `badPart` replaces that part
 * with broken JSON.
 */
export function streamedPlan(
  plan: { days: unknown[] },
  { delayMs = 1000, cutAfter, badPart }: { delayMs?: number; cutAfter?: number; badPart?: number } = {},
): StreamedReply {
  const { days, ...head } = plan;
  const opening = `${JSON.stringify(head).slice(0, -1)},"days":[`;
  const parts = days.map((day, index) => (index === 0 ? opening : ',') + JSON.stringify(day));
  parts[parts.length - 1] += ']}';
  if (badPart !== undefined) parts[badPart] = ',{"day": oops';
  return { parts, delayMs, ...(cutAfter === undefined ? {} : { cutAfter }) };
}

/** One streamed chunk as the service sends it: a candidate whose text continues the answer. */
const chunkOf = (text: string) => ({
  candidates: [{ content: { role: 'model', parts: [{ text }] }, index: 0 }],
  modelVersion: 'stand-in',
});

/** Places nobody curated (each checked against api/data): a plan naming them must flag every one. */
export const INVENTED_PLACES = [
  'Hoshizora Ramen Club',
  'Tanuki Sky Garden Bar',
  'Golden Koi Sushi Hall',
  'Moonlit Bamboo Tea House',
  'Shirokane Robot Museum',
] as const;

/**
 * What a well-behaved model answers for a `days`-day trip to Tokyo (tests, benchmarks, fault
 * runs): our places, one by its id and the others by name as a model might write them, plus
 * the first `invented` of INVENTED_PLACES, spread over the days (activities and lunches).
 */
type PlanLine = { text: string; place?: { name: string; id?: string } };

export function tokyoPlan(days: number, { invented = 0 }: { invented?: number } = {}) {
  const plan = {
    overview: 'Three days of temples and food in Tokyo.',
    tips: ['Carry some cash for small restaurants.'],
    days: Array.from({ length: days }, (_, index) => ({
      day: index + 1,
      title: `Day ${index + 1} in Tokyo`,
      activities: [
        {
          text: 'Senso-ji and Nakamise-dori',
          place: { name: 'Senso-ji and Nakamise-dori', id: 'jp-tokyo-senso-ji-and-nakamise-dori' },
        },
      ] as PlanLine[],
      accommodation: { text: 'Hostel in Asakusa', place: { name: 'Asakusa' } },
      transportation: 'Subway with a Suica card',
      meals: [
        { text: 'Breakfast: konbini' },
        { text: 'Dinner: Tsukiji outer market', place: { name: 'TSUKIJI Outer Market' } },
      ] as PlanLine[],
      costs: { accommodation: 1500, meals: 1100, activities: 400 + index, transportation: 340 },
    })),
  };
  INVENTED_PLACES.slice(0, invented).forEach((name, index) => {
    const day = plan.days[index % days]!;
    if (index % 2 === 0) day.activities.push({ text: `Visit ${name}`, place: { name } });
    else day.meals.push({ text: `Lunch: ${name}`, place: { name } });
  });
  return plan;
}

/**
 * Change-a-day mode: what a well-behaved model answers when asked to rewrite day `day` of a
 * Tokyo trip. Our places, by id and by name, a rainy-day title, and the first `invented` of
 * INVENTED_PLACES as lunches; `cost` is the day's total.
 */
export function tokyoDay(day: number, { invented = 0, cost = 2000 }: { invented?: number; cost?: number } = {}) {
  return {
    day,
    title: `Rainy day ${day} in Tokyo`,
    activities: [
      {
        text: 'Tokyo National Museum: Japanese art and archaeology',
        place: { name: 'Tokyo National Museum', id: 'jp-tokyo-tokyo-national-museum' },
      },
      {
        text: 'Depachika food halls in Shibuya',
        place: {
          name: 'Shibuya / Shinjuku department-store food halls (depachika)',
          id: 'jp-tokyo-shibuya-shinjuku-department-store-food-halls-depachika',
        },
      },
    ],
    accommodation: { text: 'Hostel in Asakusa', place: { name: 'Asakusa' } },
    transportation: 'Subway with a Suica card',
    meals: [
      { text: 'Breakfast: konbini' },
      ...INVENTED_PLACES.slice(0, invented).map((name) => ({ text: `Lunch: ${name}`, place: { name } })),
    ],
    costs: { accommodation: cost / 2, meals: cost / 4, activities: cost / 8, transportation: cost / 8 },
  };
}

/**
 * What a model that knows the places but not the map writes for any planner prompt (benchmarks and the
 * plan checker's tests): the prompt's curated places of its first city, three a day in the order listed
 * (not the order of the map), a place of the next city on day 2 (the wrong city), day 1's first place again
 * on the last day (a repeat), breakfast at the hotel (no place), lunch at a listed eatery and dinner at
 * "a local restaurant" every other day.
 */
export function modelPlanFromPrompt(prompt: string) {
  const days = daysAskedFor({ prompt } as GeminiCall);
  const cities = [...prompt.matchAll(/^- (.+?) \(stay area: (.+?) \[([^\]]+)\]\): (.*)$/gm)].map((match) => ({
    name: match[1]!,
    stay: { name: match[2]!, id: match[3]! },
    places: [...match[4]!.matchAll(/([^;]+?) \[([^\]]+)\] \(/g)].map((place) => ({
      name: place[1]!.trim(),
      id: place[2]!,
    })),
  }));
  const eateries = [...prompt.matchAll(/^ {2}Eateries in (.+?): (.*)$/gm)].flatMap((match) =>
    [...match[2]!.matchAll(/([^;]+?) \[([^\]]+)\] \(/g)].map((eatery) => ({ name: eatery[1]!.trim(), id: eatery[2]! })),
  );
  const [home, next] = cities;
  if (!home) throw new Error('the prompt lists no curated places');
  const line = (place: { name: string; id: string }) => ({ text: `Visit ${place.name}`, place, minutes: 90 });
  return {
    overview: `${days} days in ${home.name}.`,
    tips: ['Carry some cash for small restaurants.', 'Carry some cash for small restaurants.'],
    days: Array.from({ length: days }, (_, index) => {
      const picks = home.places.slice(index * 3, index * 3 + 3).reverse();
      if (index === 1 && next?.places[0]) picks.push(next.places[0]);
      if (index === days - 1 && days > 1 && home.places[0]) picks.push(home.places[0]);
      const lunch = eateries[index];
      return {
        day: index + 1,
        title: `Day ${index + 1} in ${home.name}`,
        activities: picks.length ? picks.map(line) : [{ text: 'Free time' }],
        accommodation: { text: `Hotel in ${home.stay.name}`, place: home.stay },
        transportation: 'Public transport',
        meals: [
          { text: 'Breakfast: at the hotel', meal: 'breakfast' },
          lunch
            ? { text: `Lunch: ${lunch.name}`, place: lunch, meal: 'lunch' }
            : { text: 'Lunch: street food', meal: 'lunch' },
          ...(index % 2 ? [{ text: 'Dinner: a local restaurant', meal: 'dinner' }] : []),
        ],
        costs: { accommodation: 1500, meals: 900, activities: 600, transportation: 300 },
      };
    }),
  };
}

/** The day a change-a-day prompt asks to rewrite (its "Rewrite day N" line); null for any other prompt. */
export function dayToRewrite(call: GeminiCall): number | null {
  const day = /Rewrite day (\d+) /.exec(call.prompt)?.[1];
  return day ? Number(day) : null;
}

/** How many days a planner prompt asks for (its "Write exactly N days" line). */
export function daysAskedFor(call: GeminiCall): number {
  const days = /Write exactly (\d+) days/.exec(call.prompt)?.[1];
  if (!days) throw new Error('the prompt names no number of days');
  return Number(days);
}

/** Whether a call asks to read the bookings of a confirmation: its response schema lists flights, stays and activities. */
export function isBookingRequest(call: GeminiCall): boolean {
  const schema = call.body.generationConfig?.responseJsonSchema as { properties?: Record<string, unknown> } | undefined;
  return ['flights', 'stays', 'activities'].every((list) => list in (schema?.properties ?? {}));
}

/** The confirmation a booking request quotes (its "The e-mail, as a JSON string:" line). */
export function confirmationIn(call: GeminiCall): string {
  const quoted = /^The e-mail, as a JSON string: (".*")$/m.exec(call.prompt)?.[1];
  if (!quoted) throw new Error('the prompt quotes no e-mail');
  return JSON.parse(quoted) as string;
}

const valueOf = (text: string, label: string) =>
  new RegExp(`^[ \\t]*${label}:[ \\t]*(.+?)[ \\t]*$`, 'im').exec(text)?.[1] ?? undefined;

/**
 * Booking mode: what a well-behaved model answers for the confirmation a booking request quotes, read
 * the same way every time from lines like samples/travel-agency.txt's: flight rows ("01 Dec 2026  SQ 917
 * Manila (MNL) Terminal 3  Singapore (SIN) Terminal 3  09:40  13:35"), a carrier and a PNR; a stay from
 * its Hotel, Address, Check-in, Check-out lines; a tour from its Tour, Date, Meeting point lines. A
 * message with none of them gives three empty lists.
 */
export function bookingsFromPrompt(call: GeminiCall) {
  const text = confirmationIn(call);
  const carrier = valueOf(text, 'Carrier') ?? 'Unknown Airline';
  const pnr = valueOf(text, '[^\\n:]*\\(PNR\\)');
  const end = (airport: string, terminal: string | undefined, at: string) => ({
    airport,
    ...(terminal ? { terminal } : {}),
    at,
  });
  const flights = [
    ...text.matchAll(
      /^[ \t]*(\d{1,2} [A-Za-z]{3} \d{4})[ \t]+([A-Z0-9]{2} \d{1,4})[ \t]+[^(\n]*\(([A-Z]{3})\)(?:[ \t]+Terminal[ \t]+(\w+))?[ \t]+[^(\n]*\(([A-Z]{3})\)(?:[ \t]+Terminal[ \t]+(\w+))?[ \t]+(\d{1,2}:\d{2})[ \t]+(\d{1,2}:\d{2})(?:[ \t]*\(\+(\d)\))?/gm,
    ),
  ].map(([, day, flightNumber, from, fromTerminal, to, toTerminal, departs, arrives, later]) => {
    const date = findDate(day!)!;
    return {
      carrier,
      flightNumber: flightNumber!,
      from: end(from!, fromTerminal, `${date}T${toClock(departs!)}`),
      to: end(to!, toTerminal, `${addDays(date, Number(later ?? 0))}T${toClock(arrives!)}`),
      ...(pnr ? { reference: pnr } : {}),
    };
  });
  const hotel = valueOf(text, 'Hotel');
  const checkIn = valueOf(text, 'Check-in');
  const checkOut = valueOf(text, 'Check-out');
  const stays =
    hotel && checkIn && checkOut
      ? [
          {
            name: hotel,
            ...(valueOf(text, 'Address') ? { address: valueOf(text, 'Address') } : {}),
            checkIn: findDate(checkIn)!,
            checkOut: findDate(checkOut)!,
            ...(toClock(checkIn) ? { checkInTime: toClock(checkIn) } : {}),
            ...(valueOf(text, 'Hotel confirmation no\\.')
              ? { reference: valueOf(text, 'Hotel confirmation no\\.') }
              : {}),
          },
        ]
      : [];
  const tour = valueOf(text, 'Tour');
  const tourDate = valueOf(text, 'Date');
  const activities =
    tour && tourDate
      ? [
          {
            name: tour,
            date: findDate(tourDate)!,
            ...(toClock(tourDate) ? { time: toClock(tourDate) } : {}),
            ...(valueOf(text, 'Meeting point') ? { meetingPoint: valueOf(text, 'Meeting point') } : {}),
            ...(valueOf(text, 'Voucher no\\.') ? { reference: valueOf(text, 'Voucher no\\.') } : {}),
          },
        ]
      : [];
  return { flights, stays, activities };
}

/** An error in the shape Google's APIs use. */
export function apiError(status: number, message: string, reason?: string): GeminiReply {
  const statusName: Record<number, string> = {
    400: 'INVALID_ARGUMENT',
    429: 'RESOURCE_EXHAUSTED',
    500: 'INTERNAL',
    503: 'UNAVAILABLE',
  };
  const details = reason
    ? [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason, domain: 'googleapis.com' }]
    : undefined;
  return { status, body: { error: { code: status, message, status: statusName[status] ?? 'UNKNOWN', details } } };
}

export async function startGeminiStandIn(
  reply: (call: GeminiCall) => GeminiReply | Promise<GeminiReply>,
): Promise<GeminiStandIn> {
  const calls: GeminiCall[] = [];
  let inFlight = 0;
  const standIn = { calls, maxInFlight: 0, writes: [] } as unknown as GeminiStandIn;

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => void respond());
    async function respond() {
      const match = /^\/v1beta\/models\/([^/:]+):(generateContent|streamGenerateContent\?alt=sse)$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !match) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"code":404}}');
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as GeminiCall['body'];
      const call: GeminiCall = {
        index: calls.length,
        model: decodeURIComponent(match[1]!),
        apiKey: req.headers['x-goog-api-key'] as string | undefined,
        body,
        prompt: body.contents.flatMap((content) => content.parts.map((part) => part.text)).join('\n'),
      };
      calls.push(call);
      inFlight++;
      standIn.maxInFlight = Math.max(standIn.maxInFlight, inFlight);
      res.on('close', () => inFlight--);
      const answer = await reply(call);
      if (answer === 'hang') return;
      const streaming = match[2] !== 'generateContent';
      if ('parts' in answer) {
        if (streaming) await stream(res, call, answer);
        else {
          await sleep(answer.delayMs * (answer.parts.length - 1));
          const whole = modelAnswer(answer.parts.join(''));
          if (!res.destroyed)
            res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(whole.body));
        }
      } else if (streaming && answer.status === 200) {
        res.writeHead(200, { 'content-type': 'text/event-stream' }).end(`data: ${JSON.stringify(answer.body)}\r\n\r\n`);
      } else {
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
      }
    }

    async function stream(res: ServerResponse, call: GeminiCall, answer: StreamedReply) {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const [part, text] of answer.parts.entries()) {
        if (part > 0) await sleep(answer.delayMs);
        if (res.destroyed) return;
        if (part === answer.cutAfter) {
          res.destroy();
          return;
        }
        res.write(`data: ${JSON.stringify(chunkOf(text))}\r\n\r\n`);
        standIn.writes.push({ call: call.index, part, at: performance.now() });
      }
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.stop = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return standIn;
}
