// The raw baseline the API is measured against: plain node:http and pg running
// the same SQL as GET /api/trips and the dashboard's `trips` query (a page of
// at most 100, so 101 rows are read to know whether there is a next page), for one
// fixed user — no framework, no session, no validation, no GraphQL.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';

const userId = Number(process.env.BENCH_USER_ID);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const TRIP_COLUMNS = `id, user_id, origin_airport, destination_country, cities, travel_month, currency, duration,
  budget, preferences, budget_itinerary, experience_itinerary, saved_type, status, start_date, created_at,
  updated_at, version`;
const ORDER = 'ORDER BY created_at DESC, id DESC';

interface TripRow {
  id: number;
  user_id: number;
  origin_airport: string;
  destination_country: string;
  cities: string[];
  travel_month: number;
  currency: string;
  duration: number;
  budget: number;
  preferences: string[];
  budget_itinerary: { destination: string; totalBudget: number; currency: string };
  experience_itinerary: { destination: string; totalBudget: number; currency: string };
  saved_type: 'budget' | 'experience';
  status: string;
  start_date: Date | null;
  created_at: Date;
  version: number;
}

const restTrip = (row: TripRow) => ({
  id: row.id,
  userId: row.user_id,
  originAirport: row.origin_airport,
  destinationCountry: row.destination_country,
  cities: row.cities,
  travelMonth: row.travel_month,
  currency: row.currency,
  duration: row.duration,
  budget: row.budget,
  preferences: row.preferences,
  budgetItinerary: row.budget_itinerary,
  experienceItinerary: row.experience_itinerary,
  savedType: row.saved_type,
  status: row.status,
  startDate: row.start_date?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(),
  version: row.version,
});

/** The fields of the web app's SavedTripCard fragment. */
const cardTrip = (row: TripRow) => {
  const saved = row.saved_type === 'experience' ? row.experience_itinerary : row.budget_itinerary;
  return {
    id: row.id,
    destinationCountry: row.destination_country,
    cities: row.cities,
    originAirport: row.origin_airport,
    travelMonth: row.travel_month,
    currency: row.currency,
    duration: row.duration,
    budget: row.budget,
    startDate: row.start_date?.toISOString() ?? null,
    status: row.status,
    savedType: row.saved_type,
    version: row.version,
    savedItinerary: { destination: saved.destination, totalBudget: saved.totalBudget, currency: saved.currency },
  };
};

const sendJson = (res: ServerResponse, body: unknown) => {
  const text = JSON.stringify(body);
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
};

async function respond(req: IncomingMessage, res: ServerResponse) {
  try {
    if (req.url === '/api/trips') {
      const { rows } = await pool.query<TripRow>(`SELECT ${TRIP_COLUMNS} FROM trips WHERE user_id = $1 ${ORDER}`, [
        userId,
      ]);
      sendJson(res, rows.map(restTrip));
    } else if (req.url === '/graphql') {
      const { rows } = await pool.query<TripRow>(
        `SELECT ${TRIP_COLUMNS} FROM trips WHERE user_id = $1 AND status = 'upcoming' ${ORDER} LIMIT 101`,
        [userId],
      );
      sendJson(res, { data: { trips: { edges: rows.slice(0, 100).map((row) => ({ node: cardTrip(row) })) } } });
    } else {
      res.writeHead(404).end();
    }
  } catch (error) {
    res.writeHead(500).end(String(error));
  }
}

const server = createServer((req, res) => {
  // The request body (the GraphQL query) is read and ignored.
  req.resume();
  req.on('end', () => void respond(req, res));
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => {
  console.log(JSON.stringify({ ready: true, port: (server.address() as AddressInfo).port }));
});
process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void pool.end();
});
