import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Field } from '@chakra-ui/react/field';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { MAX_INSTRUCTION } from '@lakbay/validation/day-change-fields';
import { useTranslation } from 'react-i18next';

import { CancelAndSubmit, CenteredDialog, DialogForm } from '@/components/ui/centered-dialog';
import { FieldError, useFieldDescription } from '@/components/ui/form-field';
import { useZodForm } from '@/hooks/use-zod-form';

const PRESETS = ['relaxed', 'rainy', 'food'] as const;

interface ChangeDayDialogProps {
  /** The day to change; null when the dialog is closed. */
  day: number | null;
  onClose: () => void;
  /** Plans the day again; resolves true when it worked (the dialog then closes). */
  onChange: (day: number, instruction: string) => Promise<boolean>;
  pending: boolean;
}

/**
 * "Change this day": three preset wishes and a free-text one, on the results and on a saved
 * trip. Closing returns focus to the button that opened it (Chakra's dialog does).
 */
export function ChangeDayDialog({ day, onClose, onChange, pending }: ChangeDayDialogProps) {
  return (
    <CenteredDialog open={day !== null} onOpenChange={(open) => !open && !pending && onClose()} unmountOnExit>
      {day !== null && <ChangeDayForm day={day} onClose={onClose} onChange={onChange} pending={pending} />}
    </CenteredDialog>
  );
}

function ChangeDayForm({ day, onClose, onChange, pending }: Omit<ChangeDayDialogProps, 'day'> & { day: number }) {
  const { t } = useTranslation('common');
  const form = useZodForm(() => import('@lakbay/validation/day-change').then((rules) => rules.changeDayForm), {
    defaultValues: { instruction: '' },
  });
  const instruction = form.watch('instruction');
  const error = form.errorOf('instruction');
  const counterId = `change-day-${day}-counter`;
  const { id, errorId, describedBy } = useFieldDescription(undefined, error);

  const submit = form.handleSubmit(async ({ instruction: wish }) => {
    if (await onChange(day, wish)) onClose();
  });

  return (
    <DialogForm onSubmit={submit}>
      <Dialog.Header pe="12">
        <Dialog.Title textStyle="xl">{t('changeDay.title', { day })}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Dialog.Description>{t('changeDay.intro')}</Dialog.Description>
          <Flex gap="2" wrap="wrap" role="group" aria-label={t('changeDay.presets')}>
            {PRESETS.map((preset) => {
              const text = t(`changeDay.preset.${preset}`);
              return (
                <Button
                  key={preset}
                  size="sm"
                  rounded="full"
                  variant={instruction === text ? 'solid' : 'outline'}
                  aria-pressed={instruction === text}
                  onClick={() => form.setValue('instruction', text, { shouldValidate: form.formState.isSubmitted })}
                >
                  {text}
                </Button>
              );
            })}
          </Flex>
          <Field.Root invalid={Boolean(error)}>
            <Field.Label htmlFor={id}>{t('changeDay.label')}</Field.Label>
            <Textarea
              id={id}
              {...form.register('instruction')}
              maxLength={MAX_INSTRUCTION}
              rows={3}
              placeholder={t('changeDay.placeholder')}
              aria-describedby={[counterId, describedBy].filter(Boolean).join(' ')}
            />
            <Text id={counterId} textStyle="sm" color="fg.muted" alignSelf="end">
              {t('changeDay.counter', { count: instruction.length, max: MAX_INSTRUCTION })}
            </Text>
            <FieldError id={errorId} error={error} />
          </Field.Root>
          {pending && (
            <Text role="status" color="fg.muted">
              {t('changeDay.working', { day })}
            </Text>
          )}
        </Stack>
      </Dialog.Body>
      <CancelAndSubmit
        onCancel={onClose}
        submitLabel={t('changeDay.submit')}
        {...form.submitProgress(pending, t('changeDay.pending'))}
      />
    </DialogForm>
  );
}

/** The button that opens the dialog for one day; its name starts with what it shows and says which day. */
export function ChangeDayButton({ day, onClick }: { day: number; onClick: () => void }) {
  const { t } = useTranslation('common');
  const label = t('changeDay.button');
  return (
    <Button size="sm" variant="outline" onClick={onClick} aria-label={`${label}${t('changeDay.forDay', { day })}`}>
      {label}
    </Button>
  );
}
