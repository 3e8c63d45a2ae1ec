// Whole trip rows read with pg itself (the trip list of REST and of GraphQL's
// `trips`). Each row holds both itineraries, about 13 KB of JSON each, and a
// trip card shows only the saved one: decoding the other took a third of the
// list's CPU, in JSON.parse and in the garbage it left (measured with
// bench/api.ts and BENCH_CPU_PROF). So the two itinerary columns arrive as
// text and each is parsed the first time it is read; a row is still a `Trip`
// to every reader (JSON.stringify and spreads read the columns too).
import pg from 'pg';
import type { Trip } from '../../generated/prisma/client.js';
import type { ItineraryColumn } from './itinerary-cache.js';

/**
 * Every column of a trip under its Prisma field name, so a row is a `Trip`.
 * The columns are `timestamp` without a time zone holding UTC (as Prisma
 * writes them); AT TIME ZONE 'UTC' makes pg read them as such.
 */
export const WHOLE_TRIP_COLUMNS = `id, user_id AS "userId", origin_airport AS "originAirport",
  destination_country AS "destinationCountry", cities, travel_month AS "travelMonth", currency, duration, budget,
  preferences, budget_itinerary AS "budgetItinerary", experience_itinerary AS "experienceItinerary",
  saved_type AS "savedType", status, start_date AT TIME ZONE 'UTC' AS "startDate",
  created_at AT TIME ZONE 'UTC' AS "createdAt", updated_at AT TIME ZONE 'UTC' AS "updatedAt", version`;

const ITINERARY_COLUMNS: ItineraryColumn[] = ['budgetItinerary', 'experienceItinerary'];

/** jsonb stays text here; every other type is read as pg reads it by default. */
const JSONB_OID = 3802;
const jsonbAsText: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === JSONB_OID
      ? (text: string) => text
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

/** Makes `column` of `row` parse its JSON text on first read; a write replaces it, as on a plain object. */
function parseWhenRead(row: Record<string, unknown>, column: ItineraryColumn) {
  const text = row[column] as string;
  let parsed = false;
  let value: unknown;
  Object.defineProperty(row, column, {
    enumerable: true,
    configurable: true,
    get() {
      if (!parsed) {
        value = JSON.parse(text);
        parsed = true;
      }
      return value;
    },
    set(replacement: unknown) {
      value = replacement;
      parsed = true;
    },
  });
}

/** The trips `sql` selects (with WHOLE_TRIP_COLUMNS), each itinerary parsed only when read. */
export async function queryWholeTrips(pool: pg.Pool, sql: string, values: unknown[]): Promise<Trip[]> {
  const { rows } = await pool.query<Record<string, unknown>>({ text: sql, values, types: jsonbAsText });
  for (const row of rows) for (const column of ITINERARY_COLUMNS) parseWhenRead(row, column);
  return rows as unknown as Trip[];
}
