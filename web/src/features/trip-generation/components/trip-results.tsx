import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Tabs } from '@chakra-ui/react/tabs';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';

import { toast } from '@/components/ui/toaster';
import type { GeneratedTrip, ItineraryKind } from '@/features/trip-generation/api/generate-trip';
import { saveTripErrorMessage, useSaveTrip } from '@/features/trip-generation/api/save-trip';
import { ItineraryView } from '@/features/trip-generation/components/itinerary-view';
import { itineraryKinds, itineraryLabels } from '@/features/trip-generation/utils/itinerary-labels';
import type { TripRequest } from '@/features/trip-generation/utils/trip-form';
import { storeCustomizeHandoff } from '@/lib/trip-handoff';

interface TripResultsProps {
  trip: GeneratedTrip;
  request: TripRequest;
  onCreateAnother: () => void;
}

/** Spec §2 results view: a tab per itinerary (Budget-Focused first), each with Save Itinerary and Customize. */
export function TripResults({ trip, request, onCreateAnother }: TripResultsProps) {
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
      toast({ type: 'success', title: 'Success!', description: 'Trip saved successfully!' });
      navigate(`/trips/${id}`);
    } catch (error) {
      toast({ type: 'error', title: 'Error saving trip', description: saveTripErrorMessage(error) });
      setSavingKind(null);
    }
  };

  const customize = (kind: ItineraryKind) => {
    try {
      storeCustomizeHandoff({ itinerary: trip[`${kind}Itinerary`], type: kind, form: { ...request } });
    } catch {
      toast({ type: 'error', title: 'Error', description: 'Failed to prepare itinerary for customization' });
      return;
    }
    navigate('/customize-trip');
  };

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h2" ref={heading} tabIndex={-1} size={{ base: '2xl', md: '3xl' }} outline="none">
          Your Trip Itineraries
        </Heading>
        <Text color="fg.muted">Two plans for the same trip. Save the one you like, or customize it first.</Text>
      </Stack>

      <Tabs.Root defaultValue="budget" variant="enclosed" fitted size={{ base: 'sm', md: 'lg' }}>
        <Tabs.List>
          {itineraryKinds.map((kind) => (
            <Tabs.Trigger key={kind} value={kind}>
              {itineraryLabels[kind]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {itineraryKinds.map((kind) => (
          <Tabs.Content key={kind} value={kind} pt="6">
            <ItineraryView
              itinerary={trip[`${kind}Itinerary`]}
              budget={request.budget}
              actions={
                <>
                  <Button
                    onClick={() => saveItinerary(kind)}
                    loading={savingKind === kind}
                    loadingText="Saving..."
                    disabled={saving}
                  >
                    Save Itinerary
                  </Button>
                  <Button variant="outline" onClick={() => customize(kind)} disabled={saving}>
                    Customize
                  </Button>
                </>
              }
            />
          </Tabs.Content>
        ))}
      </Tabs.Root>

      <Flex gap="3" direction={{ base: 'column', sm: 'row' }} justify="center" pt="4" borderTopWidth="1px">
        <Button variant="outline" size="lg" onClick={onCreateAnother}>
          Create Another Trip
        </Button>
        <Button asChild variant="ghost" size="lg">
          <RouterLink to="/my-trips">View All My Trips</RouterLink>
        </Button>
      </Flex>
    </Stack>
  );
}
