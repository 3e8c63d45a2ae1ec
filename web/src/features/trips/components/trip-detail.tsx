import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';

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
import { TripPage, TripQueryState } from '@/features/trips/components/trip-page';
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
  const {
    trip: loaded,
    loading,
    error,
    refetch,
    changes,
  } = useTripDetail(id, {
    liveExpenses: opened.has('expenses'),
  });
  const { options } = useTripFormOptions();
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const { deleteTrip, pending: deleting } = useDeleteTrip();
  const navigate = useNavigate();

  return (
    <TripQueryState trip={loaded} loading={loading} error={error} refetch={refetch}>
      {(trip) => {
        const name = countryName(options, trip.destinationCountry);
        const canceled = trip.status === 'canceled';
        const part = trip.myPart;
        const owner = part === 'owner';
        const canEdit = part !== 'viewer';

        return (
          <TripPage>
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
                  content: opened.has('bookings') && (
                    <BookingsSection tripId={trip.id} part={part} canceled={canceled} />
                  ),
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
          </TripPage>
        );
      }}
    </TripQueryState>
  );
}
