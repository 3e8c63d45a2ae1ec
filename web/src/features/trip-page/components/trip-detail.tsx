import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';

import { Icon } from '@/components/ui/icon';
import { useDeleteTrip } from '@/entities/trip/api/delete-trip';
import { countryName, useTripFormOptions } from '@/entities/trip/api/trip-form-options';
import { DeleteTripDialog } from '@/entities/trip/components/delete-trip-dialog';
import { TripContent, TripHeading } from '@/entities/trip/components/trip-content';
import { useTripDetail } from '@/features/trip-page/api/trip-detail';
import { LiveChanges } from '@/features/trip-page/components/live-changes';
import { TripPage, TripQueryState } from '@/features/trip-page/components/trip-page';
import type { PrintRequest } from '@/features/trip-page/components/trip-print';
import type { SavedTripDetailFragment, TripPart } from '@/gql/graphql';

/** Tabs the URL may open (?tab=…), from the dashboard's checklist link or a shared link to the expenses. */
const LINKED_TABS = ['readiness', 'expenses', 'bookings'];

/** What the user may do on this trip: their part on it, and whether it is canceled. */
interface TripAccess {
  part: TripPart;
  canceled: boolean;
}

type TripPagePart = (trip: SavedTripDetailFragment, access: TripAccess) => ReactNode;

export interface TripPageParts {
  /** The header's Travelers button (features/travelers). */
  travelers: TripPagePart;
  /** The owner's Share button (features/sharing). */
  share: TripPagePart;
  /** The Edit Trip dialog (features/trips). */
  editDialog: (
    trip: SavedTripDetailFragment,
    dialog: { open: boolean; onOpenChange: (open: boolean) => void },
  ) => ReactNode;
  /** The Daily Itinerary tab of a trip the user may edit (features/itinerary-editing). */
  editableItinerary: TripPagePart;
  /** The Bookings, Expenses and Departure Readiness tabs' contents (features/bookings, expenses, readiness). */
  bookings: TripPagePart;
  expenses: TripPagePart;
  readiness: TripPagePart;
}

interface TripDetailProps {
  id: number;
  /** What other features put on the page; app/routes/trip-detail.tsx composes them (docs/decisions/047). */
  parts: TripPageParts;
}

/**
 * /trips/{id}: the header, the Trip Summary card and the Overview, Daily Itinerary, Travel Tips, Expenses and
 * Departure Readiness tabs. Co-travelers (docs/product/travel-together.md) see what their part allows: editors everything
 * but Share, Delete and the owner's own Departure Readiness; viewers read only.
 */
export function TripDetail({ id, parts }: TripDetailProps) {
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
        const access = { part, canceled };

        return (
          <TripPage>
            <title>{t('trip.pageTitle', { name })}</title>
            <TripContent
              trip={trip}
              // A viewer reads the days without their Edit buttons.
              itinerary={canEdit ? parts.editableItinerary(trip, access) : undefined}
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
                    {parts.travelers(trip, access)}
                    {owner && parts.share(trip, access)}
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
                  content: opened.has('bookings') && parts.bookings(trip, access),
                },
                {
                  value: 'expenses',
                  label: t('trip.tabs.expenses'),
                  content: opened.has('expenses') && parts.expenses(trip, access),
                },
                // Each traveler's own departure checklist (their passport, their visa): members have theirs too.
                {
                  value: 'readiness',
                  label: t('trip.tabs.readiness'),
                  content: opened.has('readiness') && parts.readiness(trip, access),
                },
              ]}
              defaultTab={initialTab}
              onTabChange={(value) => setOpened((tabs) => (tabs.has(value) ? tabs : new Set(tabs).add(value)))}
            />
            {!canceled && canEdit && parts.editDialog(trip, { open: editing, onOpenChange: setEditing })}
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
