import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Field } from '@chakra-ui/react/field';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { MAX_CONFIRMATION_CHARACTERS } from '@lakbay/validation/bookings-fields';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { CancelAndSubmit, CenteredDialog, DialogForm } from '@/components/ui/centered-dialog';
import { FieldError, useFieldDescription } from '@/components/ui/form-field';
import { toast, toastOutcome } from '@/lib/toast';
import {
  confirmationFileText,
  useBookingMailbox,
  useBookingMutations,
  useTripBookings,
} from '@/features/bookings/api/trip-bookings';
import { CopyField } from '@/components/ui/copy-field';
import { airportWithTerminal, clockOf } from '@/entities/trip/components/day-bookings';
import type { BookingFieldsFragment } from '@/gql/graphql';
import { useZodForm } from '@/hooks/use-zod-form';
import { readFailure } from '@/lib/failure';
import { QueryState } from '@/components/ui/query-state';

type Part = 'owner' | 'editor' | 'viewer';

/** One booking in a line or two: what it is and when. */
function BookingSummary({ booking }: { booking: BookingFieldsFragment }) {
  const { t } = useTranslation('trips');
  const { flight, stay, activity } = booking;
  let title = '';
  let detail = '';
  if (flight) {
    title = t('bookings.flight', { flight: flight.flightNumber, carrier: flight.carrier });
    detail = t('bookings.flightTimes', {
      from: airportWithTerminal(flight.from, t),
      departs: clockOf(flight.from.at),
      to: flight.to.airport,
      arrives: clockOf(flight.to.at),
      date: flight.to.at.slice(0, 10) === flight.from.at.slice(0, 10) ? '' : ` (${flight.to.at.slice(0, 10)})`,
    });
  } else if (stay) {
    title = stay.name;
    detail = t('bookings.stayDates', { checkIn: stay.checkIn, checkOut: stay.checkOut });
    if (stay.address) detail += ` · ${stay.address}`;
  } else if (activity) {
    title = activity.name;
    detail = [activity.date, activity.time, activity.meetingPoint].filter(Boolean).join(' · ');
  }
  return (
    <Box minW="0">
      <Flex gap="2" align="center" wrap="wrap">
        <Badge colorPalette="brand" variant="subtle">
          {booking.day ? t('bookings.day', { day: booking.day }) : t('bookings.offTrip')}
        </Badge>
        <Text fontWeight="semibold">{title}</Text>
      </Flex>
      <Text textStyle="sm" color="fg.muted">
        {detail}
        {booking.reference && ` · ${t('bookings.reference', { reference: booking.reference })}`}
      </Text>
    </Box>
  );
}

/**
 * The trip page's Bookings tab (docs/product/bookings.md): the flights, stays and activities added from
 * confirmations, by day; the owner and editors paste a confirmation, check what was read, and save it.
 */
