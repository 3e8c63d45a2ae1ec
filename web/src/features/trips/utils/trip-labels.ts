// Labels the trip screens show for values the API stores (docs/product/trips.md). They live
// in the `common` catalogue, loaded on every screen, because the landing page
// shows them too; called at render time so they follow the language.
import { i18n } from '@/lib/i18n';

const TRAVEL_GROUPS = ['solo', 'family', 'friends'] as const;

/**
 * docs/product/trips.md: a travel-group label for display only, never stored. Derived from
 * the id so a card keeps its label across renders and visits.
 */
export const travelGroupLabel = (tripId: number) =>
  i18n.t(`common:trip.group.${TRAVEL_GROUPS[tripId % TRAVEL_GROUPS.length]!}`);

export const daysLabel = (days: number) => i18n.t('common:trip.days', { count: days });
