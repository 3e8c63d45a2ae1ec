// The order to visit a handful of places in: the shortest open path through
// them, found by nearest neighbour and improved by 2-opt (reversing a stretch
// while that shortens the path) and by moving single stops (or-opt). A day holds 3 to 10 stops, for which this is
// within a few percent of the exact answer and takes microseconds; the exact
// answer (every order) is kept for checking plans and for the benchmark.
import { distanceMeters, type LatLng } from './geo.js';

const km = (from: LatLng, to: LatLng) => distanceMeters(from, to) / 1000;

/** How far apart two points count, km: the straight line by default; a day's way adds water to cross. */
export type Distance = (from: LatLng, to: LatLng) => number;

/** Length of the path through the points in the order given, km. */
export function pathKm(points: readonly LatLng[], distance: Distance = km): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) total += distance(points[i - 1]!, points[i]!);
  return total;
}

/**
 * The order (indices into `points`) of a short open path through them. With `from`, the path starts
 * next to that point (where the traveler already is) and `from` is not part of the answer.
 */
export function shortOrder(points: readonly LatLng[], from?: LatLng, distance: Distance = km): number[] {
  if (points.length <= 1) return points.map((_, index) => index);
  if (points.length <= EXACT_UP_TO) return shortestOrder(points, from, distance);
  const start = from
    ? nearest(points, from, new Set(), distance)
    : // Without a starting point, start at an end: the point farthest from the others' centre.
      farthest(points, centre(points));
  const order = [start];
  const used = new Set(order);
  while (order.length < points.length) {
    const next = nearest(points, points[order[order.length - 1]!]!, used, distance);
    order.push(next);
    used.add(next);
  }
  // 2-opt and moving single stops, until neither shortens the path.
  let length = Infinity;
  for (
    let current = pathFrom(points, order, from, distance);
    current < length - 1e-9;
    current = pathFrom(points, order, from, distance)
  ) {
    length = current;
    twoOpt(points, order, from, distance);
    orOpt(points, order, from, distance);
  }
  return order;
}

/**
 * Up to this many stops (a day's), the shortest order itself: Held–Karp takes 2^n·n² steps, about 16,000
 * for 8. The local search below can end up to a fifth longer on some layouts (a property test found one).
 */
const EXACT_UP_TO = 8;

/** The shortest open path's order, starting next to `from` when given (Held–Karp dynamic programming). */
function shortestOrder(points: readonly LatLng[], from: LatLng | undefined, distance: Distance): number[] {
  const n = points.length;
  const full = (1 << n) - 1;
  const cost = new Float64Array((full + 1) * n).fill(Infinity);
  const previous = new Int8Array((full + 1) * n).fill(-1);
  for (let i = 0; i < n; i++) cost[(1 << i) * n + i] = from ? distance(from, points[i]!) : 0;
  for (let visited = 1; visited <= full; visited++) {
    for (let last = 0; last < n; last++) {
      const so = cost[visited * n + last]!;
      if (!(visited & (1 << last)) || so === Infinity) continue;
      for (let next = 0; next < n; next++) {
        if (visited & (1 << next)) continue;
        const slot = (visited | (1 << next)) * n + next;
        const length = so + distance(points[last]!, points[next]!);
        if (length < cost[slot]! - 1e-9) {
          cost[slot] = length;
          previous[slot] = last;
        }
      }
    }
  }
  let last = 0;
  for (let i = 1; i < n; i++) if (cost[full * n + i]! < cost[full * n + last]! - 1e-9) last = i;
  const order: number[] = [];
  for (let visited = full; last !== -1;) {
    order.push(last);
    const before = previous[visited * n + last]!;
    visited &= ~(1 << last);
    last = before;
  }
  return order.reverse();
}

const pathFrom = (points: readonly LatLng[], order: readonly number[], from: LatLng | undefined, distance: Distance) =>
  pathKm([...(from ? [from] : []), ...order.map((index) => points[index]!)], distance);

/** Moves single stops to where they shorten the path most, while one does. */
function orOpt(points: readonly LatLng[], order: number[], from: LatLng | undefined, distance: Distance) {
  let best = pathFrom(points, order, from, distance);
  for (let improved = true; improved;) {
    improved = false;
    for (let i = 0; i < order.length; i++) {
      for (let j = 0; j < order.length; j++) {
        if (i === j) continue;
        const moved = [...order];
        moved.splice(j, 0, ...moved.splice(i, 1));
        const length = pathFrom(points, moved, from, distance);
        if (length < best - 1e-9) {
          order.splice(0, order.length, ...moved);
          best = length;
          improved = true;
        }
      }
    }
  }
}

/** The shortest open path through the points, by trying every order (for at most 9 points). */
export function shortestPathKm(points: readonly LatLng[], distance: Distance = km): number {
  if (points.length > 9) throw new Error('shortestPathKm tries every order: at most 9 points');
  if (points.length <= 2) return pathKm(points, distance);
  let best = Infinity;
  const order: number[] = [];
  const used = new Array<boolean>(points.length).fill(false);
  const walk = (length: number) => {
    if (length >= best) return;
    if (order.length === points.length) {
      best = length;
      return;
    }
    for (let i = 0; i < points.length; i++) {
      if (used[i]) continue;
      const last = order[order.length - 1];
      used[i] = true;
      order.push(i);
      walk(length + (last === undefined ? 0 : distance(points[last]!, points[i]!)));
      order.pop();
      used[i] = false;
    }
  };
  walk(0);
  return best;
}

function centre(points: readonly LatLng[]): LatLng {
  const lat = points.reduce((sum, point) => sum + point.lat, 0) / points.length;
  const lng = points.reduce((sum, point) => sum + point.lng, 0) / points.length;
  return { lat, lng };
}

function nearest(points: readonly LatLng[], to: LatLng, used: ReadonlySet<number>, distance: Distance): number {
  let best = -1;
  let bestKm = Infinity;
  points.forEach((point, index) => {
    const away = distance(point, to);
    if (!used.has(index) && away < bestKm) [best, bestKm] = [index, away];
  });
  return best;
}

function farthest(points: readonly LatLng[], from: LatLng): number {
  let best = 0;
  points.forEach((point, index) => {
    if (km(point, from) > km(points[best]!, from)) best = index;
  });
  return best;
}

/** Reverses stretches of the order while that shortens the path (from `from`, when given). */
function twoOpt(points: readonly LatLng[], order: number[], from: LatLng | undefined, distance: Distance): number[] {
  const at = (position: number) => (position < 0 ? from! : points[order[position]!]!);
  // An open path: no edge before the first stop (unless it starts from `from`) or after the last.
  const edge = (a: number, b: number) => ((a < 0 && !from) || b >= order.length ? 0 : distance(at(a), at(b)));
  let improved = true;
  while (improved) {
    improved = false;
    for (let i = 0; i < order.length - 1; i++) {
      for (let j = i + 1; j < order.length; j++) {
        // Reversing i..j replaces the edges (i-1, i) and (j, j+1) with (i-1, j) and (i, j+1).
        const before = edge(i - 1, i) + edge(j, j + 1);
        const after = edge(i - 1, j) + (j + 1 < order.length ? distance(at(i), at(j + 1)) : 0);
        if (after < before - 1e-9) {
          order.splice(i, j - i + 1, ...order.slice(i, j + 1).reverse());
          improved = true;
        }
      }
    }
  }
  return order;
}
