// The departure checklist's answer choices (docs/product/trips.md, departure readiness),
// without zod: the trip page's form lists them before its rules (readiness.ts) load.
export const TRAVELER_TYPES = ['tourist', 'sponsored', 'ofw'] as const;
/** adult: 12 and over; minor: 2 years + 1 day to under 12 (the travel tax's reduced-rate age); infant: 2 and below. */
export const AGE_GROUPS = ['adult', 'minor', 'infant'] as const;
export const TICKET_CLASSES = ['economyOrBusiness', 'firstClass'] as const;
