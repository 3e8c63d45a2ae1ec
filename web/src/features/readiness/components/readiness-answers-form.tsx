import { Button } from '@chakra-ui/react/button';
import { Fieldset } from '@chakra-ui/react/fieldset';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { AGE_GROUPS, TICKET_CLASSES, TRAVELER_TYPES } from '@lakbay/validation/readiness-fields';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Form } from '@/components/ui/form';
import { CheckboxLabel } from '@/components/ui/checkbox-label';
import { SelectField, TextField } from '@/components/ui/form-field';
import { rulesOnce, useZodForm } from '@/hooks/use-zod-form';
import { PURPOSES, purposeOptions } from '@/lib/visa-options';
import type { ReadinessAnswersInput, TripReadinessFieldsFragment } from '@/gql/graphql';

type Answers = TripReadinessFieldsFragment['answers'];

const answersRules = rulesOnce(() =>
  import('@lakbay/validation/readiness').then((rules) => rules.readinessAnswersForm(PURPOSES)),
);

interface ReadinessAnswersFormProps {
  answers: Answers;
  disabled: boolean;
  saving: boolean;
  onSave: (answers: ReadinessAnswersInput) => Promise<string | undefined>;
}

/** The traveler's answers the checklist depends on; saved together with one button. */
export function ReadinessAnswersForm({ answers, disabled, saving, onSave }: ReadinessAnswersFormProps) {
  const { t } = useTranslation(['readiness', 'visa', 'common']);
  const form = useZodForm(answersRules, {
    defaultValues: {
      ...answers,
      passportExpiry: answers.passportExpiry ?? '',
      travelPurpose: answers.travelPurpose as (typeof PURPOSES)[number],
    },
  });
  const [error, setError] = useState<string>();
  const [travelerType, ageGroup, ticketClass, travelPurpose] = form.watch([
    'travelerType',
    'ageGroup',
    'ticketClass',
    'travelPurpose',
  ]);
  const ofw = travelerType === 'ofw';
  // The selects are controlled; a choice is checked again once the form has been sent.
  const choose = (name: 'travelerType' | 'ageGroup' | 'ticketClass' | 'travelPurpose') => (value: string) =>
    form.setValue(name, value as never, { shouldValidate: form.formState.isSubmitted });

  const submit = form.handleSubmit(async (checked) => setError(await onSave(checked)));

  return (
    <Form onSubmit={submit} noValidate aria-label={t('form.title')}>
      <Fieldset.Root disabled={disabled}>
        <Fieldset.Legend fontWeight="semibold" textStyle="md">
          {t('form.title')}
        </Fieldset.Legend>
        <Fieldset.HelperText>{t('form.help')}</Fieldset.HelperText>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mt="4">
          <TextField
            size="md"
            label={t('form.passportExpiry')}
            optional
            hint={t('form.passportHint')}
            type="date"
            {...form.field('passportExpiry')}
          />
          <SelectField
            size="md"
            label={t('form.travelerType')}
            options={TRAVELER_TYPES.map((value) => ({ value, label: t(`form.travelerTypes.${value}`) }))}
            value={travelerType ?? ''}
            onChange={choose('travelerType')}
            error={form.errorOf('travelerType')}
          />
          <SelectField
            size="md"
            label={t('form.ageGroup')}
            options={AGE_GROUPS.map((value) => ({ value, label: t(`form.ageGroups.${value}`) }))}
            value={ageGroup ?? ''}
            onChange={choose('ageGroup')}
            error={form.errorOf('ageGroup')}
          />
          <SelectField
            size="md"
            label={t('form.ticketClass')}
            options={TICKET_CLASSES.map((value) => ({ value, label: t(`form.ticketClasses.${value}`) }))}
            value={ticketClass ?? ''}
            onChange={choose('ticketClass')}
            error={form.errorOf('ticketClass')}
          />
          {!ofw && (
            <SelectField
              size="md"
              label={t('form.purpose')}
              hint={t('form.purposeHint')}
              options={purposeOptions.map(({ value }) => ({ value, label: t(`visa:purposes.${value}`) }))}
              value={travelPurpose ?? ''}
              onChange={choose('travelPurpose')}
              error={form.errorOf('travelPurpose')}
            />
          )}
        </SimpleGrid>
        <Stack gap="2" mt="4">
          {travelerType === 'tourist' && (
            <CheckboxLabel {...form.register('affidavitOfSupport')}>{t('form.affidavitOfSupport')}</CheckboxLabel>
          )}
          {ageGroup !== 'adult' && (
            <CheckboxLabel {...form.register('travelingWithoutParent')}>
              {t('form.travelingWithoutParent')}
            </CheckboxLabel>
          )}
          {!ofw && (
            <>
              <CheckboxLabel {...form.register('ofwDependent')}>{t('form.ofwDependent')}</CheckboxLabel>
              <CheckboxLabel {...form.register('permanentResidentAbroad')}>
                {t('form.permanentResidentAbroad')}
              </CheckboxLabel>
            </>
          )}
          <CheckboxLabel {...form.register('governmentEmployee')}>{t('form.governmentEmployee')}</CheckboxLabel>
        </Stack>
        <Button type="submit" mt="4" alignSelf="start" {...form.submitProgress(saving, t('common:actions.saving'))}>
          {t('form.save')}
        </Button>
        <Text aria-live="polite" color="fg.error" textStyle="sm" fontWeight="medium">
          {error}
        </Text>
      </Fieldset.Root>
    </Form>
  );
}
