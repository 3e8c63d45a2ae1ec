import type { ReadinessItemStatus, TicketClass, TravelerAgeGroup, TravelerType } from '@/gql/graphql';

// The answers' choices, in the order the form lists them; their texts are in the
// readiness catalogue (form.travelerTypes, form.ageGroups, form.ticketClasses).
export const TRAVELER_TYPES: readonly TravelerType[] = ['tourist', 'sponsored', 'ofw'];
export const AGE_GROUPS: readonly TravelerAgeGroup[] = ['adult', 'minor', 'infant'];
export const TICKET_CLASSES: readonly TicketClass[] = ['economyOrBusiness', 'firstClass'];

/** Each status's badge colour; its text is item.status.<status> in the catalogue. */
export const statusPalettes: Record<ReadinessItemStatus, string> = {
  done: 'green',
  todo: 'gray',
  warning: 'orange',
  not_needed: 'gray',
};
