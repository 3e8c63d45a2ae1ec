import { Button } from '@chakra-ui/react/button';
import { Fieldset } from '@chakra-ui/react/fieldset';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Form } from '@/components/ui/form';
import { CheckboxLabel } from '@/components/ui/checkbox-label';
import { SelectField, TextField } from '@/components/ui/form-field';
import { purposeOptions } from '@/lib/visa-options';
import type { ReadinessAnswersInput, TripReadinessFieldsFragment } from '@/gql/graphql';
import { AGE_GROUPS, TICKET_CLASSES, TRAVELER_TYPES } from '@/features/readiness/utils/labels';

type Answers = TripReadinessFieldsFragment['answers'];

interface ReadinessAnswersFormProps {
  answers: Answers;
  disabled: boolean;
  saving: boolean;
  onSave: (answers: ReadinessAnswersInput) => Promise<string | undefined>;
}

/** The traveler's answers the checklist depends on; saved together with one button. */
export function ReadinessAnswersForm({ answers, disabled, saving, onSave }: ReadinessAnswersFormProps) {
  const { t } = useTranslation(['readiness', 'visa']);
  const [values, setValues] = useState<Answers>(answers);
  const [error, setError] = useState<string>();
  const set =
    <K extends keyof Answers>(key: K) =>
    (value: Answers[K]) =>
      setValues((current) => ({ ...current, [key]: value }));
  const ofw = values.travelerType === 'ofw';

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Only what the form shows is sent: a box hidden by another answer counts as unticked.
    setError(
      await onSave({
        passportExpiry: values.passportExpiry || null,
        travelerType: values.travelerType,
        ageGroup: values.ageGroup,
        ticketClass: values.ticketClass,
        travelPurpose: values.travelPurpose,
        affidavitOfSupport: values.travelerType === 'tourist' && values.affidavitOfSupport,
        travelingWithoutParent: values.ageGroup !== 'adult' && values.travelingWithoutParent,
        ofwDependent: !ofw && values.ofwDependent,
        permanentResidentAbroad: !ofw && values.permanentResidentAbroad,
        governmentEmployee: values.governmentEmployee,
      }),
    );
  }

  return (
    <Form onSubmit={(event) => void submit(event)} aria-label={t('form.title')}>
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
            value={values.passportExpiry ?? ''}
            onChange={(event) => set('passportExpiry')(event.target.value || null)}
          />
          <SelectField
            size="md"
            label={t('form.travelerType')}
            options={TRAVELER_TYPES.map((value) => ({ value, label: t(`form.travelerTypes.${value}`) }))}
            value={values.travelerType}
            onChange={(value) => set('travelerType')(value as Answers['travelerType'])}
          />
          <SelectField
            size="md"
            label={t('form.ageGroup')}
            options={AGE_GROUPS.map((value) => ({ value, label: t(`form.ageGroups.${value}`) }))}
            value={values.ageGroup}
            onChange={(value) => set('ageGroup')(value as Answers['ageGroup'])}
          />
          <SelectField
            size="md"
            label={t('form.ticketClass')}
            options={TICKET_CLASSES.map((value) => ({ value, label: t(`form.ticketClasses.${value}`) }))}
            value={values.ticketClass}
            onChange={(value) => set('ticketClass')(value as Answers['ticketClass'])}
          />
          {!ofw && (
            <SelectField
              size="md"
              label={t('form.purpose')}
              hint={t('form.purposeHint')}
              options={purposeOptions.map(({ value }) => ({ value, label: t(`visa:purposes.${value}`) }))}
              value={values.travelPurpose}
              onChange={set('travelPurpose')}
            />
          )}
        </SimpleGrid>
        <Stack gap="2" mt="4">
          {values.travelerType === 'tourist' && (
            <CheckboxLabel
              checked={values.affidavitOfSupport}
              onChange={(event) => set('affidavitOfSupport')(event.target.checked)}
            >
              {t('form.affidavitOfSupport')}
            </CheckboxLabel>
          )}
          {values.ageGroup !== 'adult' && (
            <CheckboxLabel
              checked={values.travelingWithoutParent}
              onChange={(event) => set('travelingWithoutParent')(event.target.checked)}
            >
              {t('form.travelingWithoutParent')}
            </CheckboxLabel>
          )}
          {!ofw && (
            <>
              <CheckboxLabel
                checked={values.ofwDependent}
                onChange={(event) => set('ofwDependent')(event.target.checked)}
              >
                {t('form.ofwDependent')}
              </CheckboxLabel>
              <CheckboxLabel
                checked={values.permanentResidentAbroad}
                onChange={(event) => set('permanentResidentAbroad')(event.target.checked)}
              >
                {t('form.permanentResidentAbroad')}
              </CheckboxLabel>
            </>
          )}
          <CheckboxLabel
            checked={values.governmentEmployee}
            onChange={(event) => set('governmentEmployee')(event.target.checked)}
          >
            {t('form.governmentEmployee')}
          </CheckboxLabel>
        </Stack>
        <Button type="submit" mt="4" alignSelf="start" loading={saving}>
          {t('form.save')}
        </Button>
        <Text aria-live="polite" color="fg.error" textStyle="sm" fontWeight="medium">
          {error}
        </Text>
      </Fieldset.Root>
    </Form>
  );
}
