import { Badge } from '@chakra-ui/react/badge';
import { useTranslation } from 'react-i18next';

interface UnverifiedPlace {
  name: string;
  line: string;
}

/**
 * The mark next to a line of a plan (an activity, a meal, the accommodation) that names a
 * place Lakbay could not match with its curated places; nothing for any other line. It
 * says so in words, not by colour alone.
 */
export function NotVerifiedMark({
  line,
  unverifiedPlaces,
}: {
  line: string;
  unverifiedPlaces: readonly UnverifiedPlace[] | null | undefined;
}) {
  const { t } = useTranslation('common');
  const place = unverifiedPlaces?.find((candidate) => candidate.line === line);
  if (!place) return null;
  return (
    <Badge
      colorPalette="orange"
      variant="subtle"
      ms="2"
      verticalAlign="baseline"
      whiteSpace="normal"
      title={t('trip.notVerified.hint', { place: place.name })}
      data-testid="not-verified-mark"
    >
      <span aria-hidden="true">⚠</span>
      <span>{t('trip.notVerified.label')}</span>
    </Badge>
  );
}
