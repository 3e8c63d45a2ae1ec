// Inviting a traveler to a trip (docs/product/travel-together.md): an address
// and a role. The API (api/src/services/trips/trip-members.ts) and the
// Travelers dialog check the same.
import { z } from 'zod';
import { emailAddress } from './accounts.js';
import { TRIP_ROLES } from './trip-members-fields.js';
import { rule } from './rules.js';

const emailRequired = rule('validation:members.emailRequired');
const emailInvalid = rule('validation:members.emailInvalid');

export const role = z.enum(TRIP_ROLES, { error: rule('validation:members.role') });

export const inviteForm = z.object({
  email: z.string({ error: emailRequired }).trim().min(1, emailRequired).pipe(emailAddress(emailInvalid)),
  role,
});