export function BookingsSection({ tripId, part, canceled }: { tripId: number; part: Part; canceled: boolean }) {
  const { t } = useTranslation('trips');
  const { bookings: loaded, anyFormat, loading, error, refetch } = useTripBookings(tripId);
  const { removeBooking, removing } = useBookingMutations(tripId);
  const [adding, setAdding] = useState(false);
  const canEdit = part !== 'viewer' && !canceled;

  const remove = (id: number) =>
    toastOutcome(() => removeBooking(id), t('bookings.removed'), t('bookings.removeFailed'));

  return (
    <QueryState
      data={loaded}
      loading={loading}
      error={error}
      errorTitle={t('bookings.loadFailed')}
      onRetry={() => void refetch()}
      loadingText={t('bookings.loading')}
    >
      {(bookings) => {
        const sorted = [...bookings].sort((a, b) => (a.day ?? 99) - (b.day ?? 99));
        return (
          <Stack gap="4">
            <Flex justify="space-between" align="start" gap="3" wrap="wrap">
              <Box>
                <Heading as="h2" textStyle="xl">
                  {t('bookings.title')}
                </Heading>
                <Text color="fg.muted" textStyle="sm">
                  {t('bookings.intro')}
                </Text>
              </Box>
              {canEdit && <Button onClick={() => setAdding(true)}>{t('bookings.add')}</Button>}
            </Flex>
            {sorted.length === 0 ? (
              <Text color="fg.muted">{t(anyFormat ? 'bookings.noneAnyFormat' : 'bookings.none')}</Text>
            ) : (
              <Stack as="ul" gap="3" listStyleType="none" aria-label={t('bookings.list')}>
                {sorted.map((booking) => (
                  <Flex
                    as="li"
                    key={booking.id}
                    justify="space-between"
                    align="start"
                    gap="3"
                    borderWidth="1px"
                    rounded="l2"
                    p="3"
                  >
                    <BookingSummary booking={booking} />
                    {canEdit && (
                      <Button
                        size="sm"
                        variant="ghost"
                        colorPalette="red"
                        disabled={removing}
                        onClick={() => void remove(booking.id)}
                      >
                        {t('bookings.remove')}
                      </Button>
                    )}
                  </Flex>
                ))}
              </Stack>
            )}
            {part === 'owner' && !canceled && <ForwardingAddress tripId={tripId} />}
            {canEdit && (
              <CenteredDialog
                open={adding}
                onOpenChange={setAdding}
                maxW="2xl"
                closeLabel={t('bookings.close')}
                unmountOnExit
              >
                <AddBookingForm tripId={tripId} anyFormat={anyFormat} onDone={() => setAdding(false)} />
              </CenteredDialog>
            )}
          </Stack>
        );
      }}
    </QueryState>
  );
}

type Preview = Awaited<ReturnType<ReturnType<typeof useBookingMutations>['previewBookings']>>;

/** Paste, read, check, save: nothing is saved until the traveler has seen what was read. */
function AddBookingForm({
  tripId,
  anyFormat,
  onDone,
}: {
  tripId: number;
  /** Whether Gemini reads formats Lakbay does not: the texts then say so. */
  anyFormat: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation('trips');
  const { previewBookings, addBookings, previewing, adding } = useBookingMutations(tripId);
  const [preview, setPreview] = useState<{ text: string; found: Preview }>();
  const form = useZodForm(() => import('@lakbay/validation/bookings').then((rules) => rules.pasteConfirmationForm), {
    defaultValues: { text: '' },
  });
  const error = form.errorOf('text');
  const { id, errorId, describedBy } = useFieldDescription(undefined, error);
  const fileId = useId();
  const [uploading, setUploading] = useState(false);

  /** The file's text goes into the box, where the traveler sees it, and is read at once. */
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      form.setValue('text', await confirmationFileText(tripId, file), { shouldValidate: true });
      await read();
    } catch (cause) {
      toast({ type: 'error', title: t('bookings.uploadFailed'), description: readFailure(cause).message });
    } finally {
      setUploading(false);
    }
  };

  const read = form.handleSubmit(async ({ text }) => {
    if (preview && preview.text === text && preview.found.bookings.length) {
      try {
        await addBookings(text);
        toast({ type: 'success', title: t('bookings.saved', { count: preview.found.bookings.length }) });
        onDone();
      } catch (cause) {
        toast({ type: 'error', title: t('bookings.saveFailed'), description: readFailure(cause).message });
      }
      return;
    }
    try {
      setPreview({ text, found: await previewBookings(text) });
    } catch (cause) {
      toast({ type: 'error', title: t('bookings.readFailed'), description: readFailure(cause).message });
    }
  });

  // The rules trim what is sent: a preview stands for the box as long as its trimmed text is the same.
  const text = form.watch('text').trim();
  const ready = preview && preview.text === text && preview.found.bookings.length > 0;
  return (
    <DialogForm onSubmit={read}>
      <Dialog.Header pe="12">
        <Dialog.Title textStyle="xl">{t('bookings.addTitle')}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Dialog.Description>{t(anyFormat ? 'bookings.addIntroAnyFormat' : 'bookings.addIntro')}</Dialog.Description>
          <Field.Root invalid={Boolean(error)}>
            <Field.Label htmlFor={id}>{t('bookings.textLabel')}</Field.Label>
            <Textarea
              id={id}
              {...form.register('text')}
              maxLength={MAX_CONFIRMATION_CHARACTERS}
              rows={8}
              fontFamily="mono"
              textStyle="sm"
              aria-describedby={describedBy}
            />
            <FieldError id={errorId} error={error} />
          </Field.Root>
          <Field.Root>
            <Field.Label htmlFor={fileId}>{t('bookings.fileLabel')}</Field.Label>
            <input
              id={fileId}
              type="file"
              accept=".eml,.txt,.pdf,message/rfc822,application/pdf"
              disabled={uploading}
              onChange={(event) => void upload(event.currentTarget.files?.[0])}
            />
            <Field.HelperText>{uploading ? t('bookings.uploading') : t('bookings.fileHelp')}</Field.HelperText>
          </Field.Root>
          {preview && preview.text === text && (
            <Box role="status" aria-live="polite">
              {preview.found.bookings.length ? (
                <Stack gap="2">
                  <Text fontWeight="semibold">{t('bookings.found', { count: preview.found.bookings.length })}</Text>
                  {preview.found.bookings.map((booking, index) => (
                    <Box key={index} borderWidth="1px" rounded="l2" p="3">
                      <BookingSummary booking={booking} />
                    </Box>
                  ))}
                </Stack>
              ) : (
                <Text color="fg.error">
                  {preview.found.recognized.length
                    ? t('bookings.recognizedOnly', { what: preview.found.recognized.join(', ') })
                    : t(anyFormat ? 'bookings.noneFoundAnyFormat' : 'bookings.noneFound')}
                </Text>
              )}
            </Box>
          )}
        </Stack>
      </Dialog.Body>
      <CancelAndSubmit
        onCancel={onDone}
        submitLabel={ready ? t('bookings.save') : t('bookings.read')}
        {...form.submitProgress(previewing || adding, ready ? t('bookings.saving') : t('bookings.reading'))}
      />
    </DialogForm>
  );
}

