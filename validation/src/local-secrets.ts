// The Local Secrets search (docs/product/local-secrets.md): a point, a radius
// and an optional category. The API (api/src/services/local-secrets/local-secrets.ts)
// takes numbers; the form takes the coordinates as typed.
import { z } from 'zod';
import { LOCAL_SECRET_CATEGORIES, RADIUS } from './local-secrets-fields.js';
import { rule } from './rules.js';

const axes = {
  latitude: {
    limit: 90,
    required: rule('validation:localSecrets.latitudeRequired'),
    range: rule('validation:localSecrets.latitudeRange'),
  },
  longitude: {
    limit: 180,
    required: rule('validation:localSecrets.longitudeRequired'),
    range: rule('validation:localSecrets.longitudeRange'),
  },
};

/** A latitude or longitude in degrees; none at all is "required", anything else out of range is "range". */
export const coordinate = (axis: keyof typeof axes) => {
  const { limit, required, range } = axes[axis];
  return z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? required : range) })
    .min(-limit, range)
    .max(limit, range);
};

/** The same, as typed into a number box: empty is missing, anything not a number is out of range. */
const typedCoordinate = (axis: keyof typeof axes) =>
  z.string().trim().min(1, axes[axis].required).transform(Number).pipe(coordinate(axis));

const radiusRange = rule('validation:localSecrets.radiusRange');
export const radius = z.number({ error: radiusRange }).min(RADIUS.min, radiusRange).max(RADIUS.max, radiusRange);

export const category = z.enum(LOCAL_SECRET_CATEGORIES, { error: rule('validation:localSecrets.categoryUnknown') });

/** The search form: what it sends is the API's input. "" is every category. */
export const searchForm = z.object({
  latitude: typedCoordinate('latitude'),
  longitude: typedCoordinate('longitude'),
  category: z.union([category, z.literal('')]).transform((chosen) => chosen || null),
  radius,
});
