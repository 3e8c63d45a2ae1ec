// The Local Secrets search's radius and categories (docs/product/local-secrets.md), without
// zod: the search form shows them before its rules (local-secrets.ts) load.
/** The radius slider, in metres: default 5 km, from 1 to 10 km in steps of 1 km. */
export const RADIUS = { min: 1000, max: 10_000, step: 1000, default: 5000 } as const;

export const LOCAL_SECRET_CATEGORIES = ['restaurant', 'cafe', 'shopping', 'attraction', 'activity'] as const;
export type LocalSecretCategory = (typeof LOCAL_SECRET_CATEGORIES)[number];
