import { Accordion } from '@chakra-ui/react/accordion';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { useRef, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';

import { FormField } from '@/components/ui/form-field';
import { PesoEquivalent } from '@/components/ui/peso-rate-note';
import { toast } from '@/lib/toast';
import { useSaveTrip } from '@/entities/trip/api/create-trip';
import { DayFields } from '@/features/itinerary-editing/components/day-fields';
import { ItineraryTypeBadge } from '@/entities/trip/components/itinerary-type-badge';
import { RedirectWithToast } from '@/features/itinerary-editing/components/redirect-with-toast';
import { readCustomization, savedTripDetails, type Customization } from '@/features/itinerary-editing/utils/customize';
import type { customizeForm } from '@/features/itinerary-editing/utils/day-draft-rules';
import { toDayDraft, type DayDraft } from '@/features/itinerary-editing/utils/day-draft';
import { keepTotalInStep } from '@/entities/trip/utils/itinerary';
import { daysLabel } from '@/entities/trip/utils/trip-labels';
import { useZodForm } from '@/hooks/use-zod-form';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { readFailure } from '@/lib/failure';
import { clearCustomizeHandoff } from '@/entities/trip/utils/trip-handoff';
import { formatMoney } from '@/lib/money';

/**
 * /customize-trip (docs/product/trips.md): the itinerary handed over by Customize on
 * /generate-trip, or back there with a toast when there is none or it cannot
 * be read.
 */
export function CustomizeTrip() {
  // Read once: the page edits its own copy from here on.
  const { t } = useTranslation('trips');
  const [read] = useState(readCustomization);

  if (read.status === 'missing') {
    return (
      <RedirectWithToast
        to="/generate-trip"
        type="error"
        title={t('toasts.noItinerary')}
        description={t('toasts.generateFirst')}
      />
    );
  }
  if (read.status === 'invalid') {
    return <RedirectWithToast to="/generate-trip" type="error" title={t('toasts.itineraryUnreadable')} />;
  }
  return <CustomizeEditor customization={read.value} />;
}

function CustomizeEditor({ customization }: { customization: Customization }) {
  const { itinerary: original, type, form: request } = customization;
  const { t } = useTranslation(['trips', 'common']);
  const navigate = useNavigate();
  const [saveTrip, { loading: saving }] = useSaveTrip();
  const form = useZodForm(
    () => import('@/features/itinerary-editing/utils/day-draft-rules').then((rules) => rules.customizeForm),
    {
      defaultValues: { overview: original.overview, days: original.days.map(toDayDraft) },
    },
  );
  const days = form.watch('days') as DayDraft[];
  const { isSubmitted } = form.formState;
  // docs/product/trips.md: the first day starts open.
  const [openDays, setOpenDays] = useState(() => original.days.slice(0, 1).map((day) => String(day.day)));
  const editor = useRef<HTMLDivElement>(null);

  const details = savedTripDetails(request, original);

  const changeDay = (index: number, draft: DayDraft) =>
    form.setValue(`days.${index}`, draft, { shouldDirty: true, shouldValidate: isSubmitted });

  const save = async (edited: z.output<typeof customizeForm>) => {
    const itinerary = keepTotalInStep(original, { ...original, ...edited });
    // docs/product/trips.md: the edited itinerary under the chosen type, the original under the other.
    const itineraries =
      type === 'budget'
        ? { budgetItinerary: itinerary, experienceItinerary: original }
        : { budgetItinerary: original, experienceItinerary: itinerary };
    try {
      await saveTrip({ variables: { input: { ...details, ...itineraries, savedType: type } } });
      clearCustomizeHandoff();
      toast({ type: 'success', title: t('toasts.customizedSaved') });
      void navigate('/my-trips');
    } catch (error) {
      toast({ type: 'error', title: t('toasts.saveFailed'), description: readFailure(error).message });
    }
  };

  // The days in error open, and the cursor goes to the first field to fix.
  const showErrors = (errors: FieldErrors<z.input<typeof customizeForm>>) => {
    const invalid = days.filter((_, index) => errors.days?.[index]);
    setOpenDays((current) => [...new Set([...current, ...invalid.map((day) => String(day.day))])]);
    focusFirstInvalid(editor.current);
  };

  const saveButton = (
    <Button
      onClick={() => void form.handleSubmit(save, showErrors)()}
      {...form.submitProgress(saving, t('common:actions.saving'))}
    >
      {t('customize.save')}
    </Button>
  );

  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <title>{t('customize.pageTitle')}</title>
      <Flex
        justify="space-between"
        align={{ base: 'stretch', sm: 'end' }}
        gap="4"
        direction={{ base: 'column', sm: 'row' }}
      >
        <Box>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {t('customize.title')}
          </Heading>
          <Text color="fg.muted" mt="1">
            {original.destination} · {daysLabel(original.duration)} ·{' '}
            {formatMoney(original.totalBudget, original.currency)}
          </Text>
          <PesoEquivalent amount={original.totalBudget} currency={original.currency} />
          <ItineraryTypeBadge type={type} mt="3" size="md" />
        </Box>
        {saveButton}
      </Flex>

      <Stack gap="6" mt="8" ref={editor}>
        <Card.Root>
          <Card.Body>
            <FormField label={t('customize.overview')} hint={t('customize.overviewHint')}>
              {(control) => <Textarea {...form.register('overview')} autoresize minH="24" {...control} />}
            </FormField>
          </Card.Body>
        </Card.Root>

        <Box as="section" aria-labelledby="customize-days-heading">
          <Heading as="h2" size="lg" id="customize-days-heading" mb="3">
            {t('customize.dailyPlan')}
          </Heading>
          {days.length === 0 ? (
            <Text color="fg.muted">{t('customize.noDays')}</Text>
          ) : (
            <Accordion.Root
              multiple
              value={openDays}
              onValueChange={(details) => setOpenDays(details.value)}
              variant="enclosed"
            >
              {days.map((draft, index) => (
                <Accordion.Item key={draft.day} value={String(draft.day)}>
                  <Heading as="h3" size="md">
                    <Accordion.ItemTrigger py="3" cursor="pointer">
                      <Flex flex="1" gap="3" minW="0" textAlign="start">
                        <Text as="span" color="brand.fg" fontWeight="bold" flexShrink="0">
                          {t('day.label', { day: draft.day })}
                        </Text>
                        <Text as="span" truncate>
                          {draft.title || t('day.untitled')}
                        </Text>
                      </Flex>
                      <Accordion.ItemIndicator />
                    </Accordion.ItemTrigger>
                  </Heading>
                  <Accordion.ItemContent>
                    <Accordion.ItemBody>
                      <DayFields
                        draft={draft}
                        onChange={(next) => changeDay(index, next)}
                        errors={{
                          title: form.errorOf(`days.${index}.title`),
                          activities: form.errorOf(`days.${index}.activities`),
                        }}
                        currency={original.currency}
                      />
                    </Accordion.ItemBody>
                  </Accordion.ItemContent>
                </Accordion.Item>
              ))}
            </Accordion.Root>
          )}
        </Box>

        <Flex justify="end" direction={{ base: 'column', sm: 'row' }}>
          {saveButton}
        </Flex>
      </Stack>
    </Container>
  );
}
