// The roles of an invitation (docs/product/travel-together.md), without zod: the Travelers
// dialog lists them before its rules (trip-members.ts) load.
/** The roles an owner can give; the owner's own is not one of them. */
export const TRIP_ROLES = ['editor', 'viewer'] as const;
export type InvitedRole = (typeof TRIP_ROLES)[number];
