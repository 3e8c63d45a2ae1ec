// Imports every type file, then builds the schema. Add new type files here.
import { lexicographicSortSchema } from 'graphql';
import { builder } from './builder.js';
import './types/scalars.js';
import './types/health.js';
import './types/user.js';
import './types/api-token.js';
import './types/auth.js';
import './types/itinerary.js';
import './types/trip-generation.js';
import './types/trip.js';
import './types/share-link.js';
import './types/calendar-feed.js';
import './types/trip-members.js';
import './types/trip-expenses.js';
import './types/trip-bookings.js';
import './types/trip-events.js';
import './types/readiness.js';
import './types/destination-photo.js';
import './types/visa.js';
import './types/calendar.js';
import './types/peso-rate.js';
import './types/contact.js';
import './types/deal.js';
import './types/booking.js';
import './types/local-secrets.js';
import './types/privacy.js';

export const schema = lexicographicSortSchema(builder.toSchema());
