// api/data/airports.json: the airports a booking confirmation may name, with the IANA zone of
// their local times. Read once; a zone the runtime does not know fails the load (and the tests).
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { isKnownTimeZone } from './local-secrets-data.js';

const airportSchema = z.object({
  code: z.string().regex(/^[A-Z]{3}$/),
  name: z.string().min(1),
  city: z.string().min(1),
  country: z.string().regex(/^[A-Z]{2}$/),
  timeZone: z.string().refine(isKnownTimeZone, 'unknown IANA time zone'),
});
export type Airport = z.infer<typeof airportSchema>;

const fileSchema = z.object({ airports: z.array(airportSchema).min(1) });

const file = new URL('../../../data/airports.json', import.meta.url);
let byCode: Map<string, Airport> | undefined;

/** The airport with this IATA code, or undefined when Lakbay does not list it. */
export function airport(code: string): Airport | undefined {
  byCode ??= new Map(fileSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).airports.map((a) => [a.code, a]));
  return byCode.get(code);
}