/** The owner's forwarding address (docs/product/bookings.md): shown only where this Lakbay takes forwarded mail. */
function ForwardingAddress({ tripId }: { tripId: number }) {
  const { t } = useTranslation('trips');
  const { enabled, mailbox, renewMailbox, closeMailbox, pending } = useBookingMailbox(tripId);
  if (!enabled) return null;

  const change = (step: () => Promise<unknown>, done: string) =>
    toastOutcome(step, done, t('bookings.forwarding.failed'));

  return (
    <Box borderWidth="1px" rounded="l2" p="4">
      <Heading as="h3" textStyle="md" mb="1">
        {t('bookings.forwarding.title')}
      </Heading>
      <Text textStyle="sm" color="fg.muted" mb="3">
        {t('bookings.forwarding.intro')}
      </Text>
      {mailbox ? (
        <Stack gap="3">
          <CopyField
            label={t('bookings.forwarding.addressLabel')}
            value={mailbox.address}
            copyLabel={t('bookings.forwarding.copy')}
            copiedTitle={t('bookings.forwarding.copied')}
            failedTitle={t('bookings.forwarding.copyFailed')}
            failedDescription={t('bookings.forwarding.copyYourself')}
          />
          <Flex gap="2" wrap="wrap">
            <Button
              size="sm"
              variant="outline"
              disabled={pending}
              onClick={() => void change(renewMailbox, t('bookings.forwarding.renewed'))}
            >
              {t('bookings.forwarding.renew')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              disabled={pending}
              onClick={() => void change(closeMailbox, t('bookings.forwarding.closed'))}
            >
              {t('bookings.forwarding.close')}
            </Button>
          </Flex>
        </Stack>
      ) : (
        <Button
          size="sm"
          variant="outline"
          loading={pending}
          onClick={() => void change(renewMailbox, t('bookings.forwarding.opened'))}
        >
          {t('bookings.forwarding.open')}
        </Button>
      )}
    </Box>
  );
}
