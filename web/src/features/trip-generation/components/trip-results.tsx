import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Tabs } from '@chakra-ui/react/tabs';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';

import { ChangeDayDialog } from '@/entities/trip/components/change-day-dialog';
import { toast } from '@/lib/toast';
import type { GeneratedTrip, ItineraryKind } from '@/features/trip-generation/api/generate-trip';
import { saveTripErrorMessage, useSaveTrip } from '@/features/trip-generation/api/save-trip';
import { ItineraryView } from '@/features/trip-generation/components/itinerary-view';
import { TravelCalendarNote } from '@/features/trip-generation/components/travel-calendar-note';
import { useResultsWithDayChange } from '@/features/trip-generation/hooks/use-change-day';
import { itineraryKinds } from '@/features/trip-generation/utils/itinerary-labels';
import type { TripRequest } from '@/features/trip-generation/utils/trip-form-rules';
import { storeCustomizeHandoff } from '@/entities/trip/utils/trip-handoff';

interface TripResultsProps {
  trip: GeneratedTrip;
  request: TripRequest;
  onCreateAnother: () => void;
}

/**
 * The results view (docs/product/trip-planning.md): a tab per itinerary (Budget-Focused first), each with Save
 * Itinerary and Customize, and "Change this day" on every day; saving keeps the changed days.
 */
export function TripResults({ trip: generated, request, onCreateAnother }: TripResultsProps) {
  const { t } = useTranslation(['generation', 'common']);
  const { trip, changing, setChanging, change, pending } = useResultsWithDayChange(generated, request);
  const navigate = useNavigate();
  const { save, saving } = useSaveTrip();
  const [savingKind, setSavingKind] = useState<ItineraryKind | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // Arriving results take focus: screen readers hear them, and the page scrolls to them.
  useEffect(() => heading.current?.focus(), []);

  const saveItinerary = async (kind: ItineraryKind) => {
    setSavingKind(kind);
    try {
      const id = await save(trip, request, kind);
      toast({ type: 'success', title: t('results.savedTitle'), description: t('results.savedDescription') });
      void navigate(`/trips/${id}`);
    } catch (error) {
      toast({ type: 'error', title: t('results.saveFailedTitle'), description: saveTripErrorMessage(error) });
      setSavingKind(null);
    }
  };

  const customize = (kind: ItineraryKind) => {
    try {
      storeCustomizeHandoff({ itinerary: trip[`${kind}Itinerary`], type: kind, form: { ...request } });
    } catch {
      toast({ type: 'error', title: t('generate.errorTitle'), description: t('results.customizeFailed') });
      return;
    }
    void navigate('/customize-trip');
  };

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h2" ref={heading} tabIndex={-1} size={{ base: '2xl', md: '3xl' }} outline="none">
          {t('results.heading')}
        </Heading>
        <Text color="fg.muted">{t('results.intro')}</Text>
      </Stack>

      <TravelCalendarNote country={request.destinationCountry} month={request.travelMonth} headingLevel="h3" />

      <Tabs.Root defaultValue="budget" variant="enclosed" fitted size={{ base: 'sm', md: 'lg' }}>
        <Tabs.List>
          {itineraryKinds.map((kind) => (
            <Tabs.Trigger key={kind} value={kind}>
              {t(`common:trip.type.${kind}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {itineraryKinds.map((kind) => (
          <Tabs.Content key={kind} value={kind} pt="6">
            <ItineraryView
              itinerary={trip[`${kind}Itinerary`]}
              budget={request.budget}
              budgetCurrency={request.currency}
              onChangeDay={(day) => setChanging({ kind, day })}
              actions={
                <>
                  <Button
                    onClick={() => void saveItinerary(kind)}
                    loading={savingKind === kind}
                    loadingText={t('common:actions.saving')}
                    disabled={saving}
                  >
                    {t('results.save')}
                  </Button>
                  <Button variant="outline" onClick={() => customize(kind)} disabled={saving}>
                    {t('results.customize')}
                  </Button>
                </>
              }
            />
          </Tabs.Content>
        ))}
      </Tabs.Root>

      <ChangeDayDialog
        day={changing?.day ?? null}
        onClose={() => setChanging(null)}
        onChange={change}
        pending={pending}
      />

      <Flex gap="3" direction={{ base: 'column', sm: 'row' }} justify="center" pt="4" borderTopWidth="1px">
        <Button variant="outline" size="lg" onClick={onCreateAnother}>
          {t('results.createAnother')}
        </Button>
        <Button asChild variant="ghost" size="lg">
          <RouterLink to="/my-trips">{t('results.viewAll')}</RouterLink>
        </Button>
      </Flex>
    </Stack>
  );
}
