import { Badge, type BadgeProps } from '@chakra-ui/react/badge';

import { useTranslation } from 'react-i18next';

import type { ItineraryType } from '@/gql/graphql';

/** Budget-Focused (sea teal) or Experience-Focused (sunset), as docs/product/trips.md labels them. */
export function ItineraryTypeBadge({ type, ...badgeProps }: { type: ItineraryType } & BadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge variant="solid" colorPalette={type === 'experience' ? 'sunset' : 'brand'} {...badgeProps}>
      {t(`trip.type.${type}`)}
    </Badge>
  );
}
