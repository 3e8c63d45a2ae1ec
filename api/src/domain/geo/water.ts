// Water in a city that a straight line between two stops may cross: a river or a
// harbour with no footbridge on the way (Bangkok's Chao Phraya, Hong Kong's
// Victoria Harbour). Two places 500 m apart across it are no walk; the way is a
// ferry, a tunnel or a bridge out of the way. Courses are traced by a curator
// and only ever asked "does this line cross it", never drawn.
import { distanceMeters, type LatLng } from './geo.js';

export interface Water {
  name: string;
  /** The water's course through town, as a line of points. */
  course: readonly LatLng[];
  /** What crossing it takes beyond the way itself: the walk to a pier and the wait, or the detour to a bridge. */
  crossingMinutes: number;
}

/** Which side of the line through `a` and `b` the point is on (positive left, negative right). */
const side = (a: LatLng, b: LatLng, point: LatLng) =>
  (b.lng - a.lng) * (point.lat - a.lat) - (b.lat - a.lat) * (point.lng - a.lng);

/** Whether the segments p1-p2 and q1-q2 cross (in the plane of latitude and longitude: fine across a town). */
function segmentsCross(p1: LatLng, p2: LatLng, q1: LatLng, q2: LatLng): boolean {
  return side(p1, p2, q1) * side(p1, p2, q2) < 0 && side(q1, q2, p1) * side(q1, q2, p2) < 0;
}

/** The first water that the straight way from `from` to `to` crosses, if any. */
export function waterBetween(from: LatLng, to: LatLng, waters: readonly Water[]): Water | undefined {
  return waters.find((water) =>
    water.course.some((point, index) => index > 0 && segmentsCross(from, to, water.course[index - 1]!, point)),
  );
}

/** Water to cross counts as this much farther when choosing where to go next: a ferry, or a bridge out of the way. */
export const CROSSING_KM = 3;

/** The straight way in km between two points, and CROSSING_KM more when water lies between them. */
export const kmAcross =
  (waters: readonly Water[]) =>
  (from: LatLng, to: LatLng): number =>
    distanceMeters(from, to) / 1000 + (waters.length && waterBetween(from, to, waters) ? CROSSING_KM : 0);
