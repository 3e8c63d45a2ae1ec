import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';

import { formatDistance, priceLabel } from '@/features/local-secrets/utils/format';
import type { LocalSecretsQuery } from '@/gql/graphql';
import { formatDate, formatNumber } from '@/lib/i18n';

export type LocalSecret = LocalSecretsQuery['localSecrets']['places'][number];

/** Open Now / Closed from the API; nothing is guessed when the hours are not listed. */
function OpenBadge({ openNow }: { openNow: boolean | null | undefined }) {
  const { t } = useTranslation('localSecrets');
  if (openNow === true)
    return (
      <Badge colorPalette="green" variant="solid">
        {t('card.openNow')}
      </Badge>
    );
  if (openNow === false)
    return (
      <Badge colorPalette="gray" variant="solid">
        {t('card.closed')}
      </Badge>
    );
  return (
    <Badge variant="outline" colorPalette="gray">
      {t('card.hoursNotListed')}
    </Badge>
  );
}

/**
 * The result card of docs/product/local-secrets.md: name, type, rating, description, address, Open
 * Now/Closed, price level, Insider Tip and View Details, which unfolds today's
 * hours, the sources and the date the entry was checked. A pick whose map
 * position no source confirms (`approximateLocation`) says so under its address. A live place from
 * OpenStreetMap says so instead of a Lakbay pick score, and has no price or
 * insider tip: we only show what OpenStreetMap's contributors recorded.
 */
export function SecretCard({
  place,
  highlighted,
  onAddToTrip,
}: {
  place: LocalSecret;
  highlighted: boolean;
  onAddToTrip: (place: LocalSecret) => void;
}) {
  const { t } = useTranslation('localSecrets');
  const [details, setDetails] = useState(false);
  const detailsId = useId();
  const fromOpenStreetMap = place.source === 'openstreetmap';

  return (
    <Card.Root
      as="article"
      id={`secret-${place.id}`}
      aria-labelledby={`secret-${place.id}-name`}
      tabIndex={-1}
      h="full"
      borderColor={highlighted ? 'brand.solid' : undefined}
      borderWidth={highlighted ? '2px' : undefined}
      data-testid="local-secret-card"
    >
      <Card.Body gap="3">
        <Flex justify="space-between" align="start" gap="3">
          <Box minW="0">
            <Heading as="h3" size="md" id={`secret-${place.id}-name`}>
              {place.name}
            </Heading>
            <Text textStyle="sm" color="fg.muted">
              {place.type} · {t(`categories.${place.category}`)}
            </Text>
          </Box>
          <OpenBadge openNow={place.openNow} />
        </Flex>
        <Flex gap="3" wrap="wrap" align="center" textStyle="sm">
          {fromOpenStreetMap || place.rating === null ? (
            <Badge variant="subtle" colorPalette="gray" title={t('card.osmTitle')}>
              {t('card.osm')}
            </Badge>
          ) : (
            <Text fontWeight="semibold" title={t('card.scoreTitle')}>
              <span aria-hidden>★ </span>
              {formatNumber(place.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
              <VisuallyHidden> {t('card.outOf')}</VisuallyHidden> {t('card.pick')}
            </Text>
          )}
          {place.priceLevel !== null && (
            <Text>
              <VisuallyHidden>{t('price.label')} </VisuallyHidden>
              {priceLabel(place.priceLevel)}
            </Text>
          )}
          <Text color="fg.muted">{formatDistance(place.distanceMeters)}</Text>
        </Flex>
        {place.description && <Text>{place.description}</Text>}
        {place.address && (
          <Text textStyle="sm" color="fg.muted">
            {place.address}
          </Text>
        )}
        {place.approximateLocation && (
          // No cited source confirms where the pin is: said plainly, never hidden.
          <Text textStyle="xs" color="fg.muted" fontStyle="italic" data-testid="approximate-location">
            {t('card.approximateLocation')}
          </Text>
        )}
        {place.tips[0] && (
          <Box bg="sunset.subtle" borderRadius="l2" px="3" py="2">
            <Text textStyle="sm" fontWeight="semibold" color="sunset.fg">
              {t('card.insiderTip')}
            </Text>
            <Text textStyle="sm">{place.tips[0]}</Text>
          </Box>
        )}
        {place.aiTip && (
          <Box borderWidth="1px" borderColor="border.muted" borderRadius="l2" px="3" py="2">
            <Text textStyle="sm" fontWeight="semibold" color="fg.muted">
              {t('card.aiTip')}
            </Text>
            <Text textStyle="sm">{place.aiTip}</Text>
          </Box>
        )}
        <Box mt="auto">
          <Flex justify="space-between" align="center" gap="2" wrap="wrap">
            <Button
              variant="ghost"
              size="sm"
              px="0"
              aria-expanded={details}
              aria-controls={detailsId}
              onClick={() => setDetails((open) => !open)}
            >
              {details ? t('card.hideDetails') : t('card.viewDetails')}
            </Button>
            <Button
              variant="outline"
              size="sm"
              aria-label={t('card.addToTripLabel', { place: place.name })}
              onClick={() => onAddToTrip(place)}
            >
              {t('card.addToTrip')}
            </Button>
          </Flex>
          <Stack id={detailsId} hidden={!details} gap="1" textStyle="sm" mt="1">
            {fromOpenStreetMap && place.hoursNote ? (
              // OpenStreetMap's own notation (e.g. "Mo-Sa 10:00-21:00"), as its contributors wrote it.
              <Text>
                <Trans
                  t={t}
                  i18nKey="card.osmHours"
                  values={{ hours: place.hoursNote }}
                  components={{ strong: <strong /> }}
                />
              </Text>
            ) : (
              <>
                <Text>
                  <Trans
                    t={t}
                    i18nKey="card.today"
                    values={{ hours: place.hoursToday ?? t('card.hoursUnknown') }}
                    components={{ strong: <strong /> }}
                  />
                </Text>
                {place.hoursNote && <Text color="fg.muted">{place.hoursNote}</Text>}
              </>
            )}
            <Text fontWeight="bold">{t('card.sources')}</Text>
            <Stack as="ul" gap="0.5" listStyleType="disc" ps="5">
              {place.sources.map((source) => (
                <li key={source.url + source.title}>
                  <Link href={source.url} target="_blank" rel="noopener noreferrer" color="brand.fg">
                    {source.title}
                  </Link>
                </li>
              ))}
            </Stack>
            <Text color="fg.muted">
              {t('card.lastChecked', {
                date: formatDate(place.lastChecked, { dateStyle: 'long', timeZone: 'UTC' }),
              })}
            </Text>
          </Stack>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
