import { Dialog } from '@chakra-ui/react/dialog';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { CancelAndSubmit, CenteredDialog, DialogForm } from '@/components/ui/centered-dialog';
import { toast } from '@/lib/toast';
import { useEditTripItinerary, useReloadTrips } from '@/entities/trip/api/edit-trip';
import { DayFields } from '@/features/itinerary-editing/components/day-fields';
import { toDayDraft, type DayDraft } from '@/features/itinerary-editing/utils/day-draft';
import { useZodForm } from '@/hooks/use-zod-form';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { readFailure } from '@/lib/failure';
import { replaceDay } from '@/entities/trip/utils/itinerary';
import type { DayInput, SavedTripDetailFragment } from '@/gql/graphql';

interface DayEditDialogProps {
  trip: SavedTripDetailFragment;
  /** The day being edited; null when the dialog is closed. */
  day: DayInput | null;
  onClose: () => void;
}

/**
 * The per-day editor (docs/product/trips.md): saves the whole saved itinerary with this
 * day replaced, sending the version it read so a concurrent edit is refused
 * (CONFLICT) rather than overwritten.
 */
export function DayEditDialog({ trip, day, onClose }: DayEditDialogProps) {
  return (
    <CenteredDialog
      open={day !== null}
      onOpenChange={(open) => !open && onClose()}
      scrollBehavior="inside"
      size="lg"
      unmountOnExit
    >
      {day && <DayEditForm trip={trip} day={day} onClose={onClose} />}
    </CenteredDialog>
  );
}

function DayEditForm({ trip, day, onClose }: { trip: SavedTripDetailFragment; day: DayInput; onClose: () => void }) {
  const { t } = useTranslation(['trips', 'common']);
  const form = useZodForm(
    () => import('@/features/itinerary-editing/utils/day-draft-rules').then((rules) => rules.dayDraftForm),
    {
      defaultValues: toDayDraft(day),
    },
  );
  const [editItinerary, { loading }] = useEditTripItinerary();
  const reloadTrips = useReloadTrips();
  const formElement = useRef<HTMLFormElement>(null);
  const draft = form.watch() as DayDraft;
  const { isSubmitted } = form.formState;

  // DayFields hands back the whole day: what changed goes in with setValue.
  const change = (next: DayDraft) => {
    for (const key of Object.keys(next) as (keyof DayDraft)[]) {
      if (next[key] !== draft[key]) form.setValue(key, next[key], { shouldDirty: true, shouldValidate: isSubmitted });
    }
  };

  const save = async (edited: DayInput) => {
    try {
      await editItinerary({
        variables: {
          id: trip.id,
          type: trip.savedType,
          // Merged into the itinerary as it is now, so other days' changes stay.
          itinerary: replaceDay(trip.savedItinerary, edited),
          expectedVersion: trip.version,
        },
      });
      toast({ type: 'success', title: t('toasts.itineraryUpdated') });
      onClose();
    } catch (error) {
      const code = readFailure(error).code;
      if (code === 'CONFLICT') reloadTrips();
      toast({
        type: 'error',
        title: t('toasts.itineraryFailed'),
        description: code ? readFailure(error).message : undefined,
      });
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(save, () => focusFirstInvalid(formElement.current))(event);

  return (
    // Fills the height the dialog allows, so the body scrolls between a fixed header and footer.
    <DialogForm ref={formElement} onSubmit={onSubmit} flex="1" minH="0">
      <Dialog.Header pe="12">
        <Dialog.Title textStyle="xl">{t('day.editTitle', { day: day.day })}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <DayFields
          draft={draft}
          onChange={change}
          errors={{ title: form.errorOf('title'), activities: form.errorOf('activities') }}
          currency={trip.savedItinerary.currency}
          withMeals
        />
      </Dialog.Body>
      <CancelAndSubmit
        onCancel={onClose}
        submitLabel={t('day.save')}
        {...form.submitProgress(loading, t('common:actions.saving'))}
      />
    </DialogForm>
  );
}
