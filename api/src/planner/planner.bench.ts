// Latency of the offline planner (target: p50 at most 5 ms for 30 days).
// Run: npx vitest bench --run api/src/planner/planner.bench.ts
import { bench, describe } from 'vitest';
import { planTrip } from './offline-planner.js';
import { tripRequestSchema } from './trip-request.js';

const request = (duration: number) =>
  tripRequestSchema.parse({
    originAirport: 'ILO',
    destinationCountry: 'JP',
    travelMonth: 4,
    currency: 'PHP',
    duration,
    budget: 120_000,
    preferences: ['food', 'culture', 'landmarks'],
    departureTime: '08:30',
    returnTime: '18:00',
  });

// The first plan loads and validates the data files: keep it out of the numbers.
planTrip(request(7));

describe('offline planner', () => {
  for (const duration of [7, 30]) {
    const input = request(duration);
    bench(`${duration} days, both itineraries`, () => {
      planTrip(input);
    });
  }
});
