import { useLazyQuery, useQuery } from '@apollo/client/react';
import { Alert } from '@chakra-ui/react/alert';
import { Box } from '@chakra-ui/react/box';
import { Card } from '@chakra-ui/react/card';
import { Grid } from '@chakra-ui/react/grid';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { QueryState } from '@/components/ui/query-state';
import { toast } from '@/lib/toast';
import { localSecretsQuery, localSecretsSetupQuery } from '@/features/local-secrets/api/local-secrets';
import { CoveredCities, type CoveredCity } from '@/features/local-secrets/components/covered-cities';
import { SearchForm, useSearchForm, type SearchRequest } from '@/features/local-secrets/components/search-form';
import { AddToTripDialog, type AddToTripTarget } from '@/features/local-secrets/components/add-to-trip-dialog';
import { SecretCard, type LocalSecret } from '@/features/local-secrets/components/secret-card';
import { TipCards } from '@/features/local-secrets/components/tip-cards';
import { formatRadius, roundCoordinate } from '@/features/local-secrets/utils/format';
import { readFailure } from '@/lib/failure';

// Leaflet (about 40 KB gzipped) loads only once there is something to map.
const SecretsMap = lazy(() =>
  import('@/features/local-secrets/components/secrets-map').then((module) => ({ default: module.SecretsMap })),
);

/** `?trip=12&day=3`: the day of a saved trip this search looks for a place for. */
function addToTripTarget(params: URLSearchParams): AddToTripTarget | null {
  const [tripId, day] = [Number(params.get('trip')), Number(params.get('day'))];
  return Number.isInteger(tripId) && tripId > 0 && Number.isInteger(day) && day > 0 ? { tripId, day } : null;
}

/**
 * docs/product/local-secrets.md: the search form, then the map, 'Found N Local Secrets', the result
 * cards and the three tip cards. Idle, loading, error, empty and found each
 * render on purpose; the empty and idle states offer the covered cities.
 */
export function LocalSecretsFinder() {
  const { t } = useTranslation('localSecrets');
  const form = useSearchForm();
  const [searched, setSearched] = useState<SearchRequest | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [adding, setAdding] = useState<LocalSecret | null>(null);
  const [searchParams] = useSearchParams();
  const setup = useQuery(localSecretsSetupQuery);
  const [findSecrets, { data, loading, error }] = useLazyQuery(localSecretsQuery);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  const search = async (request: SearchRequest) => {
    setSearched(request);
    setSelected(null);
    try {
      const result = await findSecrets({ variables: { input: request } });
      if (result.error) throw result.error;
    } catch (failure) {
      toast({
        type: 'error',
        title: t('finder.failed'),
        description: readFailure(failure).message ?? t('finder.tryAgain'),
      });
    }
  };

  const searchCity = (city: CoveredCity) => {
    form.setValue('latitude', roundCoordinate(city.coordinates.lat));
    form.setValue('longitude', roundCoordinate(city.coordinates.lng));
    form.clearErrors();
    const { category, radius } = form.getValues();
    void search({
      latitude: city.coordinates.lat,
      longitude: city.coordinates.lng,
      category: category || null,
      radius,
    });
  };

  const result = data?.localSecrets;
  // A new answer takes focus: screen readers hear the count, and on phones the results scroll into view.
  useEffect(() => {
    if (result) resultHeading.current?.focus();
  }, [result]);

  const selectPlace = useCallback((id: string) => {
    setSelected(id);
    const card = document.getElementById(`secret-${id}`);
    card?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    card?.focus({ preventScroll: true });
  }, []);

  // One object per search: the map refits only when the search changes, not on every render.
  const center = useMemo(() => searched && { lat: searched.latitude, lng: searched.longitude }, [searched]);
  const cities = setup.data?.localSecretsCities ?? [];
  const map = setup.data?.mapSettings;

  return (
    <Grid
      templateColumns={{ base: 'minmax(0, 1fr)', lg: '22rem minmax(0, 1fr)' }}
      gap={{ base: '6', lg: '8' }}
      alignItems="start"
    >
      <Card.Root as="section" aria-label={t('finder.label')} position={{ lg: 'sticky' }} top={{ lg: '24' }}>
        <Card.Body>
          <SearchForm form={form} onSearch={search} pending={loading} />
        </Card.Body>
      </Card.Root>

      <Box aria-live="polite" aria-busy={loading} minW="0">
        <QueryState
          // A new search replaces the results on screen.
          data={!loading && result && searched && center ? { result, searched, center } : null}
          loading={loading}
          error={error}
          errorTitle={t('finder.failed')}
          onRetry={searched ? () => void search(searched) : undefined}
          loadingText={t('finder.loading')}
          empty={
            <Box p={{ base: '6', md: '8' }} borderWidth="2px" borderStyle="dashed" borderRadius="l3" textAlign="center">
              <Text fontWeight="semibold">{t('finder.idleTitle')}</Text>
              <Text mt="2" mb="4" color="fg.muted">
                {t('finder.idleText')}
              </Text>
              <CoveredCities cities={cities} onPick={searchCity} />
            </Box>
          }
        >
          {({ result, searched, center }) => (
            <Stack gap="6">
              <Heading as="h2" size="xl" ref={resultHeading} tabIndex={-1} outline="none">
                {t('finder.found', { count: result.places.length })}
              </Heading>
              {result.livePlaces === 'unavailable' && (
                <Alert.Root status="info" borderRadius="l3" data-testid="live-places-unavailable">
                  <Alert.Indicator />
                  <Alert.Description>{t('finder.liveUnavailable')}</Alert.Description>
                </Alert.Root>
              )}
              {result.places.length > 0 ? (
                <>
                  {map && (
                    <Suspense fallback={<Box h={{ base: '18rem', md: '26rem' }} bg="bg.muted" borderRadius="l3" />}>
                      <SecretsMap
                        places={result.places}
                        center={center}
                        radius={searched.radius}
                        tileUrl={map.tileUrl}
                        attribution={map.attribution}
                        onSelect={selectPlace}
                      />
                    </Suspense>
                  )}
                  <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4">
                    {result.places.map((place) => (
                      <li key={place.id}>
                        <SecretCard place={place} highlighted={place.id === selected} onAddToTrip={setAdding} />
                      </li>
                    ))}
                  </SimpleGrid>
                  {result.tips && <TipCards tips={result.tips} />}
                </>
              ) : (
                <Box
                  p={{ base: '6', md: '8' }}
                  borderWidth="2px"
                  borderStyle="dashed"
                  borderRadius="l3"
                  textAlign="center"
                >
                  <Text fontWeight="semibold">{t('finder.noneWithin', { radius: formatRadius(searched.radius) })}</Text>
                  <Text mt="2" mb="4" color="fg.muted">
                    {t('finder.noneHint')}
                  </Text>
                  <CoveredCities cities={cities} onPick={searchCity} />
                </Box>
              )}
            </Stack>
          )}
        </QueryState>
      </Box>
      <AddToTripDialog place={adding} target={addToTripTarget(searchParams)} onClose={() => setAdding(null)} />
    </Grid>
  );
}
