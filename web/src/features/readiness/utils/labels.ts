import type { ReadinessItemStatus, TicketClass, TravelerAgeGroup, TravelerType } from '@/gql/graphql';

export const travelerTypeOptions: { value: TravelerType; label: string }[] = [
  { value: 'tourist', label: 'Tourist (I pay for my trip)' },
  { value: 'sponsored', label: 'Sponsored (someone else pays)' },
  { value: 'ofw', label: 'OFW (leaving for work abroad)' },
];

export const ageGroupOptions: { value: TravelerAgeGroup; label: string }[] = [
  { value: 'adult', label: 'Adult (12 and over)' },
  { value: 'minor', label: 'Child (2 to 11)' },
  { value: 'infant', label: 'Infant (2 and under)' },
];

export const ticketClassOptions: { value: TicketClass; label: string }[] = [
  { value: 'economyOrBusiness', label: 'Economy or business' },
  { value: 'firstClass', label: 'First class' },
];

export const statusLabels: Record<ReadinessItemStatus, { label: string; palette: string }> = {
  done: { label: 'Done', palette: 'green' },
  todo: { label: 'To do', palette: 'gray' },
  warning: { label: 'Needs attention', palette: 'orange' },
  not_needed: { label: 'Not needed', palette: 'gray' },
};

export const formatPeso = (amount: number) => `₱${amount.toLocaleString('en-US')}`;
