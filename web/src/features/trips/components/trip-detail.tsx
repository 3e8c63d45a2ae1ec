import { Alert } from '@chakra-ui/react/alert';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';

import { PageSpinner } from '@/components/ui/page-spinner';
import { lazyComponent } from '@/lib/lazy-component';
import { useDeleteTrip } from '@/features/trips/api/delete-trip';
import { useTripDetail } from '@/features/trips/api/trip-detail';
import { countryName, useTripFormOptions } from '@/lib/trip-form-options';
import { DeleteTripDialog } from '@/features/trips/components/delete-trip-dialog';
import { EditTripDialog } from '@/features/trips/components/edit-trip-dialog';
import { Icon } from '@/features/trips/components/icon';
import { LiveChanges } from '@/features/trips/components/live-changes';
import { ShareTripButton } from '@/features/trips/components/share-trip-dialog';
import { TravelersButton } from '@/features/trips/components/travelers-dialog';
import { TripContent, TripHeading } from '@/features/trips/components/trip-content';
import type { PrintRequest } from '@/features/trips/components/trip-print';

// The Expenses tab is its own chunk: the trip page's first load stays as it was.
const ExpensesSection = lazyComponent(() =>
  import('@/features/trips/components/expenses/expenses-section').then((module) => module.ExpensesSection),
);
const BookingsSection = lazyComponent(() =>
  import('@/features/trips/components/bookings/bookings-section').then((module) => module.BookingsSection),
);

/** Tabs the URL may open (?tab=…), from the dashboard's checklist link or a shared link to the expenses. */
const LINKED_TABS = ['readiness', 'expenses', 'bookings'];

function BackLink() {
  const { t } = useTranslation('trips');
  return (
    <Link asChild color="brand.fg" fontWeight="medium" mb={{ base: '4', md: '6' }}>
      <RouterLink to="/my-trips">
        <Icon name="arrowLeft" />
        {t('trip.backToMyTrips')}
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

/** docs/product/trips.md: what /trips/{id} shows when the trip cannot be read (missing, someone else's, or a failure). */
export function TripLoadError() {
  const { t } = useTranslation('trips');
  return (
    <Page>
      <title>{t('trip.notFoundTitle')}</title>
      <Alert.Root status="error" borderRadius="l3" role="alert" maxW="3xl">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('trip.loadErrorTitle')}</Alert.Title>
          <Alert.Description>{t('trip.loadErrorText')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Page>
  );
}

/**
 * /trips/{id}: the header, the Trip Summary card and the Overview, Daily Itinerary, Travel Tips, Expenses and
 * Departure Readiness tabs. Co-travelers (docs/product/travel-together.md) see what their part allows: editors everything
 * but Share, Delete and the owner's own Departure Readiness; viewers read only.
 */
interface TripDetailProps {
  id: number;
  /** The departure checklist's tab, from the readiness feature (app/routes/trip-detail.tsx composes them). */
  readiness: (trip: { id: number; version: number; canceled: boolean; destinationCountry: string }) => ReactNode;
}

export function TripDetail({ id, readiness }: TripDetailProps) {
  const { t } = useTranslation('trips');
  // The dashboard links to the checklist with ?tab=readiness; a tab's data is read when it is first opened.
  const [searchParams] = useSearchParams();
  const linked = searchParams.get('tab') ?? '';
  const initialTab = LINKED_TABS.includes(linked) ? linked : 'overview';
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set([initialTab]));
  // Others' expenses are followed live once the Expenses tab has been opened, not before.
  const { trip, loading, error, changes } = useTripDetail(id, { liveExpenses: opened.has('expenses') });
  const { options } = useTripFormOptions();
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const { deleteTrip, pending: deleting } = useDeleteTrip();
  const navigate = useNavigate();

  if (loading && !trip) return <PageSpinner />;
  if (error || !trip) return <TripLoadError />;

  const name = countryName(options, trip.destinationCountry);
  const canceled = trip.status === 'canceled';
  const part = trip.myPart;
  const owner = part === 'owner';
  const canEdit = part !== 'viewer';

  return (
    <Page>
      <title>{t('trip.pageTitle', { name })}</title>
      <TripContent
        // A viewer reads the days without their Edit buttons.
        {...(canEdit ? { trip } : { trip, readOnly: true as const })}
        options={options}
        header={
          <Flex justify="space-between" align="start" gap="4" wrap="wrap">
            <Box minW="0">
              <TripHeading name={name} trip={trip} />
              {!owner && (
                <Text textStyle="sm" color="fg.muted" mt="2">
                  {t(`members.partNote.${part}`)}
                </Text>
              )}
              <LiveChanges changes={changes} />
            </Box>
            <Flex gap="3" wrap="wrap">
              <TravelersButton tripId={trip.id} part={part} />
              {owner && <ShareTripButton tripId={trip.id} />}
              <Button asChild variant="outline">
                <RouterLink to={`/trips/${trip.id}/print`} state={{ print: true } satisfies PrintRequest}>
                  <Icon name="printer" />
                  {t('trip.print')}
                </RouterLink>
              </Button>
              {trip.startDate && (
                <Button asChild variant="outline">
                  {/* The API answers with a file download; the session cookie goes along. */}
                  <a href={`/api/trips/${trip.id}/calendar.ics`} download>
                    <Icon name="calendar" />
                    {t('trip.addToCalendar')}
                  </a>
                </Button>
              )}
              {!canceled && canEdit && (
                <Button variant="outline" onClick={() => setEditing(true)}>
                  <Icon name="pencil" />
                  {t('actions.editTrip')}
                </Button>
              )}
              {owner && (
                <Button
                  variant="outline"
                  colorPalette="red"
                  loading={deleting}
                  onClick={() => setConfirmingDelete(true)}
                >
                  <Icon name="trash" />
                  {t('actions.deleteTrip')}
                </Button>
              )}
            </Flex>
          </Flex>
        }
        canceledNotice={t('trip.canceledNotice')}
        extraTabs={[
          {
            value: 'bookings',
            label: t('trip.tabs.bookings'),
            content: opened.has('bookings') && <BookingsSection tripId={trip.id} part={part} canceled={canceled} />,
          },
          {
            value: 'expenses',
            label: t('trip.tabs.expenses'),
            content: opened.has('expenses') && (
              <ExpensesSection
                tripId={trip.id}
                part={part}
                canceled={canceled}
                currency={trip.savedItinerary.currency}
                days={trip.duration}
              />
            ),
          },
          // Each traveler's own departure checklist (their passport, their visa): members have theirs too.
          {
            value: 'readiness',
            label: t('trip.tabs.readiness'),
            content:
              opened.has('readiness') &&
              readiness({
                id: trip.id,
                version: trip.version,
                canceled,
                destinationCountry: trip.destinationCountry,
              }),
          },
        ]}
        defaultTab={initialTab}
        onTabChange={(value) => setOpened((tabs) => (tabs.has(value) ? tabs : new Set(tabs).add(value)))}
      />
      {!canceled && canEdit && <EditTripDialog trip={trip} open={editing} onOpenChange={setEditing} />}
      {owner && (
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
      )}
    </Page>
  );
}
