import { useMutation, useQuery } from '@apollo/client/react';
import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { CenteredDialog, DialogForm } from '@/components/ui/centered-dialog';
import { SelectField } from '@/components/ui/form-field';
import { QueryState } from '@/components/ui/query-state';
import { toast } from '@/lib/toast';
import { addPlaceToTripMutation, forgetItineraries, tripsToAddToQuery } from '@/features/local-secrets/api/add-to-trip';
import type { LocalSecret } from '@/features/local-secrets/components/secret-card';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useZodForm } from '@/hooks/use-zod-form';
import { failureText, readFailure } from '@/lib/failure';

/** The trip and day to preselect: a saved trip's "Find a place for this day" link names them. */
export interface AddToTripTarget {
  tripId: number;
  day: number;
}

/**
 * "Add to trip" (docs/product/local-secrets.md): picks one of the traveler's
 * upcoming trips and a day; the server appends the place to that day. Signed
 * out, it says how to sign in instead.
 */
export function AddToTripDialog({
  place,
  target,
  onClose,
}: {
  place: LocalSecret | null;
  target: AddToTripTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('localSecrets');
  return (
    <CenteredDialog open={place !== null} onOpenChange={(open) => !open && onClose()} closeLabel={t('addToTrip.close')}>
      <Dialog.Header>
        <Dialog.Title>{t('addToTrip.title', { place: place?.name ?? '' })}</Dialog.Title>
      </Dialog.Header>
      {place && <AddToTripForm place={place} target={target} onDone={onClose} />}
    </CenteredDialog>
  );
}

/** The dialog's body when there is nothing to choose: a spinner, a failure, or the next step. */
const dialogBody = (view: ReactNode) => <Dialog.Body pb="6">{view}</Dialog.Body>;

/** Why a place cannot be added yet, and the link that fixes it (sign in, plan a trip). */
function NextStep({ text, to, action }: { text: string; to: string; action: string }) {
  return (
    <Stack gap="4">
      <Text>{text}</Text>
      <Button asChild alignSelf="start">
        <RouterLink to={to}>{action}</RouterLink>
      </Button>
    </Stack>
  );
}

function AddToTripForm({
  place,
  target,
  onDone,
}: {
  place: LocalSecret;
  target: AddToTripTarget | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('localSecrets');
  const { user, loading: userLoading } = useCurrentUser();
  const { data, loading, error, refetch } = useQuery(tripsToAddToQuery, {
    skip: !user,
    fetchPolicy: 'cache-and-network',
  });
  const trips = data && [
    ...data.trips.edges.map((edge) => edge.node),
    // A viewer cannot add to a trip, nor anyone to a trip that is over or canceled.
    ...data.sharedTrips.filter((shared) => shared.myPart === 'editor' && shared.status === 'upcoming'),
  ];

  if (!userLoading && !user) {
    return dialogBody(<NextStep text={t('addToTrip.signIn')} to="/auth" action={t('addToTrip.signInButton')} />);
  }
  return (
    <QueryState
      data={trips}
      loading={userLoading || loading}
      error={error}
      errorTitle={t('addToTrip.loadFailed')}
      // No answer: the dialog's own offline sentence, as when adding fails offline.
      errorText={error && !readFailure(error).answered ? t('addToTrip.offline') : undefined}
      onRetry={() => void refetch()}
      loadingText={t('addToTrip.loading')}
      isEmpty={(trips) => trips.length === 0}
      empty={<NextStep text={t('addToTrip.noTrips')} to="/generate-trip" action={t('addToTrip.planTrip')} />}
      frame={dialogBody}
    >
      {(trips) => {
        // The preselected trip when it is one of the list, else the first (there is one: an empty list is
        // the empty state); its first day unless one was named.
        const trip = trips.find((candidate) => candidate.id === target?.tripId) ?? trips[0]!;
        const day = target?.tripId === trip.id ? target.day : trip.savedItinerary.days[0]?.day;
        return (
          <PlaceChoice
            place={place}
            trips={trips}
            initial={{ tripId: String(trip.id), day: String(day ?? '') }}
            onDone={onDone}
          />
        );
      }}
    </QueryState>
  );
}

interface AddableTrip {
  id: number;
  version: number;
  savedItinerary: { destination: string; days: { day: number; title: string }[] };
}

/** The trip and day to add the place to, from the traveler's trips once they have loaded. */
function PlaceChoice({
  place,
  trips,
  initial,
  onDone,
}: {
  place: LocalSecret;
  trips: AddableTrip[];
  initial: { tripId: string; day: string };
  onDone: () => void;
}) {
  const { t } = useTranslation('localSecrets');
  const [addPlace, { loading: adding }] = useMutation(addPlaceToTripMutation);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(() => import('@lakbay/validation/trip-places').then((rules) => rules.addPlaceForm), {
    defaultValues: initial,
  });
  const tripId = form.watch('tripId');
  const trip = trips.find((candidate) => String(candidate.id) === tripId) ?? trips[0]!;

  const submit = form.handleSubmit(async ({ day }) => {
    setFailure(null);
    try {
      await addPlace({
        variables: { id: trip.id, placeId: place.id, day, expectedVersion: trip.version },
        update: (cache) => forgetItineraries(cache, trip.id),
      });
      toast({
        type: 'success',
        title: t('addToTrip.added', { place: place.name, day, destination: trip.savedItinerary.destination }),
      });
      onDone();
    } catch (caught) {
      setFailure(failureText(caught, { answered: t('addToTrip.failed'), noAnswer: t('addToTrip.offline') }));
    }
  });

  return (
    <DialogForm onSubmit={submit}>
      <Dialog.Body>
        <Stack gap="4">
          <SelectField
            label={t('addToTrip.trip')}
            size="md"
            value={tripId}
            onChange={(value) => {
              form.setValue('tripId', value);
              // Another trip: its first day.
              const chosen = trips.find((candidate) => String(candidate.id) === value);
              form.setValue('day', String(chosen?.savedItinerary.days[0]?.day ?? ''));
            }}
            options={trips.map((option) => ({ value: String(option.id), label: option.savedItinerary.destination }))}
          />
          <SelectField
            label={t('addToTrip.day')}
            size="md"
            value={form.watch('day')}
            onChange={(value) => form.setValue('day', value)}
            error={form.errorOf('day')}
            options={trip.savedItinerary.days.map((option) => ({
              value: String(option.day),
              label: t('addToTrip.dayOption', { day: option.day, title: option.title }),
            }))}
          />
          {failure && (
            <Alert.Root status="error" borderRadius="l2">
              <Alert.Indicator />
              <Alert.Description>{failure}</Alert.Description>
            </Alert.Root>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">{t('addToTrip.cancel')}</Button>
        </Dialog.ActionTrigger>
        <Button type="submit" {...form.submitProgress(adding, t('addToTrip.adding'))}>
          {t('addToTrip.submit')}
        </Button>
      </Dialog.Footer>
    </DialogForm>
  );
}
