// The order of a day's stops and the way between them: nearest neighbour and
// 2-opt against the exact shortest path, on random points of a city.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceMeters, type LatLng } from './geo.js';
import { pathKm, shortestPathKm, shortOrder } from './route.js';
import { travelBetween, WALK_KM } from './travel.js';

/** Points within about 10 km of central Manila. */
const cityPoint = fc.record({
  lat: fc.double({ min: 14.5, max: 14.68, noNaN: true }),
  lng: fc.double({ min: 120.95, max: 121.1, noNaN: true }),
});

describe('a short order through a day', () => {
  it('is within 15% of the shortest path for up to 8 stops, and visits each once', () => {
    fc.assert(
      fc.property(fc.array(cityPoint, { minLength: 2, maxLength: 8 }), (points) => {
        const order = shortOrder(points);
        expect([...order].sort((a, b) => a - b)).toEqual(points.map((_, index) => index));
        const length = pathKm(order.map((index) => points[index]!));
        expect(length).toBeLessThanOrEqual(shortestPathKm(points) * 1.15 + 1e-9);
      }),
      { numRuns: 300 },
    );
  });

  it('starts next to where the traveler already is', () => {
    const line: LatLng[] = [0, 1, 2, 3].map((step) => ({ lat: 14.6, lng: 121 + step * 0.01 }));
    expect(shortOrder([line[2]!, line[0]!, line[3]!, line[1]!], { lat: 14.6, lng: 121.05 })).toEqual([2, 0, 3, 1]);
    expect(shortOrder([line[2]!, line[0]!, line[3]!, line[1]!], { lat: 14.6, lng: 120.95 })).toEqual([1, 3, 0, 2]);
  });

  it('refuses to try every order of more than 9 stops', () => {
    expect(() => shortestPathKm(Array.from({ length: 10 }, () => ({ lat: 14.6, lng: 121 })))).toThrow();
  });
});

describe('the way to the next stop', () => {
  const here = { lat: 14.5995, lng: 120.9842 };
  const at = (km: number) => ({ lat: here.lat + km / 111.2, lng: here.lng });

  it('walks when close, takes transit or a taxi beyond, and grows with the distance', () => {
    expect(travelBetween(here, at(0.8), { preferTransit: true }).mode).toBe('walk');
    expect(travelBetween(here, at(WALK_KM + 0.3), { preferTransit: true }).mode).toBe('transit');
    expect(travelBetween(here, at(WALK_KM + 0.3), { preferTransit: false }).mode).toBe('taxi');
    const near = travelBetween(here, at(2), { preferTransit: true });
    const far = travelBetween(here, at(8), { preferTransit: true });
    expect(far.minutes).toBeGreaterThan(near.minutes);
    expect(far.km).toBeCloseTo(distanceMeters(here, at(8)) / 1000, 1);
    // A walk of a kilometre takes about a quarter of an hour once streets are counted.
    expect(travelBetween(here, at(1), { preferTransit: true }).minutes).toBeGreaterThanOrEqual(15);
  });
});
