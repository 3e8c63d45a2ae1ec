import { Alert } from '@chakra-ui/react/alert';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Grid } from '@chakra-ui/react/grid';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Tabs } from '@chakra-ui/react/tabs';
import { Text } from '@chakra-ui/react/text';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';

import { PageSpinner } from '@/components/ui/page-spinner';
import { ReadinessPanel } from '@/features/readiness/components/readiness-panel';
import { useDeleteTrip } from '@/features/trips/api/delete-trip';
import { useTripDetail } from '@/features/trips/api/trip-detail';
import { countryName, useTripFormOptions } from '@/lib/trip-form-options';
import { DeleteTripDialog } from '@/features/trips/components/delete-trip-dialog';
import { EditTripDialog } from '@/features/trips/components/edit-trip-dialog';
import { Icon } from '@/features/trips/components/icon';
import { ItineraryTypeBadge } from '@/features/trips/components/itinerary-type-badge';
import { ItineraryDays } from '@/features/trips/components/itinerary-days';
import { TravelTips } from '@/features/trips/components/travel-tips';
import { TripOverview } from '@/features/trips/components/trip-overview';
import type { PrintRequest } from '@/features/trips/components/trip-print';
import { TripSummaryCard } from '@/features/trips/components/trip-summary-card';

function BackLink() {
  return (
    <Link asChild color="brand.fg" fontWeight="medium" mb={{ base: '4', md: '6' }}>
      <RouterLink to="/my-trips">
        <Icon name="arrowLeft" />
        Back to My Trips
      </RouterLink>
    </Link>
  );
}

function Page({ children }: { children: ReactNode }) {
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <BackLink />
      {children}
    </Container>
  );
}

/** Spec §2 and §8: what /trips/{id} shows when the trip cannot be read (missing, someone else's, or a failure). */
export function TripLoadError() {
  return (
    <Page>
      <title>Trip not found · Lakbay</title>
      <Alert.Root status="error" borderRadius="l3" role="alert" maxW="3xl">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>We couldn&apos;t load this trip</Alert.Title>
          <Alert.Description>
            Sorry, we couldn&apos;t load this trip. The trip may have been deleted or you don&apos;t have permission to
            view it.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Page>
  );
}

/** /trips/{id}: the header, the Trip Summary card and the Overview, Daily Itinerary, Travel Tips and Departure Readiness tabs. */
export function TripDetail({ id }: { id: number }) {
  const { trip, loading, error } = useTripDetail(id);
  const { options } = useTripFormOptions();
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  // The dashboard links to the checklist with ?tab=readiness; it is read when its tab is first opened.
  const [searchParams] = useSearchParams();
  const initialTab = searchParams.get('tab') === 'readiness' ? 'readiness' : 'overview';
  const [readinessOpened, setReadinessOpened] = useState(initialTab === 'readiness');
  const { deleteTrip, pending: deleting } = useDeleteTrip();
  const navigate = useNavigate();

  if (loading && !trip) return <PageSpinner />;
  if (error || !trip) return <TripLoadError />;

  const name = countryName(options, trip.destinationCountry);
  const itinerary = trip.savedItinerary;
  const canceled = trip.status === 'canceled';

  return (
    <Page>
      <title>{`${name} trip · Lakbay`}</title>
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 20rem' }}
        templateAreas={{ base: '"header" "summary" "main"', lg: '"header summary" "main summary"' }}
        templateRows={{ lg: 'auto 1fr' }}
        columnGap="8"
        rowGap="6"
      >
        <Box gridArea="header">
          <Flex justify="space-between" align="start" gap="4" wrap="wrap">
            <Box minW="0">
              <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
                {name}
              </Heading>
              {itinerary.destination !== trip.destinationCountry && (
                <Text color="fg.muted" mt="1">
                  {itinerary.destination}
                </Text>
              )}
              <ItineraryTypeBadge type={trip.savedType} mt="3" size="md" />
            </Box>
            <Flex gap="3" wrap="wrap">
              <Button asChild variant="outline">
                <RouterLink to={`/trips/${trip.id}/print`} state={{ print: true } satisfies PrintRequest}>
                  <Icon name="printer" />
                  Print
                </RouterLink>
              </Button>
              {trip.startDate && (
                <Button asChild variant="outline">
                  {/* The API answers with a file download; the session cookie goes along. */}
                  <a href={`/api/trips/${trip.id}/calendar.ics`} download>
                    <Icon name="calendar" />
                    Add to Calendar (.ics)
                  </a>
                </Button>
              )}
              {!canceled && (
                <Button variant="outline" onClick={() => setEditing(true)}>
                  <Icon name="pencil" />
                  Edit Trip
                </Button>
              )}
              <Button variant="outline" colorPalette="red" loading={deleting} onClick={() => setConfirmingDelete(true)}>
                <Icon name="trash" />
                Delete Trip
              </Button>
            </Flex>
          </Flex>
          {canceled && (
            <Alert.Root status="warning" mt="4" borderRadius="l2">
              <Alert.Indicator />
              <Alert.Title>This trip was canceled. A canceled trip can no longer be edited.</Alert.Title>
            </Alert.Root>
          )}
        </Box>

        <Box gridArea="summary">
          <TripSummaryCard trip={trip} options={options} />
        </Box>

        <Box gridArea="main" minW="0">
          <Tabs.Root
            defaultValue={initialTab}
            onValueChange={({ value }) => value === 'readiness' && setReadinessOpened(true)}
          >
            <Tabs.List overflowX="auto" overflowY="hidden">
              <Tabs.Trigger value="overview" flexShrink="0">
                Overview
              </Tabs.Trigger>
              <Tabs.Trigger value="itinerary" flexShrink="0">
                Daily Itinerary
              </Tabs.Trigger>
              <Tabs.Trigger value="tips" flexShrink="0">
                Travel Tips
              </Tabs.Trigger>
              <Tabs.Trigger value="readiness" flexShrink="0">
                Departure Readiness
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="overview" pt="6">
              <TripOverview itinerary={itinerary} />
            </Tabs.Content>
            <Tabs.Content value="itinerary" pt="6">
              <ItineraryDays trip={trip} />
            </Tabs.Content>
            <Tabs.Content value="tips" pt="6">
              {itinerary.tips.length === 0 ? (
                <Text color="fg.muted">No travel tips for this trip yet.</Text>
              ) : (
                <TravelTips tips={itinerary.tips} />
              )}
            </Tabs.Content>
            <Tabs.Content value="readiness" pt="6">
              {readinessOpened && <ReadinessPanel tripId={trip.id} tripVersion={trip.version} canceled={canceled} />}
            </Tabs.Content>
          </Tabs.Root>
        </Box>
      </Grid>
      {!canceled && <EditTripDialog trip={trip} open={editing} onOpenChange={setEditing} />}
      <DeleteTripDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        tripName={name}
        onConfirm={() => {
          void deleteTrip(trip.id).then((deleted) => {
            if (deleted) void navigate('/my-trips', { replace: true });
          });
        }}
      />
    </Page>
  );
}
