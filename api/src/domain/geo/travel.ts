// How long the way from one stop to the next takes, estimated from the
// straight-line distance (no routing service runs offline): streets add about
// a third to the distance; people walk about 4.5 km/h; a city's trains and
// buses average about 20 km/h door to door plus 10 minutes to reach and wait;
// a taxi about 22 km/h plus 5 minutes to hail. Out of town (a day trip) the
// train or road runs about 55 km/h. Water in between (a river, a harbour) is
// no walk: the way takes the ferry or the MTR across and the time to reach it.
// Plans say these are estimates.
import type { Travel, TravelMode } from '@lakbay/validation/itinerary';
import { distanceMeters, type LatLng } from './geo.js';
import { waterBetween, type Water } from './water.js';

/** Streets are longer than the straight line. */
const DETOUR = 1.3;
/** Up to this far (straight line), the next stop is a walk. */
export const WALK_KM = 1.2;
/** Beyond this, the way is out of town. */
const OUT_OF_TOWN_KM = 25;

const SPEED_KMH: Record<TravelMode, number> = { walk: 4.5, transit: 20, taxi: 22 };
const OVERHEAD_MINUTES: Record<TravelMode, number> = { walk: 0, transit: 10, taxi: 5 };
const OUT_OF_TOWN_KMH = 55;

/** Whether a city's own transport is trains or buses (else taxis, tricycles and the like). */
export const hasPublicTransport = (gettingAround: string) =>
  /\b(metro|mrt|lrt|subway|underground|tube|train|rail|tram|bus|buses|bts|jeepney|jeepneys|ferry|ferries|monorail)\b/i.test(
    gettingAround,
  );

/**
 * The way between two points: a walk when close and on the same side of the city's waters; beyond, public
 * transport where the city has it and the plan prefers it (budget), else a taxi. Across water close by,
 * the ferry (public transport) whatever the plan.
 */
export function travelBetween(
  from: LatLng,
  to: LatLng,
  options: { preferTransit: boolean; waters?: readonly Water[] },
): Travel {
  const km = distanceMeters(from, to) / 1000;
  const water = options.waters?.length ? waterBetween(from, to, options.waters) : undefined;
  const mode: TravelMode = km <= WALK_KM ? (water ? 'transit' : 'walk') : options.preferTransit ? 'transit' : 'taxi';
  const street = km * DETOUR;
  const speed = km > OUT_OF_TOWN_KM && mode !== 'walk' ? OUT_OF_TOWN_KMH : SPEED_KMH[mode];
  const minutes = Math.round(OVERHEAD_MINUTES[mode] + (water?.crossingMinutes ?? 0) + (street / speed) * 60);
  return { mode, minutes: Math.max(1, Math.min(minutes, 24 * 60)), km: Math.round(km * 10) / 10 };
}
