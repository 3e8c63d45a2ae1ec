import { Badge, type BadgeProps } from '@chakra-ui/react/badge';

import { itineraryTypeLabels } from '@/features/trips/utils/trip-labels';
import type { ItineraryType } from '@/gql/graphql';

/** Budget-Focused (sea teal) or Experience-Focused (sunset), as the spec labels them. */
export function ItineraryTypeBadge({ type, ...badgeProps }: { type: ItineraryType } & BadgeProps) {
  return (
    <Badge variant="solid" colorPalette={type === 'experience' ? 'sunset' : 'brand'} {...badgeProps}>
      {itineraryTypeLabels[type]}
    </Badge>
  );
}
