import type { ReadinessItemStatus } from '@/gql/graphql';

/** Each status's badge colour; its text is item.status.<status> in the catalogue. */
export const statusPalettes: Record<ReadinessItemStatus, string> = {
  done: 'green',
  todo: 'gray',
  warning: 'orange',
  not_needed: 'gray',
};
