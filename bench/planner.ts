// The offline planner's latency, in this process: both itineraries for a 7-
// and a 30-day request.
import { performance } from 'node:perf_hooks';
import { planTrip } from '../api/src/planners/offline-planner.js';
import { tripRequestSchema } from '../api/src/domain/itinerary/trip-request.js';
import { percentile, type Measurement } from './lib/stats.js';

const RUNS = 300;

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

export function benchPlanner() {
  // The first plan loads and validates the data files: keep it out of the numbers.
  planTrip(request(7));
  const measurements: Measurement[] = [];
  const results = [7, 30].map((days) => {
    const input = request(days);
    for (let run = 0; run < 20; run++) planTrip(input);
    const samples: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      planTrip(input);
      samples.push(performance.now() - started);
    }
    const p50Ms = Math.round(percentile(samples, 50) * 100) / 100;
    const p99Ms = Math.round(percentile(samples, 99) * 100) / 100;
    const metric = `${days} days, both itineraries`;
    measurements.push(
      {
        section: 'Planner',
        metric: `${metric}: p50`,
        value: p50Ms,
        unit: 'ms',
        target: days === 30 ? { bound: 'at most', limit: 5 } : undefined,
      },
      { section: 'Planner', metric: `${metric}: p99`, value: p99Ms, unit: 'ms' },
    );
    return { days, p50Ms, p99Ms };
  });
  return { results, measurements };
}
