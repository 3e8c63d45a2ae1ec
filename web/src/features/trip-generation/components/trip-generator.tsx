import { Card } from '@chakra-ui/react/card';
import { Stack } from '@chakra-ui/react/stack';
import { useState } from 'react';

import { TripFormOptionsGate } from '@/features/trip-generation/components/trip-form-options-gate';
import { GenerationProgressView } from '@/features/trip-generation/components/generation-progress';
import { StreamedDays } from '@/features/trip-generation/components/streamed-days';
import { TripForm } from '@/features/trip-generation/components/trip-form';
import { TripResults } from '@/features/trip-generation/components/trip-results';
import { useTripGeneration } from '@/features/trip-generation/hooks/use-trip-generation';
import { defaultTripFormValues, mergeTripFormValues } from '@/features/trip-generation/utils/trip-form';

/**
 * /generate-trip's body: the form until both itineraries arrive, with their days
 * filling in below it while they are planned, then the results. `savedValues` (from the landing form or from before sign-in) fill
 * the form once; Create Another Trip starts again from the defaults.
 */
export function TripGenerator({ savedValues }: { savedValues: unknown }) {
  const { state, generate, reset } = useTripGeneration();
  // A new key gives a fresh form; 0 is the first one, which takes the saved values.
  const [formKey, setFormKey] = useState(0);

  if (state.status === 'done') {
    return (
      <TripResults
        trip={state.trip}
        request={state.request}
        onCreateAnother={() => {
          setFormKey((key) => key + 1);
          reset();
        }}
      />
    );
  }

  return (
    <Stack gap="8">
      <Card.Root>
        <Card.Body p={{ base: '4', md: '8' }}>
          <TripFormOptionsGate>
            {(options) => (
              <TripForm
                key={formKey}
                options={options}
                initialValues={
                  formKey === 0 ? mergeTripFormValues(options, savedValues) : defaultTripFormValues(options)
                }
                focusOnMount={formKey > 0}
                pending={state.status === 'pending'}
                onSubmit={generate}
                progress={state.status === 'pending' && <GenerationProgressView progress={state.progress} />}
              />
            )}
          </TripFormOptionsGate>
        </Card.Body>
      </Card.Root>
      {state.status === 'pending' && <StreamedDays progress={state.progress} />}
    </Stack>
  );
}
