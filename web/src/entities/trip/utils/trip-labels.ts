// Labels the trip screens show for values the API stores (docs/product/trips.md). They live
// in the `common` catalogue, loaded on every screen, because the landing page
// shows them too; called at render time so they follow the language.
import { i18n } from '@/lib/i18n';

/**
 * docs/product/trips.md: who is on the trip, from its members: "Solo Trip", or "With 2 co-travelers".
 * `memberCount` leaves the owner out, so it is also the number of others a member travels with
 * (the owner and every member but themselves).
 */
export const travelGroupLabel = (memberCount: number) =>
  memberCount === 0 ? i18n.t('common:trip.group.solo') : i18n.t('common:trip.group.with', { count: memberCount });

export const daysLabel = (days: number) => i18n.t('common:trip.days', { count: days });
